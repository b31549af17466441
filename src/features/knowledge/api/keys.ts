/** Query-key factory of the knowledge base. */
export const knowledgeKeys = {
  all: ['knowledge'] as const,
  search: (q: string, type: string) => [...knowledgeKeys.all, 'search', q, type] as const,
  article: (id: string) => [...knowledgeKeys.all, 'article', id] as const,
  history: (id: string) => [...knowledgeKeys.all, 'history', id] as const,
  unpublished: () => [...knowledgeKeys.all, 'unpublished'] as const,
};
