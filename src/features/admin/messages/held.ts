/** The Held submissions page's strings and the dashboard's count of it. */
import { ADMIN_PAGE_HEADS } from '@/features/admin/messages/page-heads';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const HELD_MESSAGES = {
  title: ADMIN_PAGE_HEADS.held.title,
  description: ADMIN_PAGE_HEADS.held.description,
  listLabel: 'Held submissions',
  empty: 'Nothing is held: every submission went through.',
  loadMore: 'Load older submissions',
  summary: (held: number, days: number) =>
    `${plural(held, 'submission', 'submissions')} held. Each is discarded automatically ${days} days after it arrived.`,
  dropped: (honeypot: number, overLimit: number) =>
    `Dropped in the last 30 days: ${plural(honeypot, 'honeypot hit', 'honeypot hits')} (the hidden field only scripts fill in), ${plural(overLimit, 'held submission', 'held submissions')} over the limit of one address.`,
  selectAll: 'Select all shown',
  select: (title: string) => `Select: ${title}`,
  selected: (n: number) => `${n} selected`,
  releaseSelected: 'Release selected',
  discardSelected: 'Discard selected',
  release: 'Release',
  releaseLabel: (title: string) => `Release: ${title}`,
  discard: 'Discard',
  discardLabel: (title: string) => `Discard: ${title}`,
  working: 'Working...',
  cancel: 'Cancel',
  releaseTitle: (n: number) => `Release ${plural(n, 'submission', 'submissions')}?`,
  releaseText:
    'Each becomes a question as if it had just been submitted: it counts against the partner, is assigned to an expert, and the submitter gets the confirmation email.',
  discardTitle: (n: number) => `Discard ${plural(n, 'submission', 'submissions')}?`,
  discardText: 'They are deleted. Nobody is told, and they cannot be brought back.',
  releasedToast: (n: number) => `${plural(n, 'submission', 'submissions')} released`,
  releasedText: 'The confirmation emails go out within a minute.',
  discardedToast: (n: number) => `${plural(n, 'submission', 'submissions')} discarded`,
  discardedText: 'The audit log records who discarded them.',
  releaseFailed: 'The submissions could not be released',
  discardFailed: 'The submissions could not be discarded',
  refusedTitle: 'A submission could not be released',
  refusedFallback: 'The server refused it.',
  // a row
  from: 'From',
  signedIn: 'signed in',
  anonymous: 'not signed in',
  address: 'Network',
  partner: 'Partner',
  noPartner: 'None',
  type: 'Question type',
  received: 'Received',
  why: 'Why held',
  whyTooFast: (ms: number) => `Sent ${(ms / 1000).toFixed(1)} s after the form opened`,
  whyNoTime: 'The form did not say how long it was open',
  discardOn: 'Discarded on',
  question: 'Question',
  /** The dashboard's count. */
  countTitle: 'Held submissions',
  countNone: 'Nothing is held.',
  countHeld: (n: number) => `${plural(n, 'submission', 'submissions')} held for review`,
  open: 'Open held submissions',
} as const;
