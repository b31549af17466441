/**
 * The heading of the signed-in user's own claim form, once: the form and the registry of signed-in
 * pages (src/app/pages.ts) read it. Strings only, no imports: the registry's chunk carries it.
 */
export const CLAIM_PAGE_HEADS = {
  submitClaim: { title: 'Submit Claim' },
} as const;
