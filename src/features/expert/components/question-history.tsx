import type { QuestionEventRow } from '@/features/expert/api/types';
import { STATUS_LABELS } from '@/lib/question-status';
import { formatDateTime } from '@/lib/format';

/** question_events.event is text in the database; an event without a label shows as stored. */
const EVENT_LABELS: Record<string, string> = {
  created: 'Submitted',
  assigned: 'Assigned',
  answered: 'Answer submitted',
  approved: 'Answer approved',
  rejected: 'Answer rejected',
  status_changed: 'Status changed',
  info_requested: 'More information requested',
  info_reminded: 'Reminder sent to the submitter',
  info_replied: 'Submitter replied',
  closed_no_reply: 'Closed - no reply',
};

/**
 * The question's status history, oldest first, with who acted and why (a rejection's reason is with
 * its answer, not repeated here).
 */
export function QuestionHistory({ events }: { events: QuestionEventRow[] }) {
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
            {/* the name kept on the event when its actor has been deleted */}
            {(e.actor?.name ?? e.actor_name) ? ` · ${e.actor?.name ?? e.actor_name}` : ''}
          </div>
          {/* a rejection's reason is on its answer's card: said once on the page */}
          {e.reason && !(e.event === 'rejected' && e.answer_id) && (
            <div className="text-xs">Reason: {e.reason}</div>
          )}
        </li>
      ))}
    </ol>
  );
}
