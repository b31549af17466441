import type { QuestionDetail } from '@/features/expert/api/types';

/** May this expert take the question? Only unassigned questions of their accounts (or with no account). */
export function canClaim(
  question: Pick<QuestionDetail, 'status' | 'corporate_account_id'>,
  myAccountIds: string[],
): boolean {
  if (question.status !== 'unassigned') return false;
  return (
    question.corporate_account_id === null || myAccountIds.includes(question.corporate_account_id)
  );
}
