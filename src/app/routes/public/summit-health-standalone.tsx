import { PlaceholderPage } from '@/components/placeholder-page';
import { paths } from '@/config/paths';

export function SummitHealthStandaloneRoute() {
  return (
    <PlaceholderPage
      title="Claim Submission"
      description="Summit Health System: submit a coding question for expert review."
      links={[
        { label: 'ClaimDesk home', href: paths.home.getHref() },
        { label: 'Log in', href: paths.auth.login.getHref() },
      ]}
    />
  );
}
