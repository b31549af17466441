/**
 * Strings of the knowledge base (docs/spec-notes.md, "Knowledge base"): the UI and the tests read
 * these.
 */
import { KNOWLEDGE_PAGE_HEADS } from '@/features/knowledge/page-heads';

export const KNOWLEDGE_MESSAGES = {
  title: KNOWLEDGE_PAGE_HEADS.knowledge.title,
  intro:
    'Answered coding questions, published by our approvers without any patient or submitter details.',
  /** Who may read it (docs/decisions.md, "Who reads the knowledge base and who manages it"). */
  audience:
    'Who can read it: signed-in ClaimDesk users only (staff, partner users and registered users); an article published for one partner is shown only to that partner’s users and to staff. It is not public.',
  searchLabel: 'Search the knowledge base',
  searchPlaceholder: 'e.g. modifier 25',
  typeLabel: 'Coding question type',
  allTypes: 'All types',
  search: 'Search',
  empty: 'No published article matches.',
  /** Nothing searched and nothing published: not a failed search. */
  nonePublished: 'No articles have been published yet.',
  partnerOnly: 'Your organization only',
  back: '← Knowledge Base',
  /** An article page's heading until the article's own title is known. */
  articleTitle: KNOWLEDGE_PAGE_HEADS.article.title,
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
  historyReason: (reason: string) => `Reason: ${reason}`,
  historyVisibility: { all: 'For all signed-in users', partner: 'For the partner only' },
  /** Unpublish and republish (approvers and admins). */
  manageLabel: 'Manage the article',
  live: 'Published: every reader it is for can find and open it.',
  unpublish: 'Unpublish',
  republish: 'Republish',
  unpublishing: 'Unpublishing...',
  republishing: 'Republishing...',
  unpublishTitle: 'Unpublish this article?',
  unpublishText:
    'Readers stop seeing it at once: it leaves the search, its address and the suggestions on the forms. Its history is kept, and it can be republished.',
  republishTitle: 'Republish this article?',
  republishText:
    'Readers see it again as it was, in the search, at its address and in the suggestions. The publishing checks run again first.',
  reasonLabel: 'Reason (optional, kept in the history)',
  reasonTooLong: 'Reason must be at most 500 characters',
  toasts: {
    unpublished: { title: 'Article unpublished', description: 'Readers no longer see it.' },
    republished: { title: 'Article republished', description: 'Readers see it again.' },
  },
  /** Staff, on /knowledge: the unpublished articles. */
  unpublishedTitle: 'Unpublished articles',
  unpublishedIntro:
    'Hidden from readers. Staff can open them; approvers and admins can republish them.',
  unpublishedEmpty: 'No article is unpublished.',
  unpublishedBy: (name: string | null) => `Unpublished by ${name ?? 'a former staff member'}`,
} as const;
