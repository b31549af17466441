/** Query-key factory of Claim Review. */
export const claimReviewKeys = {
  all: ['claim-review'] as const,
  mine: (userId: string) => [...claimReviewKeys.all, userId] as const,
};
