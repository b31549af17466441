/**
 * The texts of the ask-back reply page only, kept apart from messages.ts so the partner forms'
 * first load does not carry them.
 */
/**
 * The public reply page of an ask-back request (docs/spec-notes.md, "Request more information").
 */
export const REPLY_TEXT = {
  documentTitle: 'Reply to your question · ClaimDesk',
  heading: 'More information needed',
  yourQuestion: 'Your question',
  askedBy: (name: string, when: string) => `${name} asked on ${when}:`,
  replyLabel: 'Your reply',
  replyHint: 'Do not include patient names, dates of birth, medical record numbers or other PHI.',
  replyRequired: 'A reply is required',
  replyTooLong: 'The reply must be at most 20000 characters',
  send: 'Send reply',
  sending: 'Sending...',
  sentTitle: 'Thank you: your reply was sent',
  sent: 'The expert has been notified and will continue with your question.',
  closedNote: 'This question was closed because we did not hear back. Your reply reopens it.',
  loadFailed: 'The request could not be loaded',
  retry: 'Try again',
  states: {
    invalid: {
      title: 'This link is not valid',
      text: 'Check that you opened the whole link from the email. If it still does not work, reply to the email instead.',
    },
    expired: {
      title: 'This link has expired',
      text: 'Reply links work for a limited time. Please submit your question again if you still need an answer.',
    },
    used: {
      title: 'This link has already been used',
      text: 'Your reply was received. Each link works once; you will get a new email if the expert needs more.',
    },
  },
} as const;
