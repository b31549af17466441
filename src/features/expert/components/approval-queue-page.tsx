import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuthStore } from '@/lib/auth/auth-store';
import { canDecideAnswer } from '@/lib/auth/policies';
import { EXPERT_LABELS, EXPERT_TITLES } from '@/features/expert/constants';
import { useApprovalQueue } from '@/features/expert/api/get-approval-queue';
import { DecisionControls } from '@/features/expert/components/decision-controls';
import { PageShell, QueryState } from '@/components/layout/page-shell';
import { Pill } from '@/features/expert/components/status-badge';
import { formatAgo } from '@/features/expert/utils/format';
import { formatDateTime } from '@/lib/format';
import { EXPERT_PAGE_HEADS } from '@/features/expert/page-heads';
import type { ApprovalItem } from '@/features/expert/api/types';
import { focusResult } from '@/lib/focus';
import { useDeferredData } from '@/utils/use-deferred-data';

/** The author, or the name the answer kept after they were deleted. */
const authorName = (item: ApprovalItem) =>
  item.author?.name ?? item.attribution?.expert_name ?? 'an expert';

/**
 * After a decision the item leaves the queue: focus goes to the item now in its place (the next
 * one, else the last), or to the empty queue's text (docs/decisions.md, "Where focus goes after an
 * action").
 */
function useFocusNextItem(items: ApprovalItem[] | undefined) {
  const [decided, setDecided] = useState<{ id: string; index: number } | null>(null);
  useEffect(() => {
    if (!decided || !items || items.some((i) => i.id === decided.id)) return;
    setDecided(null);
    const next = items[Math.min(decided.index, items.length - 1)];
    focusResult(
      next
        ? document.getElementById(itemTitleId(next.id))
        : document.getElementById(EMPTY_QUEUE_ID),
    );
  }, [decided, items]);
  return (id: string, index: number) => setDecided({ id, index });
}

const itemTitleId = (answerId: string) => `approval-${answerId}`;
const EMPTY_QUEUE_ID = 'approval-empty';

/** Answers awaiting approval, each beside its question; approvers only (the route guard and RLS/RPCs agree). */
export function ApprovalQueuePage() {
  const user = useAuthStore((s) => s.user);
  const queue = useApprovalQueue();
  const { data: items, pending } = useDeferredData(queue);
  const onDecided = useFocusNextItem(items);
  return (
    <PageShell title={EXPERT_TITLES.approval} description={EXPERT_PAGE_HEADS.approval.description}>
      <QueryState isLoading={pending} error={queue.error} onRetry={() => void queue.refetch()} />
      {items && items.length === 0 && (
        <p
          id={EMPTY_QUEUE_ID}
          className="rounded-md border p-6 text-center text-sm text-muted-foreground"
        >
          {EXPERT_LABELS.approvalEmpty}
        </p>
      )}
      <ul className="space-y-4">
        {(items ?? []).map((item, index) => (
          <li
            key={item.id}
            data-testid="approval-item"
            className="grid gap-4 rounded-lg border p-4 md:grid-cols-2"
          >
            <section className="space-y-2">
              <h2 className="font-semibold">
                <Link
                  id={itemTitleId(item.id)}
                  to={paths.expert.question.getHref(item.question.id)}
                  className="text-primary hover:underline"
                >
                  {item.question.title}
                </Link>
              </h2>
              <div className="flex flex-wrap gap-2 text-xs text-muted-foreground">
                <span>{item.question.corporate_account?.name ?? EXPERT_LABELS.noAccount}</span>
                <span>· {item.question.coding_question_type}</span>
                <span title={formatDateTime(item.question.created_at)}>
                  · submitted {formatAgo(item.question.created_at)}
                </span>
                {item.question.phi_confirmed && <Pill tone="warning">PHI</Pill>}
              </div>
              {/* A scrolling region takes keyboard focus (axe scrollable-region-focusable). */}
              <div
                role="region"
                aria-label={`Question: ${item.question.title}`}
                tabIndex={0}
                className="max-h-64 overflow-auto whitespace-pre-wrap rounded bg-muted/30 p-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                {item.question.content}
              </div>
            </section>
            <section className="space-y-2">
              <div className="text-xs text-muted-foreground">
                Answer by {authorName(item)} · {formatDateTime(item.created_at)}
              </div>
              <div
                role="region"
                aria-label={`Answer by ${authorName(item)}`}
                tabIndex={0}
                className="max-h-64 overflow-auto whitespace-pre-wrap rounded border p-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                data-testid="approval-answer"
              >
                {item.content}
              </div>
              <DecisionControls
                answerId={item.id}
                isOwnAnswer={!canDecideAnswer(user, item)}
                onDone={() => onDecided(item.id, index)}
              />
            </section>
          </li>
        ))}
      </ul>
    </PageShell>
  );
}
