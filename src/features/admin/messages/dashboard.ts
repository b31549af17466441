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
  loadCols: {
    expert: 'Expert',
    pending: 'Pending',
    needsInformation: 'Needs information',
    awaitingApproval: 'Awaiting approval',
    open: 'Open',
  },
  /** The links from a capped list to the whole list, filtered to match, in its own page. */
  seeAllOverdue: (total: number) => `See all ${total} questions past the target`,
  seeAllAudit: 'See all admin actions',
  loadNone: 'No experts yet.',
  recent: 'Latest admin actions',
  age: (h: number) => (h < 48 ? `${Math.round(h)} h` : `${Math.round(h / 24)} d`),
} as const;
