import { ClaimReviewPage } from '@/features/claim-review/components/claim-review-page';

export function ClaimReviewRoute() {
  return <ClaimReviewPage />;
}
