/** Strings of the knowledge base (issue 15 §3): the UI and the tests read these. */
export const KNOWLEDGE_MESSAGES = {
  title: 'Knowledge Base',
  intro:
    'Answered coding questions, published by our approvers without any patient or submitter details.',
  searchLabel: 'Search the knowledge base',
  searchPlaceholder: 'e.g. modifier 25',
  typeLabel: 'Coding question type',
  allTypes: 'All types',
  search: 'Search',
  empty: 'No published article matches.',
  partnerOnly: 'Your organization only',
  back: '← Knowledge Base',
  question: 'Question',
  answer: 'Answer',
  notFound: 'This article is not published or you cannot read it.',
  unpublished: 'Unpublished: only staff can read this article.',
  openQuestion: 'Open the source question',
} as const;
