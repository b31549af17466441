/**
 * The approver's work, first on their dashboard (docs/decisions.md, "The approver's dashboard"):
 * the answers they may decide (never their own), the oldest few, and the way to the approval queue.
 */
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { QueryState } from '@/components/layout/page-shell';
import { useApprovalQueue } from '@/features/expert/api/get-approval-queue';
import { EXPERT_LABELS } from '@/features/expert/constants';
import { formatAgo } from '@/features/expert/utils/format';
import { useAuthStore } from '@/lib/auth/auth-store';
import { canDecideAnswer } from '@/lib/auth/policies';
import { formatDateTime } from '@/lib/format';

const SHOWN = 5;

export function DashboardApprovals() {
  const user = useAuthStore((s) => s.user);
  const queue = useApprovalQueue();
  const items = (queue.data ?? []).filter((item) => canDecideAnswer(user, item));
  return (
    <section
      aria-labelledby="approvals-heading"
      className="space-y-3 rounded-lg border bg-card p-4 shadow-sm"
      data-testid="dashboard-approvals"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="approvals-heading" className="text-lg font-semibold">
          {EXPERT_LABELS.approvalQueueSize}{' '}
          <span
            className="ml-1 rounded-full bg-primary px-2 py-0.5 text-sm text-primary-foreground"
            data-testid="count-approval-queue"
          >
            {queue.data ? items.length : '–'}
          </span>
        </h2>
        <Link
          to={paths.expert.approval.getHref()}
          className="text-sm font-medium text-primary hover:underline"
        >
          {EXPERT_LABELS.approvalOpen}
        </Link>
      </div>
      <QueryState
        isLoading={queue.isLoading}
        error={queue.error}
        onRetry={() => void queue.refetch()}
      />
      {queue.data && (
        <p className="text-sm text-muted-foreground">{EXPERT_LABELS.approvalLead(items.length)}</p>
      )}
      {items.length > 0 && (
        <ol className="divide-y rounded-md border" data-testid="approval-preview">
          {items.slice(0, SHOWN).map((item) => (
            <li key={item.id} className="min-w-0 space-y-1 p-3">
              <Link
                to={paths.expert.question.getHref(item.question.id)}
                className="font-medium text-primary hover:underline"
              >
                {item.question.title}
              </Link>
              <div className="text-xs text-muted-foreground">
                {item.question.corporate_account?.name ?? EXPERT_LABELS.noAccount} ·{' '}
                {EXPERT_LABELS.answerBy(
                  item.author?.name ?? item.attribution?.expert_name ?? 'an expert',
                )}{' '}
                · <span title={formatDateTime(item.created_at)}>{formatAgo(item.created_at)}</span>
              </div>
            </li>
          ))}
        </ol>
      )}
      {items.length > SHOWN && (
        <p className="text-sm text-muted-foreground">
          {EXPERT_LABELS.approvalMore(items.length - SHOWN)}
        </p>
      )}
    </section>
  );
}
