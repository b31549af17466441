/** Query-key factory of Claim Review. */
export const claimReviewKeys = {
  all: ['claim-review'] as const,
  mine: (userId: string) => [...claimReviewKeys.all, userId] as const,
  one: (userId: string, id: string) => [...claimReviewKeys.all, userId, 'question', id] as const,
  thread: (userId: string, id: string) => [...claimReviewKeys.one(userId, id), 'thread'] as const,
};
