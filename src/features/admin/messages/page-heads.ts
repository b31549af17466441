/**
 * The admin console pages' headings and descriptions, once: the pages' PageShell and the staff
 * frame painted before the app has loaded (src/app/layout/staff-frame.tsx) both read them. Kept to
 * strings, with no imports: the frame's chunk carries this module.
 */
export const ADMIN_PAGE_HEADS = {
  dashboard: { title: 'Admin Dashboard', description: 'What needs an admin today.' },
  users: {
    title: 'User Management',
    description:
      'Create staff users, change names, roles, quotas and the approver flag, and delete users.',
    action: 'Add staff user',
  },
  accounts: {
    title: 'Corporate Accounts',
    description:
      'Partners, their questions remaining, contracts and experts. A partner added here gets a public form at /questions/corporate/<slug>; its slug links there.',
    action: 'Add account',
  },
  questions: {
    title: 'Question Management',
    description:
      'Every question, with the All Questions filters plus the expert; select to reassign.',
  },
  experts: {
    title: 'Experts',
    description: 'Every expert, their accounts, open load and the last 30 days.',
  },
  reports: {
    title: 'Reports',
    description:
      'Volume, turnaround, rejections, answer-email failures and the knowledge base, computed on the server.',
  },
  settings: {
    title: 'Settings',
    description:
      'The demo access code of the gated forms, the service targets, the periods of a request for more information and the human check of the public forms.',
  },
  emailDelivery: {
    title: 'Email delivery',
    description:
      'Emails that failed or are being retried: confirmations, partner notifications, ask-back mails, Smartsheet rows and approved answers. Send one again or give it up.',
  },
  held: {
    title: 'Held submissions',
    description:
      'Questions sent faster than a person usually fills in the form. Nobody was told about them: release the ones from real people (they then go through as usual, confirmation included) and discard the rest.',
  },
  audit: {
    title: 'Audit',
    description: 'Every admin action, newest first. Rows cannot be changed or deleted.',
  },
} as const;
