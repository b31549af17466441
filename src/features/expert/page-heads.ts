/**
 * The expert workspace pages' headings and descriptions, once: the pages' PageShell and the staff
 * frame painted before the app has loaded (src/app/layout/staff-frame.tsx) both read them. Kept to
 * strings, with no imports: the frame's chunk carries this module.
 */
export const EXPERT_PAGE_HEADS = {
  dashboard: {
    title: 'Expert Dashboard',
    description: 'Your queue of assigned questions, oldest waiting first.',
  },
  myQuestions: { title: 'My Questions', description: 'Questions assigned to you, oldest first.' },
  allQuestions: {
    title: 'All Questions',
    description: 'Every question you may see, newest first.',
  },
  approval: {
    title: 'Approval Queue',
    description: 'Answers waiting for a decision, oldest first.',
  },
  users: {
    title: 'Users',
    description:
      'Submitters of your corporate accounts and how many questions each has sent, most active first (up to 500).',
  },
  metrics: { title: 'Metrics', description: 'Computed in the database for the selected period.' },
  /** One question: its own title once loaded (the page is named by its data). */
  question: { title: 'Question' },
} as const;
