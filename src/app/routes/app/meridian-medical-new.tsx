import { PlaceholderPage } from '@/components/placeholder-page';
import { paths } from '@/config/paths';

export function MeridianMedicalNewRoute() {
  return (
    <PlaceholderPage
      title="New Coding Question - Meridian Medical Devices"
      description="The Meridian Medical Devices in-app question form."
      links={[
        { label: 'Claim Review', href: paths.app.questions.getHref() },
        { label: 'Dashboard', href: paths.app.dashboard.getHref() },
      ]}
    />
  );
}
