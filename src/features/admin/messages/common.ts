/** Strings shared by every admin console page, and the pages' titles. */
import { ADMIN_PAGE_HEADS } from '@/features/admin/messages/page-heads';

/** Shared by every admin console page. */
export const ADMIN_COMMON = {
  retry: 'Retry',
  loading: 'Loading...',
  loadFailed: 'This could not be loaded.',
  cancel: 'Cancel',
  save: 'Save',
  saving: 'Saving...',
  exportCsv: 'Export CSV',
  yes: 'Yes',
  no: 'No',
  none: '—',
  tableScroll: (name: string) => `${name} (scrolls sideways)`,
} as const;

export const ADMIN_TITLES = {
  dashboard: ADMIN_PAGE_HEADS.dashboard.title,
  accounts: ADMIN_PAGE_HEADS.accounts.title,
  experts: ADMIN_PAGE_HEADS.experts.title,
  questions: ADMIN_PAGE_HEADS.questions.title,
  question: 'Question',
  reports: ADMIN_PAGE_HEADS.reports.title,
  settings: ADMIN_PAGE_HEADS.settings.title,
  audit: ADMIN_PAGE_HEADS.audit.title,
  emailDelivery: ADMIN_PAGE_HEADS.emailDelivery.title,
} as const;
