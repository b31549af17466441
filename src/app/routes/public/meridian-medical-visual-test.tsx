import { PlaceholderPage } from '@/components/placeholder-page';
import { paths } from '@/config/paths';

export function MeridianMedicalVisualTestRoute() {
  return (
    <PlaceholderPage
      title="Claim Submission"
      description="This is a visual test page for the Meridian Medical Devices form."
      links={[
        { label: 'Standalone form', href: paths.corporate.meridianMedicalStandalone.getHref() },
        { label: 'ClaimDesk home', href: paths.home.getHref() },
      ]}
    />
  );
}
