import { PlaceholderPage } from '@/components/placeholder-page';
import { paths } from '@/config/paths';

export function SubmitClaimRoute() {
  return (
    <PlaceholderPage
      title="Submit Claim"
      description="Submit a medical-coding or claim question for expert review."
      links={[
        { label: 'Summit Health System form', href: paths.corporate.summitHealthNew.getHref() },
        { label: 'Meridian Medical Devices form', href: paths.corporate.meridianMedicalNew.getHref() },
        { label: 'Claim Review', href: paths.app.questions.getHref() },
        { label: 'Dashboard', href: paths.app.dashboard.getHref() },
      ]}
    />
  );
}
