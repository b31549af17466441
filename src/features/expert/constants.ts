/** Labels, toasts and messages of the expert workspace: the UI and the tests read these. */
import { EXPERT_PAGE_HEADS } from '@/features/expert/page-heads';
import { API_ERROR_TEXT } from '@/lib/api-error';
import { formatCount } from '@/lib/format';

export const PAGE_SIZE = 25;
/** Queues poll so that two experts see each other's changes without reloading (no realtime locally). */
export const QUEUE_REFETCH_MS = 5_000;

export const EXPERT_TITLES = {
  dashboard: EXPERT_PAGE_HEADS.dashboard.title,
  myQuestions: EXPERT_PAGE_HEADS.myQuestions.title,
  allQuestions: EXPERT_PAGE_HEADS.allQuestions.title,
  approval: EXPERT_PAGE_HEADS.approval.title,
  users: EXPERT_PAGE_HEADS.users.title,
  metrics: EXPERT_PAGE_HEADS.metrics.title,
  question: EXPERT_PAGE_HEADS.question.title,
} as const;

export const EXPERT_LABELS = {
  queue: 'Your queue',
  queueEmpty: 'Nothing is waiting for you. New questions of your accounts appear here.',
  needsRevision: 'Needs revision',
  assigned: 'Assigned to me',
  pending: 'Pending answer',
  awaitingApproval: 'Awaiting approval',
  needsInformation: 'Needs information',
  approvedCount: 'Approved',
  unassignedInAccounts: 'Unassigned in my accounts',
  approvalQueueSize: 'Approval queue',
  approvalLead: (n: number) =>
    n === 0
      ? 'No answer is waiting for your decision.'
      : `${n} answer${n === 1 ? '' : 's'} waiting for your decision, oldest first.`,
  approvalOpen: 'Open the approval queue',
  approvalMore: (n: number) => `and ${n} more`,
  answerBy: (name: string) => `answer by ${name}`,
  waitingTitle: 'Waiting for approval',
  waitingNote: 'Your answers that an approver has yet to decide: nothing to do until then.',
  oldestFirst: 'Oldest waiting first',
  statusFilter: 'Status',
  accountFilter: 'Corporate account',
  typeFilter: 'Coding question type',
  dateFrom: 'From',
  dateTo: 'To',
  search: 'Search text, reference, submitter email or name',
  searchPlaceholder: 'e.g. modifier 25, Q-13D91A5B, pat@example.org',
  overdueFilter: 'Overdue only',
  overdueHint:
    'Open and past the answer-time target; time waiting for the submitter is not counted.',
  total: (n: number) => `${formatCount(n)} question${n === 1 ? '' : 's'}`,
  reference: 'Reference',
  allStatuses: 'All statuses',
  allAccounts: 'All accounts',
  noAccount: 'No corporate account',
  allTypes: 'All types',
  expertFilter: 'Expert',
  allExperts: 'All experts',
  selectQuestion: (title: string) => `Select ${title}`,
  selectPage: 'Select every question on this page',
  /** The submitters table's columns (also each card's labels on phones). */
  submitterColumns: {
    submitter: 'Submitter',
    account: 'Account',
    questions: 'Questions',
    open: 'Open',
    approved: 'Approved',
    last: 'Last question',
  },
  /** The question table's columns (also each card's labels on phones). */
  questionColumns: {
    label: 'Questions',
    question: 'Question',
    age: 'Age',
    account: 'Account',
    type: 'Type',
    status: 'Status',
    expert: 'Expert',
  },
  previous: 'Previous',
  next: 'Next',
  noResults: 'No questions match these filters.',
  clearFilters: 'Clear filters',
  assignToMe: 'Assign to me',
  assigning: 'Assigning...',
  answerLabel: 'Your answer',
  answerPlaceholder: 'Write the answer the submitter will receive once it is approved.',
  submitAnswer: 'Submit answer for approval',
  submittingAnswer: 'Submitting...',
  approve: 'Approve',
  approving: 'Approving...',
  reject: 'Reject',
  rejecting: 'Rejecting...',
  rejectReason: 'Reason for rejection',
  rejectReasonPlaceholder: 'Tell the expert what to change.',
  confirmReject: 'Reject with this reason',
  cancel: 'Cancel',
  ownAnswer: 'Your own answer: another approver must decide it.',
  phiFlag: 'PHI flagged: the submitter confirmed text that looked like patient information.',
  history: 'Status history',
  answers: 'Answers',
  noAnswers: 'No answer yet.',
  rejectedBecause: 'Rejected:',
  previousRejected: 'Your previous answer was rejected. Write a new one.',
  notYourAccount:
    'This question belongs to an account you are not assigned to, so you cannot take it.',
  assignedToOther: 'Assigned to another expert.',
  waitingForApprover: 'The answer is waiting for an approver.',
  approvedAnswer: 'Approved answer',
  approvalEmpty: 'No answers are waiting for approval.',
  usersEmpty: 'No submitters in your accounts yet.',
  registered: 'Signed-in user',
  anonymous: 'Public form',
  similarTitle: 'Similar answered questions',
  similarEmpty: 'No earlier question with an approved answer looks like this one.',
  similarShowAnswer: 'Show the approved answer',
  similarHideAnswer: 'Hide the approved answer',
  similarQuestion: 'Their question',
  similarAnswer: 'Approved answer',
  similarUse: 'Use as a starting point',
  similarUseHint: 'Copies this answer into your answer editor, replacing its text.',
  similarUsed: 'Copied into your answer editor. Edit it for this question before you submit.',
  kbTitle: 'Knowledge base',
  kbNone: 'Not published. Publishing makes a de-identified copy of the question and this answer.',
  kbPublished: 'Published in the knowledge base.',
  kbUnpublished: 'Unpublished: the article is hidden from the knowledge base.',
  kbOpen: 'Open the article',
  kbPublish: 'Publish to the knowledge base',
  kbEdit: 'Edit and publish again',
  kbUnpublish: 'Unpublish',
  kbDialogTitle: 'Publish to the knowledge base',
  kbDialogDescription:
    "Write a title and question without the patient, the submitter's name, email or institution, the partner account's name or any date. The approved answer is published as it is, so it must be free of them too. Text that looks like patient information is refused.",
  kbArticleTitle: 'Article title',
  kbArticleQuestion: 'Question as published',
  kbPartnerOnly: (account: string) => `Only ${account} users may read it`,
  kbPublishing: 'Publishing...',
  kbConfirmUnpublish: 'Unpublish this article?',
  kbConfirmUnpublishText:
    'It disappears from the knowledge base and from suggestions. Its history is kept, and you can republish it.',
  kbRepublish: 'Republish',
  kbConfirmRepublish: 'Republish this article?',
  kbConfirmRepublishText:
    'It comes back as it was, in the knowledge base and in suggestions. The publishing checks run again first.',
  kbReason: 'Reason (optional, kept in the history)',
  kbReasonTooLong: 'Reason must be at most 500 characters',
  kbUnpublishing: 'Unpublishing...',
  kbRepublishing: 'Republishing...',
} as const;

