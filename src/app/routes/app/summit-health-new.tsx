import { PlaceholderPage } from '@/components/placeholder-page';
import { paths } from '@/config/paths';

export function SummitHealthNewRoute() {
  return (
    <PlaceholderPage
      title="New Coding Question - Summit Health System"
      description="The Summit Health System in-app question form."
      links={[
        { label: 'Claim Review', href: paths.app.questions.getHref() },
        { label: 'Dashboard', href: paths.app.dashboard.getHref() },
      ]}
    />
  );
}
