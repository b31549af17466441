import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { EXPERT_LABELS, EXPERT_TITLES } from '@/features/expert/constants';
import { useDashboardCounts } from '@/features/expert/api/get-dashboard-counts';
import { useQueue } from '@/features/expert/api/get-queue';
import { PageShell, QueryState } from '@/components/layout/page-shell';
import { Pill, StatusBadge } from '@/features/expert/components/status-badge';
import { formatAgo } from '@/features/expert/utils/format';
import { formatDateTime } from '@/lib/format';
import { useAuthStore } from '@/lib/auth/auth-store';
import { can } from '@/lib/auth/policies';
import { EXPERT_PAGE_HEADS } from '@/features/expert/page-heads';

function CountCard({
  label,
  value,
  href,
  testId,
}: {
  label: string;
  value: number | null | undefined;
  href?: string;
  testId: string;
}) {
  const body = (
    <div className="flex h-full flex-col justify-between gap-2 rounded-lg border bg-card p-4 shadow-sm">
      <div className="text-sm text-muted-foreground">{label}</div>
      <div className="text-3xl font-semibold" data-testid={testId}>
        {value ?? '–'}
      </div>
    </div>
  );
  return href ? (
    <Link to={href} className="block h-full hover:opacity-90">
      {body}
    </Link>
  ) : (
    body
  );
}

export function ExpertDashboardPage() {
  const counts = useDashboardCounts();
  const queue = useQueue();
  const c = counts.data;
  const user = useAuthStore((s) => s.user);
  // The server answers approval_queue only for approvers; until it answers, the signed-in user's
  // role says whether that card comes, so the cards keep their place (no layout shift).
  const showApprovalQueue = c ? c.approval_queue !== null : can(user, 'answer:decide');
  return (
    <PageShell
      title={EXPERT_TITLES.dashboard}
      description={EXPERT_PAGE_HEADS.dashboard.description}
    >
      <QueryState isLoading={false} error={counts.error} onRetry={() => void counts.refetch()} />
      {/* The cards are laid out while the counts load (showing "–"), so the queue below does
          not move when they arrive. */}
      {!counts.error && (
        <section
          aria-label="Counts"
          aria-busy={counts.isLoading}
          // As many equal columns as fit (6 cards, or 7 for an approver): no empty cell at 1280.
          className="grid grid-cols-2 gap-3 md:grid-cols-[repeat(auto-fit,minmax(9rem,1fr))]"
        >
          <CountCard
            testId="count-assigned"
            label={EXPERT_LABELS.assigned}
            value={c?.assigned}
            href={paths.expert.questions.getHref()}
          />
          <CountCard testId="count-pending" label={EXPERT_LABELS.pending} value={c?.pending} />
          <CountCard
            testId="count-needs-revision"
            label={EXPERT_LABELS.needsRevision}
            value={c?.needs_revision}
          />
          <CountCard
            testId="count-awaiting-approval"
            label={EXPERT_LABELS.awaitingApproval}
            value={c?.awaiting_approval}
          />
          <CountCard
            testId="count-needs-information"
            label={EXPERT_LABELS.needsInformation}
            value={c?.needs_information}
          />
          <CountCard
            testId="count-unassigned"
            label={EXPERT_LABELS.unassignedInAccounts}
            value={c?.unassigned_in_my_accounts}
            href={`${paths.expert.allQuestions.getHref()}?status=unassigned`}
          />
          {showApprovalQueue && (
            <CountCard
              testId="count-approval-queue"
              label={EXPERT_LABELS.approvalQueueSize}
              value={c?.approval_queue}
              href={paths.expert.approval.getHref()}
            />
          )}
        </section>
      )}
      <section aria-labelledby="queue-heading" className="space-y-3">
        <div className="flex items-baseline justify-between">
          <h2 id="queue-heading" className="text-lg font-semibold">
            {EXPERT_LABELS.queue}
          </h2>
          <span className="text-xs text-muted-foreground">{EXPERT_LABELS.oldestFirst}</span>
        </div>
        <QueryState
          isLoading={queue.isLoading}
          error={queue.error}
          onRetry={() => void queue.refetch()}
        />
        {queue.data && queue.data.length === 0 && (
          <p className="rounded-md border p-6 text-center text-sm text-muted-foreground">
            {EXPERT_LABELS.queueEmpty}
          </p>
        )}
        {queue.data && queue.data.length > 0 && (
          <ol className="divide-y rounded-md border" data-testid="expert-queue">
            {queue.data.map((q) => (
              <li
                key={q.id}
                className="flex flex-wrap items-start justify-between gap-2 p-3"
                data-testid="queue-item"
              >
                <div className="min-w-0 space-y-1">
                  <Link
                    to={paths.expert.question.getHref(q.id)}
                    className="font-medium text-primary hover:underline"
                  >
                    {q.title}
                  </Link>
                  <div className="text-xs text-muted-foreground">
                    {q.corporate_account_name ?? EXPERT_LABELS.noAccount} · {q.coding_question_type}{' '}
                    ·{' '}
                    <span title={formatDateTime(q.created_at)}>
                      submitted {formatAgo(q.created_at)}
                    </span>
                  </div>
                  {q.needs_revision && q.rejection_reason && (
                    <p className="text-sm text-red-800">
                      {EXPERT_LABELS.rejectedBecause} {q.rejection_reason}
                    </p>
                  )}
                </div>
                <div className="flex items-center gap-2">
                  {q.phi_confirmed && <Pill tone="warning">PHI</Pill>}
                  {q.needs_revision ? (
                    <Pill tone="danger">{EXPERT_LABELS.needsRevision}</Pill>
                  ) : (
                    <StatusBadge status={q.status} />
                  )}
                </div>
              </li>
            ))}
          </ol>
        )}
      </section>
    </PageShell>
  );
}