export const EXPERT_TOASTS = {
  assigned: { title: 'Question assigned', description: 'The question is now in your queue.' },
  answered: { title: 'Answer submitted', description: 'The answer is waiting for approval.' },
  approved: {
    title: 'Answer approved',
    description: 'The answer is on its way to the submitter by email.',
  },
  infoRequested: {
    title: 'Request sent',
    description: 'The submitter has been emailed your message and a link to reply.',
  },
  articlePublished: {
    title: 'Article published',
    description: 'Signed-in users can now find it in the knowledge base.',
  },
  articleUnpublished: {
    title: 'Article unpublished',
    description: 'It no longer appears in the knowledge base.',
  },
  articleRepublished: {
    title: 'Article republished',
    description: 'It appears in the knowledge base again.',
  },
  rejected: {
    title: 'Answer rejected',
    description: 'The expert will see your reason and revise the answer.',
  },
  conflictTitle: API_ERROR_TEXT.conflictTitle,
  conflictRefreshed: API_ERROR_TEXT.conflictRefreshed,
  forbiddenTitle: API_ERROR_TEXT.forbiddenTitle,
  errorTitle: API_ERROR_TEXT.errorTitle,
} as const;

/** Ask the submitter back (docs/spec-notes.md, "Request more information"). */
export const ASK_BACK_LABELS = {
  request: 'Request more information',
  dialogTitle: 'Request more information',
  dialogDescription:
    'The submitter is emailed your message with a link to reply. The question waits as "Needs information" and its answer-time clock pauses until they reply.',
  message: 'Message to the submitter',
  send: 'Send request',
  sending: 'Sending...',
  thread: 'Questions to the submitter',
  requestFrom: 'Request from',
  replyFrom: 'Reply from',
  viaLink: 'by email link',
  viaAccount: 'from Claim Review',
  waiting: 'Waiting for the submitter to reply. The question returns to pending when they do.',
  closed:
    'Closed - no reply. The submitter did not reply in time; a reply within the reopen window reopens the question.',
} as const;

export const ASK_BACK_VALIDATION = {
  messageRequired: 'A message to the submitter is required',
  messageTooLong: 'The message must be at most 5000 characters',
} as const;

export const EXPERT_VALIDATION = {
  answerRequired: 'Answer is required',
  reasonRequired: 'A reason is required to reject an answer',
  articleTitleRequired: 'Title is required',
  articleQuestionRequired: 'Question is required',
} as const;

export const METRICS_LABELS = {
  weekly: 'Questions received and answered per week',
  received: 'Received',
  answered: 'Answered',
  timeToFirstAnswer: 'Time to first answer',
  timeToApproval: 'Time to approval',
  median: 'Median',
  p90: '90th percentile',
  byAccount: 'Volume by corporate account',
  byType: 'Volume by coding question type',
  rejectionRate: 'Rejection rate',
  rejectionWeekly: 'Share of decisions that were rejections, per week',
  noData: 'No data in this period.',
  weeks: 'Period',
  kbTitle: 'Knowledge base',
  kbPublished: 'Articles published',
  kbViews: 'Article views',
  kbSuggestedViews: 'Opened from a suggestion',
  kbDeflected: 'Questions not sent after a suggestion',
  kbDeflectionNote:
    'Deflection: Submit Claim visits where a suggested article was opened and no question was sent.',
} as const;
