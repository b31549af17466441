/**
 * A question's short reference, the one a submitter can quote: "Q-" and the first 8 hex digits of
 * its id, upper case. The confirmation view, the staff question pages, the CSV and every email show
 * it; search finds a question by it (docs/decisions.md, "Question references and search").
 */
export function shortReference(questionId: string): string {
  return `Q-${questionId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}
