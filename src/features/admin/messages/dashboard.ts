/** The Admin Dashboard's strings. */
import { ADMIN_PAGE_HEADS } from '@/features/admin/messages/page-heads';

export const DASHBOARD_MESSAGES = {
  description: ADMIN_PAGE_HEADS.dashboard.description,
  byStatus: 'Questions by status',
  overdue: (hours: number) => `Past the answer-time target (${hours} h)`,
  overdueTitle: 'Past the answer-time target',
  overdueNone: 'No open question is past the target.',
  overdueMore: (shown: number, total: number) => `Showing the oldest ${shown} of ${total}.`,
  accounts: 'Accounts that need attention',
  accountsNone: 'No account is low on quota, past its contract or without an expert.',
  load: "Experts' open load",
  loadNone: 'No experts yet.',
  failed: 'Failed answer emails',
  failedNone: 'Every answer email went out.',
  sendAgain: 'Send again',
  sending: 'Sending...',
  resentToast: 'Email sent',
  resentText: 'The submitter has been emailed the answer.',
  resendFailed: 'The email could not be sent',
  stillSending: 'The email is still being sent',
  stuck: 'Stuck sending',
  recent: 'Latest admin actions',
  allAudit: 'Open the full audit',
  age: (h: number) => (h < 48 ? `${Math.round(h)} h` : `${Math.round(h / 24)} d`),
} as const;
