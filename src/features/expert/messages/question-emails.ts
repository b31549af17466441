/** The question page's emails section (docs/decisions.md, "Email delivery"). */
export const QUESTION_EMAILS_TEXT = {
  title: 'Emails',
  listLabel: 'Emails of this question',
  empty: 'No email is recorded for this question (sent ones are removed after 30 days).',
  to: (recipient: string) => `To ${recipient}`,
  queued: 'Queued: it goes out within a minute.',
  scheduled: (at: string) => `Scheduled for ${at}.`,
  retrying: (attempts: number, max: number | null, error: string, next: string) =>
    `Attempt ${attempts}${max === null ? '' : ` of ${max}`} failed (${error}). Next try ${next}.`,
  sent: (at: string) => (at ? `Sent ${at}.` : 'Sent.'),
  skipped: (reason: string) => `Not sent: ${reason}.`,
  failed: (attempts: number, error: string) =>
    `Failed after ${attempts} attempt${attempts === 1 ? '' : 's'} (${error}).`,
  givenUp: (at: string, error: string) => `Given up ${at} (${error}).`,
  unknownError: 'no reason recorded',
  now: 'now',
  /** When the submitter's confirmation finally failed: they were never told the question arrived. */
  confirmationFailed: (to: string) =>
    `The confirmation to ${to} could not be sent: the submitter has not been told that their question arrived.`,
  openEmailDelivery: 'Open email delivery',
} as const;
