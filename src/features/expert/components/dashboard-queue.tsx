/**
 * The expert's queue on the dashboard: what they can act on, oldest first; their answers that wait
 * for an approver are listed apart, under "Waiting for approval" (docs/decisions.md, "The
 * approver's dashboard").
 */
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { QueryState } from '@/components/layout/page-shell';
import { useQueue } from '@/features/expert/api/get-queue';
import type { QueueRow } from '@/features/expert/api/types';
import { EXPERT_LABELS } from '@/features/expert/constants';
import { Pill, StatusBadge } from '@/features/expert/components/status-badge';
import { formatAgo } from '@/features/expert/utils/format';
import { formatDateTime } from '@/lib/format';

/** An answer of theirs waits for an approver: nothing for the expert to do. */
const waiting = (q: QueueRow) => q.status === 'awaiting_approval' && !q.needs_revision;

export function DashboardQueue() {
  const queue = useQueue();
  const mine = (queue.data ?? []).filter((q) => !waiting(q));
  const forApprover = (queue.data ?? []).filter(waiting);
  return (
    <>
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
        {queue.data && mine.length === 0 && (
          <p className="rounded-md border p-6 text-center text-sm text-muted-foreground">
            {EXPERT_LABELS.queueEmpty}
          </p>
        )}
        {mine.length > 0 && (
          <ol className="divide-y rounded-md border" data-testid="expert-queue">
            {mine.map((q) => (
              <QueueItem key={q.id} q={q} />
            ))}
          </ol>
        )}
      </section>
      {forApprover.length > 0 && (
        <section aria-labelledby="waiting-heading" className="space-y-2">
          <h2 id="waiting-heading" className="text-lg font-semibold">
            {EXPERT_LABELS.waitingTitle}{' '}
            <span className="text-base font-normal text-muted-foreground">
              ({forApprover.length})
            </span>
          </h2>
          <p className="text-sm text-muted-foreground">{EXPERT_LABELS.waitingNote}</p>
          <ul className="divide-y rounded-md border text-sm" data-testid="waiting-for-approval">
            {forApprover.map((q) => (
              <li
                key={q.id}
                className="flex flex-wrap items-baseline justify-between gap-2 p-2 px-3"
              >
                <Link
                  to={paths.expert.question.getHref(q.id)}
                  className="min-w-0 text-primary hover:underline"
                >
                  {q.title}
                </Link>
                <span className="text-xs text-muted-foreground">
                  {q.corporate_account_name ?? EXPERT_LABELS.noAccount}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

function QueueItem({ q }: { q: QueueRow }) {
  return (
    <li className="flex flex-wrap items-start justify-between gap-2 p-3" data-testid="queue-item">
      <div className="min-w-0 space-y-1">
        <Link
          to={paths.expert.question.getHref(q.id)}
          className="font-medium text-primary hover:underline"
        >
          {q.title}
        </Link>
        <div className="text-xs text-muted-foreground">
          {q.corporate_account_name ?? EXPERT_LABELS.noAccount} · {q.coding_question_type} ·{' '}
          <span title={formatDateTime(q.created_at)}>submitted {formatAgo(q.created_at)}</span>
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
  );
}
