import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAssignToMe } from '@/features/expert/api/assign-to-me';
import { useMyAccountIds } from '@/features/expert/api/get-my-account-ids';
import { useQuestion } from '@/features/expert/api/get-question';
import { AnswerCard } from '@/features/expert/components/answer-card';
import { InfoThread, RequestInfoButton } from '@/features/expert/components/ask-back';
import { AnswerEditor, type AnswerStarter } from '@/features/expert/components/answer-editor';
import { DecisionControls } from '@/features/expert/components/decision-controls';
import { DeliveryNote } from '@/features/expert/components/delivery-note';
import { PageShell, QueryState } from '@/components/layout/page-shell';
import { QuestionFields } from '@/features/expert/components/question-fields';
import { PublishArticle } from '@/features/expert/components/publish-article';
import { QuestionHistory } from '@/features/expert/components/question-history';
import { SimilarQuestions } from '@/features/expert/components/similar-questions';
import { StatusBadge } from '@/features/expert/components/status-badge';
import type { QuestionDetail } from '@/features/expert/api/types';
import { ASK_BACK_LABELS, EXPERT_LABELS, EXPERT_TITLES } from '@/features/expert/constants';
import { canClaim } from '@/features/expert/utils/can-claim';
import { useAuthStore } from '@/lib/auth/auth-store';
import { can, canDecideAnswer } from '@/lib/auth/policies';

/**
 * One question for an expert: its text and details, the action their role and the status allow
 * (take it, answer it, decide the answer, resend the email), the answers and the history. Admins
 * get the same page (issue 17 item 2) with their own actions in place of the expert's
 * (`staffActions`: reassign, change status) and their own way back (`back`).
 */
export function QuestionPage({
  questionId,
  back = { href: paths.expert.allQuestions.getHref(), label: EXPERT_TITLES.allQuestions },
  staffActions,
}: {
  questionId: string;
  back?: { href: string; label: string };
  staffActions?: (question: QuestionDetail) => ReactNode;
}) {
  const user = useAuthStore((s) => s.user);
  const me = user?.id ?? '';
  const bundle = useQuestion(questionId);
  // Admins (staffActions) do not claim questions, so they need no accounts of their own.
  const myAccounts = useMyAccountIds(staffActions ? '' : me);
  const assign = useAssignToMe();
  const [starter, setStarter] = useState<AnswerStarter | null>(null);
  const q = bundle.data?.question;
  const answers = bundle.data?.answers ?? [];
  const latest = answers[0];
  const undecided = answers.find((a) => !a.approved_at && !a.rejected_at);
  const approved = answers.find((a) => a.approved_at);

  let action: ReactNode = null;
  if (q && staffActions) {
    action = (
      <>
        {staffActions(q)}
        {q.status === 'pending' && q.expert_id && <RequestInfoButton questionId={q.id} />}
        {q.status === 'approved' && approved && (
          <DeliveryNote
            answerId={approved.id}
            delivery={bundle.data?.deliveries.find((d) => d.answer_id === approved.id)}
            canResend={can(user, 'answer-email:send')}
          />
        )}
      </>
    );
  } else if (q) {
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
            <AnswerEditor key={latest?.id ?? 'new'} questionId={q.id} starter={starter} />
            <RequestInfoButton questionId={q.id} />
          </div>
        );
      } else {
        action = <p className="text-sm text-muted-foreground">{EXPERT_LABELS.assignedToOther}</p>;
      }
    } else if (q.status === 'needs_information' || q.status === 'closed_no_reply') {
      action = (
        <p className="text-sm text-muted-foreground">
          {q.status === 'needs_information' ? ASK_BACK_LABELS.waiting : ASK_BACK_LABELS.closed}
        </p>
      );
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
        <Link to={back.href} className="hover:underline">
          ← {back.label}
        </Link>
      }
      actions={q ? <StatusBadge status={q.status} className="text-sm" /> : null}
    >
      <QueryState
        isLoading={bundle.isLoading}
        error={bundle.error}
        onRetry={() => void bundle.refetch()}
      />
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
            <InfoThread questionId={q.id} />
            <section className="space-y-3" aria-label="Action">
              {action}
            </section>
            {q.status === 'approved' && approved && (
              <PublishArticle q={q} canPublish={can(user, 'answer:decide')} />
            )}
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
              <QuestionFields q={q} />
            </section>
          </div>
          <aside className="space-y-6">
            <SimilarQuestions
              questionId={q.id}
              onUse={
                !staffActions && q.status === 'pending' && q.expert_id === me
                  ? (text) => setStarter((s) => ({ text, seq: (s?.seq ?? 0) + 1 }))
                  : undefined
              }
            />
            <section className="space-y-2">
              <h2 className="text-lg font-semibold">{EXPERT_LABELS.history}</h2>
              <QuestionHistory events={bundle.data?.events ?? []} />
            </section>
          </aside>
        </div>
      )}
    </PageShell>
  );
}
