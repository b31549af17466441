/** Strings shared by every admin console page, and the pages' titles. */

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
  dashboard: 'Admin Dashboard',
  accounts: 'Corporate Accounts',
  experts: 'Experts',
  questions: 'Question Management',
  question: 'Question',
  reports: 'Reports',
  settings: 'Settings',
  audit: 'Audit',
} as const;
