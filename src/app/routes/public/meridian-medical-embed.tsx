import { PlaceholderPage } from '@/components/placeholder-page';
import { paths } from '@/config/paths';

export function MeridianMedicalEmbedRoute() {
  return (
    <PlaceholderPage
      title="Claim Submission"
      description="Meridian Medical Devices: embeddable question form."
      links={[
        { label: 'Standalone form', href: paths.corporate.meridianMedicalStandalone.getHref() },
      ]}
    />
  );
}
