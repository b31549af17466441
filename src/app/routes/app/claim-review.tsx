import { PlaceholderPage } from '@/components/placeholder-page';
import { paths } from '@/config/paths';

export function ClaimReviewRoute() {
  return (
    <PlaceholderPage
      title="Claim Review"
      description="Your submitted questions, their status and the approved answers will be listed here."
      links={[
        { label: 'Submit Claim', href: paths.app.newQuestion.getHref() },
        { label: 'Dashboard', href: paths.app.dashboard.getHref() },
      ]}
    />
  );
}
