/**
 * The kinds of outbox row, each drained on its own lane (docs/decisions.md, "One mail path"): a
 * slow kind (a Smartsheet that takes seconds) never holds the mail of the others. process-outbox
 * delivers one kind when asked ({ kind }), or runs every lane at once; the local stack's drainer
 * (stack/outbox-drainer.ts) and the hosted schedule call it once per lane. No imports, so the
 * drainer can read it.
 */
export const OUTBOX_KINDS = [
  'confirmation_email',
  'answer_email',
  'partner_notification',
  'partner_digest',
  'info_request_email',
  'info_request_reminder',
  'info_request_close',
  'info_reply_email',
  'smartsheet_row',
] as const;

export type OutboxKind = (typeof OUTBOX_KINDS)[number];
