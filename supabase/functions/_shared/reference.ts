/**
 * A question's short reference, as the submitter's confirmation view shows it and search finds it:
 * "Q-" and the first 8 hex digits of its id, upper case (the app's src/lib/question-reference.ts).
 * Every email about a question carries it (docs/decisions.md, "Question references and search").
 */
export function shortReference(questionId: string): string {
  return `Q-${questionId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}

/** "Reference: Q-13D91A5B", the line the emails print. */
export function referenceLine(questionId: string): string {
  return `Reference: ${shortReference(questionId)}`;
}
