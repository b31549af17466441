/**
 * Strings of the knowledge base (docs/spec-notes.md, "Knowledge base"): the UI and the tests read
 * these.
 */
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
  /** An article page's heading until the article's own title is known. */
  articleTitle: 'Knowledge Base Article',
  question: 'Question',
  answer: 'Answer',
  notFound: 'This article is not published or you cannot read it.',
  unpublished: 'Unpublished: only staff can read this article.',
  openQuestion: 'Open the source question',
  history: 'History',
  historyEmpty: 'No changes recorded.',
  historyEvents: {
    published: 'Published',
    edited: 'Edited',
    unpublished: 'Unpublished',
    republished: 'Republished',
  },
  historyBy: (name: string) => `by ${name}`,
  historyUnknownActor: 'a former staff member',
  historyTitle: (title: string) => `Title: “${title}”`,
  historyVisibility: { all: 'For all signed-in users', partner: 'For the partner only' },
} as const;
