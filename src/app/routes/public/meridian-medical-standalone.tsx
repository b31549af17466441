import { PlaceholderPage } from '@/components/placeholder-page';
import { paths } from '@/config/paths';

export function MeridianMedicalStandaloneRoute() {
  return (
    <PlaceholderPage
      title="Claim Submission"
      description="Meridian Medical Devices: submit a coding question for expert review."
      links={[
        { label: 'ClaimDesk home', href: paths.home.getHref() },
        { label: 'Log in', href: paths.auth.login.getHref() },
      ]}
    />
  );
}
