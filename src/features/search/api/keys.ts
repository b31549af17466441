/** Query-key factory of the header search. */
export const searchKeys = {
  all: ['question-search'] as const,
  query: (q: string) => [...searchKeys.all, q] as const,
};
