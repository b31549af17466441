import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuthStore } from '@/lib/auth/auth-store';
import { can, canDecideAnswer } from '@/lib/auth/policies';
import { EXPERT_LABELS, EXPERT_TITLES, STATUS_LABELS } from '@/features/expert/constants';
import { useQuestion } from '@/features/expert/api/get-question';
import { useMyAccountIds } from '@/features/expert/api/get-my-account-ids';
import { useAssignToMe } from '@/features/expert/api/assign-to-me';
import { useResendAnswerEmail } from '@/features/expert/api/send-approved-answer';
import type {
  AnswerRow,
  DeliveryRow,
  QuestionDetail,
  QuestionEventRow,
} from '@/features/expert/api/types';
import { AnswerEditor } from '@/features/expert/components/answer-editor';
import { DecisionControls } from '@/features/expert/components/decision-controls';
import { PageShell, QueryState } from '@/features/expert/components/page';
import { Pill, StatusBadge } from '@/features/expert/components/status-badge';
import { canClaim } from '@/features/expert/utils/can-claim';
import { formatAgo, formatDate, formatDateTime } from '@/features/expert/utils/format';

/** question_events.event is text in the database; an event without a label shows as stored. */
const EVENT_LABELS: Record<string, string> = {
  created: 'Submitted',
  assigned: 'Assigned',
  answered: 'Answer submitted',
  approved: 'Answer approved',
  rejected: 'Answer rejected',
  status_changed: 'Status changed',
};

