/**
 * The question statuses as staff read them: one label map for every staff page (the expert
 * lists, filters, badges and history, the admin dashboard and status dialog, search results).
 * Keyed by the generated enum (`Constants` in src/types/database.ts), so a status added to the
 * database fails the typecheck until it is labelled here. Submitters read their own wording
 * (src/features/claim-review/constants.ts).
 */
import { Constants } from '@/types/database';

/** Every status, in the database enum's order. */
export const QUESTION_STATUSES = Constants.public.Enums.question_status;

export type QuestionStatus = (typeof QUESTION_STATUSES)[number];

export const STATUS_LABELS: Record<QuestionStatus, string> = {
  unassigned: 'Unassigned',
  pending: 'Pending',
  needs_information: 'Needs information',
  awaiting_approval: 'Awaiting approval',
  approved: 'Approved',
  closed_no_reply: 'Closed - no reply',
};

/** The label of a status read as text (an unknown value shows as stored). */
export function statusLabel(status: string): string {
  return (STATUS_LABELS as Record<string, string>)[status] ?? status;
}
