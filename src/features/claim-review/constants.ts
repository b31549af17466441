/** Claim Review (/questions) strings: the page and its tests read these. */
import { CLAIM_REVIEW_PAGE_HEADS } from '@/features/claim-review/page-heads';

export const CLAIM_REVIEW_TITLE = CLAIM_REVIEW_PAGE_HEADS.claimReview.title;

/** What a submitter sees for each question status. */
export const SUBMITTER_STATUS_LABELS = {
  unassigned: 'Submitted',
  pending: 'In review',
  needs_information: 'Needs your reply',
  awaiting_approval: 'Answer being reviewed',
  approved: 'Answered',
  closed_no_reply: 'Closed - no reply',
} as const;

export const CLAIM_REVIEW_LABELS = {
  description: 'Your submitted questions, their status and the approved answers.',
  empty: 'You have not submitted any questions yet.',
  submitClaim: 'Submit Claim',
  answer: 'Answer',
  noAnswerYet:
    'An expert documentation specialist is working on this question. The answer will appear here and be emailed to you once it is approved.',
  submitted: 'Submitted',
  answeredOn: 'Answered',
  loadFailed: 'Could not load your questions',
  loadOneFailed: 'Could not load this question',
  /** The question page's heading until the question's own title is known. */
  questionTitle: CLAIM_REVIEW_PAGE_HEADS.question.title,
  notFound: 'Question not found: it is not one of your questions, or it no longer exists.',
  retry: 'Retry',
} as const;

/**
 * Ask-back in Claim Review (docs/spec-notes.md, "Request more information"): the expert's request
 * and the user's reply.
 */
export const ASK_BACK_TEXT = {
  heading: 'Questions from the expert',
  requestFrom: 'Request from',
  replyFrom: 'Reply from',
  replyLabel: 'Your reply',
  replyRequired: 'A reply is required',
  replyTooLong: 'The reply must be at most 20000 characters',
  send: 'Send reply',
  sending: 'Sending...',
  phiTitle: 'Possible patient information found',
  phiConfirm: 'I have checked: this is not patient-identifying information',
  sendAnyway: 'Send anyway',
  sent: { title: 'Reply sent', description: 'The expert has been notified.' },
} as const;
