/**
 * The public form session under which the visitor opened a suggested article, until the form is
 * sent (then it is not a deflection). Shared by the suggestions (which set it) and the submission
 * code (which takes it), both loaded on demand, so a form without suggestions carries none of it.
 */
let viewedDraft: string | null = null;

export function articleViewed(draftId: string) {
  viewedDraft = draftId;
}

/** The session id to mark sent after a stored submission (null when no article was opened). */
export function takeViewedDraft(): string | null {
  const draftId = viewedDraft;
  viewedDraft = null;
  return draftId;
}
