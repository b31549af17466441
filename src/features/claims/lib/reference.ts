/** A short reference a submitter can quote: "Q-" and the first 8 characters of the question id. */
export function shortReference(questionId: string): string {
  return `Q-${questionId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}
