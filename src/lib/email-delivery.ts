/**
 * The emails ClaimDesk sends, as staff read them: one label map for every staff page that shows
 * them (the admin's Email delivery page and dashboard, the question page's emails). The kinds are
 * public.outbox's (supabase/README.md, "Submission path, limits and the outbox") plus the approved
 * answer; the states are those of the email RPCs (docs/decisions.md, "Email delivery").
 */

const EMAIL_KIND_LABELS: Record<string, string> = {
  confirmation_email: 'Confirmation to the submitter',
  partner_notification: 'Partner notification',
  partner_digest: 'Partner digest',
  smartsheet_row: 'Smartsheet row',
  info_request_email: 'Request for more information',
  info_request_reminder: 'Reminder of the request',
  info_request_close: 'Closing notice (no reply)',
  info_reply_email: 'Reply received, to the expert',
  answer_email: 'Approved answer',
};

/** The words of a kind (an unknown one shows as stored). */
export function emailKindLabel(kind: string): string {
  return EMAIL_KIND_LABELS[kind] ?? kind;
}

const EMAIL_STATE_LABELS: Record<string, string> = {
  queued: 'Queued',
  scheduled: 'Scheduled',
  retrying: 'Retrying',
  sent: 'Sent',
  skipped: 'Not sent',
  failed: 'Failed',
  given_up: 'Given up',
};

export function emailStateLabel(state: string): string {
  return EMAIL_STATE_LABELS[state] ?? state;
}

/** Where a row without an address goes: the Smartsheet row is not an email. */
export const SMARTSHEET_RECIPIENT = 'Smartsheet';
