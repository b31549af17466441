import { PlaceholderPage } from '@/components/placeholder-page';
import { paths } from '@/config/paths';

export function ExpertUsersRoute() {
  return (
    <PlaceholderPage
      title="Users"
      description="The submitters of your corporate accounts."
      links={[
        { label: 'Expert Dashboard', href: paths.expert.dashboard.getHref() },
      ]}
    />
  );
}
