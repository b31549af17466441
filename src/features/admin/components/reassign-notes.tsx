import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { ReassignCandidate } from '@/features/admin/api/types';
import { APPROVAL_GUARD_MESSAGES as M } from '@/features/admin/messages/approval-guard';

/**
 * Under the reassign dialog's expert choice: who is not offered and why (the server's own words),
 * or that nobody is an approver yet, with the page where an admin fixes it.
 */
export function ReassignNotes({
  refused,
  noApprover,
}: {
  refused: ReassignCandidate[];
  noApprover: boolean;
}) {
  if (refused.length === 0 && !noApprover) return null;
  return (
    <div
      className="space-y-1 rounded-md border border-amber-500 bg-amber-50 p-3 text-sm text-amber-950"
      data-testid="reassign-notes"
    >
      {refused.map((x) => (
        <p key={x.id}>
          <span className="font-medium">{M.notOffered}</span> {x.refusal}.
        </p>
      ))}
      {noApprover && <p>{M.noApproverWarning}</p>}
      <Link className="underline" to={paths.admin.experts.getHref()}>
        {M.openExperts}
      </Link>
    </div>
  );
}
