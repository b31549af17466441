import { useRemovalImpact } from '@/features/admin/api/get-removal-impact';
import { APPROVAL_GUARD_MESSAGES } from '@/features/admin/messages/approval-guard';
import { IMPACT_MESSAGES } from '@/features/admin/messages/impact';
import { errorMessage } from '@/lib/api-error';

/**
 * What deleting a user or removing their expert role moves (docs/decisions.md, "Removing an
 * expert"), read from the server before the admin confirms: how many open questions, and where each
 * kind goes (those waiting for the submitter's reply and those closed without one move too).
 */
export function RemovalImpactNote({ userId }: { userId: string }) {
  const impact = useRemovalImpact(userId);
  if (impact.isLoading)
    return (
      <p role="status" className="text-sm text-muted-foreground">
        {IMPACT_MESSAGES.loading}
      </p>
    );
  if (impact.error)
    return (
      <p role="alert" className="text-sm text-destructive">
        {errorMessage(impact.error)}
      </p>
    );
  const i = impact.data;
  if (!i) return null;
  // an expert's records keep their name (docs/decisions.md, "Records that outlive people")
  const namesStay = i.role === 'expert' && (
    <p className="text-sm">{APPROVAL_GUARD_MESSAGES.namesStay}</p>
  );
  const stranded = i.answers_left_without_approver > 0;
  if (i.open_questions === 0 && i.closed_no_reply === 0 && !stranded)
    return (
      <div className="space-y-1" data-testid="removal-impact">
        <p className="text-sm">{IMPACT_MESSAGES.none}</p>
        {namesStay}
      </div>
    );
  return (
    <div
      className="space-y-1 rounded-md border border-amber-500 bg-amber-50 p-3 text-sm text-amber-950"
      data-testid="removal-impact"
    >
      {i.open_questions > 0 && (
        <>
          <p className="font-medium">{IMPACT_MESSAGES.moves(i.questions_to_move)}</p>
          <ul className="list-disc pl-5">
            {i.to_reassign > 0 && <li>{IMPACT_MESSAGES.toReassign(i.to_reassign)}</li>}
            {i.to_unassigned > 0 && <li>{IMPACT_MESSAGES.toUnassigned(i.to_unassigned)}</li>}
            {i.stay_awaiting_approval > 0 && (
              <li>{IMPACT_MESSAGES.stayAwaiting(i.stay_awaiting_approval)}</li>
            )}
            {i.waiting_for_reply > 0 && (
              <li>{IMPACT_MESSAGES.waitingForReply(i.waiting_for_reply)}</li>
            )}
          </ul>
        </>
      )}
      {i.closed_no_reply > 0 && <p>{IMPACT_MESSAGES.closedNoReply(i.closed_no_reply)}</p>}
      {i.accounts_left_without_expert.length > 0 && (
        <p>{IMPACT_MESSAGES.accountsLeft(i.accounts_left_without_expert.join(', '))}</p>
      )}
      {stranded && <p>{APPROVAL_GUARD_MESSAGES.answersLeft(i.answers_left_without_approver)}</p>}
      {namesStay}
    </div>
  );
}
