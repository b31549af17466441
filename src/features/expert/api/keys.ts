import type { AllQuestionsFilters } from '@/features/expert/utils/keyset';

/** Query-key factory of the expert workspace; mutations invalidate `expertKeys.all`. */
export const expertKeys = {
  all: ['expert'] as const,
  dashboard: () => [...expertKeys.all, 'dashboard'] as const,
  queue: () => [...expertKeys.all, 'queue'] as const,
  myQuestions: (userId: string, status: string) =>
    [...expertKeys.all, 'my-questions', userId, status] as const,
  allQuestions: (filters: AllQuestionsFilters, cursor: string | null) =>
    [...expertKeys.all, 'all-questions', filters, cursor] as const,
  questionCount: (filters: AllQuestionsFilters) =>
    [...expertKeys.all, 'question-count', filters] as const,
  question: (id: string) => [...expertKeys.all, 'question', id] as const,
  thread: (id: string) => [...expertKeys.all, 'thread', id] as const,
  emails: (id: string) => [...expertKeys.all, 'emails', id] as const,
  similar: (id: string) => [...expertKeys.all, 'similar', id] as const,
  article: (questionId: string) => [...expertKeys.all, 'article', questionId] as const,
  myAccounts: (userId: string) => [...expertKeys.all, 'my-accounts', userId] as const,
  accounts: () => [...expertKeys.all, 'accounts'] as const,
  approval: () => [...expertKeys.all, 'approval'] as const,
  submitters: () => [...expertKeys.all, 'submitters'] as const,
  metrics: (weeks: number) => [...expertKeys.all, 'metrics', weeks] as const,
  kbMetrics: (weeks: number) => [...expertKeys.all, 'kb-metrics', weeks] as const,
};
