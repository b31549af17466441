/**
 * Claim Review's headings, once: the pages and the registry of signed-in pages (src/app/pages.ts)
 * read them. Strings only, no imports: the registry's chunk carries this module.
 */
export const CLAIM_REVIEW_PAGE_HEADS = {
  claimReview: { title: 'Claim Review' },
  /** The question page's heading until the question's own title is known. */
  question: { title: 'Question' },
} as const;