function Fields({ q }: { q: QuestionDetail }) {
  const rows: [string, string | null][] = [
    ['Corporate account', q.corporate_account?.name ?? EXPERT_LABELS.noAccount],
    ['Coding question type', q.coding_question_type],
    ['Submitted', `${formatDateTime(q.created_at)} (${formatAgo(q.created_at)})`],
    ['Submitter', q.submitter_name || `${q.first_name} ${q.last_name}`],
    ['Submitter email', q.submitter_email ?? q.email],
    ['First name', q.first_name],
    ['Last name', q.last_name],
    ['Email', q.email],
    ['Phone', q.phone_number],
    ['Title', q.user_title],
    ['Entity / institution', q.entity_institution],
    ['Zip code', q.zip_code],
    ['Date of service', q.date_of_service ? formatDate(`${q.date_of_service}T12:00:00`) : null],
    ['Location of service', q.location_of_service_name],
    ['Location of service zip', q.location_of_service_zip],
    ['POS indicator', q.pos_indicator],
    ['Submitted by', q.user_id ? 'Signed-in user' : 'Public form (anonymous)'],
    ['Assigned expert', q.expert?.name ?? null],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {rows.map(([k, v]) => (
        <div key={k} className="flex gap-2">
          <dt className="w-44 shrink-0 text-muted-foreground">{k}</dt>
          <dd className="min-w-0 break-words">{v || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

function History({ events }: { events: QuestionEventRow[] }) {
  return (
    <ol className="space-y-2 border-l pl-4 text-sm" data-testid="status-history">
      {events.map((e) => (
        <li key={e.id}>
          <div className="font-medium">
            {EVENT_LABELS[e.event] ?? e.event}
            {e.to_status && (
              <span className="font-normal text-muted-foreground">
                {' '}
                {e.from_status ? `${STATUS_LABELS[e.from_status]} → ` : '→ '}
                {STATUS_LABELS[e.to_status]}
              </span>
            )}
          </div>
          <div className="text-xs text-muted-foreground">
            {formatDateTime(e.created_at)}
            {e.actor?.name ? ` · ${e.actor.name}` : ''}
          </div>
          {e.reason && <div className="text-xs">Reason: {e.reason}</div>}
        </li>
      ))}
    </ol>
  );
}

function DeliveryNote({
  answerId,
  delivery,
  canResend,
}: {
  answerId: string;
  delivery: DeliveryRow | undefined;
  canResend: boolean;
}) {
  const resend = useResendAnswerEmail();
  const status = delivery?.status ?? 'missing';
  return (
    <div
      className="flex flex-wrap items-center gap-2 text-sm"
      data-testid="delivery"
      data-status={status}
    >
      {status === 'sent' && (
        <span className="text-green-800">
          {EXPERT_LABELS.emailSent} ({delivery!.recipient}, {formatDateTime(delivery!.sent_at)})
        </span>
      )}
      {status === 'failed' && (
        <span className="text-red-800">
          {EXPERT_LABELS.emailFailed}
          {delivery?.last_error ? `: ${delivery.last_error}` : ''}
        </span>
      )}
      {status === 'sending' && (
        <span className="text-muted-foreground">{EXPERT_LABELS.emailSending}</span>
      )}
      {status === 'missing' && (
        <span className="text-muted-foreground">{EXPERT_LABELS.emailMissing}</span>
      )}
      {(status === 'failed' || status === 'missing') && canResend && (
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={resend.isPending}
          onClick={() => resend.mutate({ answerId })}
        >
          {resend.isPending
            ? EXPERT_LABELS.sendingEmail
            : status === 'failed'
              ? EXPERT_LABELS.resendEmail
              : EXPERT_LABELS.sendEmail}
        </Button>
      )}
    </div>
  );
}

function AnswerCard({ a }: { a: AnswerRow }) {
  const state = a.approved_at ? 'approved' : a.rejected_at ? 'rejected' : 'undecided';
  return (
    <article data-testid="answer" data-state={state} className="space-y-2 rounded-md border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
        <span>
          {a.author?.name ?? 'Expert'} · {formatDateTime(a.created_at)}
        </span>
        {state === 'approved' && <Pill>Approved by {a.approver?.name ?? 'an approver'}</Pill>}
        {state === 'rejected' && (
          <Pill tone="danger">Rejected by {a.rejecter?.name ?? 'an approver'}</Pill>
        )}
        {state === 'undecided' && <Pill tone="warning">Awaiting approval</Pill>}
      </div>
      <p className="whitespace-pre-wrap text-sm">{a.content}</p>
      {state === 'rejected' && (
        <p className="rounded bg-red-50 p-2 text-sm text-red-900" data-testid="rejection-reason">
          {EXPERT_LABELS.rejectedBecause} {a.rejection_reason}
        </p>
      )}
    </article>
  );
}

export function QuestionPage({ questionId }: { questionId: string }) {
  const user = useAuthStore((s) => s.user);
  const me = user?.id ?? '';
  const bundle = useQuestion(questionId);
  const myAccounts = useMyAccountIds(me);
  const assign = useAssignToMe();
  const q = bundle.data?.question;
  const answers = bundle.data?.answers ?? [];
  const latest = answers[0];
  const undecided = answers.find((a) => !a.approved_at && !a.rejected_at);
  const approved = answers.find((a) => a.approved_at);

  let action: React.ReactNode = null;
  if (q) {
    if (q.status === 'unassigned') {
      action = canClaim(q, myAccounts.data ?? []) ? (
        <Button
          type="button"
          disabled={assign.isPending || myAccounts.isLoading}
          onClick={() => assign.mutate({ questionId: q.id, userId: me })}
        >
          {assign.isPending ? EXPERT_LABELS.assigning : EXPERT_LABELS.assignToMe}
        </Button>
      ) : (
        <p className="text-sm text-muted-foreground">
          {myAccounts.isLoading ? '' : EXPERT_LABELS.notYourAccount}
        </p>
      );
    } else if (q.status === 'pending') {
      if (q.expert_id === me) {
        action = (
          <div className="space-y-3">
            {latest?.rejected_at && (
              <p className="rounded bg-red-50 p-2 text-sm text-red-900">
                {EXPERT_LABELS.previousRejected} {EXPERT_LABELS.rejectedBecause}{' '}
                {latest.rejection_reason}
              </p>
            )}
            <AnswerEditor key={latest?.id ?? 'new'} questionId={q.id} />
          </div>
        );
      } else {
        action = <p className="text-sm text-muted-foreground">{EXPERT_LABELS.assignedToOther}</p>;
      }
    } else if (q.status === 'awaiting_approval' && undecided) {
      action = can(user, 'answer:decide') ? (
        <DecisionControls answerId={undecided.id} isOwnAnswer={!canDecideAnswer(user, undecided)} />
      ) : (
        <p className="text-sm text-muted-foreground">{EXPERT_LABELS.waitingForApprover}</p>
      );
    } else if (q.status === 'approved' && approved) {
      action = (
        <DeliveryNote
          answerId={approved.id}
          delivery={bundle.data?.deliveries.find((d) => d.answer_id === approved.id)}
          canResend={can(user, 'answer-email:send')}
        />
      );
    }
  }

  return (
    <PageShell
      title={q?.title ?? EXPERT_TITLES.question}
      description={
        <Link to={paths.expert.allQuestions.getHref()} className="hover:underline">
          ← {EXPERT_TITLES.allQuestions}
        </Link>
      }
      actions={q ? <StatusBadge status={q.status} className="text-sm" /> : null}
    >
      <QueryState isLoading={bundle.isLoading} error={bundle.error} />
      {bundle.data && !q && <p role="alert">Question not found</p>}
      {q && (
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="space-y-6 lg:col-span-2">
            {q.phi_confirmed && (
              <p
                role="note"
                className="rounded-md border border-amber-400 bg-amber-50 p-3 text-sm text-amber-900"
                data-testid="phi-flag"
              >
                {EXPERT_LABELS.phiFlag}
              </p>
            )}
            <section className="space-y-2">
              <h2 className="text-lg font-semibold">Question</h2>
              <p
                className="whitespace-pre-wrap rounded-md border bg-muted/30 p-3 text-sm"
                data-testid="question-content"
              >
                {q.content}
              </p>
            </section>
            <section className="space-y-3" aria-label="Action">
              {action}
            </section>
            <section className="space-y-2">
              <h2 className="text-lg font-semibold">{EXPERT_LABELS.answers}</h2>
              {answers.length === 0 ? (
                <p className="text-sm text-muted-foreground">{EXPERT_LABELS.noAnswers}</p>
              ) : (
                answers.map((a) => <AnswerCard key={a.id} a={a} />)
              )}
            </section>
            <section className="space-y-2">
              <h2 className="text-lg font-semibold">Details</h2>
              <Fields q={q} />
            </section>
          </div>
          <aside className="space-y-2">
            <h2 className="text-lg font-semibold">{EXPERT_LABELS.history}</h2>
            <History events={bundle.data?.events ?? []} />
          </aside>
        </div>
      )}
    </PageShell>
  );
}
