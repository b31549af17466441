import type { AnswerRow } from '@/features/expert/api/types';
import { EXPERT_LABELS } from '@/features/expert/constants';
import { Pill } from '@/features/expert/components/status-badge';
import { formatDateTime } from '@/lib/format';
import { answerCardId } from '@/features/expert/utils/answer-anchor';

/**
 * One answer with its decision: approved by, rejected by (with the reason), or awaiting approval.
 * `reasonShownAbove`: the page already quotes this rejection's reason where the expert writes the
 * new answer, so the card does not repeat it.
 */
export function AnswerCard({
  a,
  reasonShownAbove = false,
}: {
  a: AnswerRow;
  reasonShownAbove?: boolean;
}) {
  const state = a.approved_at ? 'approved' : a.rejected_at ? 'rejected' : 'undecided';
  return (
    <article
      id={answerCardId(a.id)}
      data-testid="answer"
      data-state={state}
      className="space-y-2 rounded-md border p-3"
    >
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
        <span>
          {a.author?.name ?? a.attribution?.expert_name ?? 'Expert'} ·{' '}
          {formatDateTime(a.created_at)}
        </span>
        {state === 'approved' && (
          <Pill>
            Approved by {a.approver?.name ?? a.attribution?.approved_by_name ?? 'an approver'}
          </Pill>
        )}
        {state === 'rejected' && !reasonShownAbove && (
          <Pill tone="danger">
            Rejected by {a.rejecter?.name ?? a.attribution?.rejected_by_name ?? 'an approver'}
          </Pill>
        )}
        {state === 'undecided' && <Pill tone="warning">Awaiting approval</Pill>}
      </div>
      <p className="whitespace-pre-wrap text-sm">{a.content}</p>
      {state === 'rejected' && !reasonShownAbove && (
        <p className="rounded bg-red-50 p-2 text-sm text-red-900" data-testid="rejection-reason">
          {EXPERT_LABELS.rejectedBecause} {a.rejection_reason}
        </p>
      )}
    </article>
  );
}
