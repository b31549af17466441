import { PlaceholderPage } from '@/components/placeholder-page';
import { paths } from '@/config/paths';

export function LakesideUniversityHealthRoute() {
  return (
    <PlaceholderPage
      title="Lakeside University Health"
      description="Submit a coding question to the documentation specialists."
      links={[
        { label: 'ClaimDesk home', href: paths.home.getHref() },
        { label: 'Log in', href: paths.auth.login.getHref() },
      ]}
    />
  );
}
