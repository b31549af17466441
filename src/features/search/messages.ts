export const SEARCH_MESSAGES = {
  title: 'Search',
  failed: 'Could not search the questions',
  prompt:
    "Type a word or phrase, a reference such as Q-13D91A5B, or a submitter's email or name in the search box to find questions.",
  noResults: (q: string) => `No questions match "${q}".`,
  resultsFor: (count: number, q: string) =>
    `${count} question${count === 1 ? '' : 's'} matching "${q}"`,
} as const;
