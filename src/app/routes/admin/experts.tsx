import { PlaceholderPage } from '@/components/placeholder-page';
import { paths } from '@/config/paths';

export function AdminExpertsRoute() {
  return (
    <PlaceholderPage
      title="Experts"
      description="Experts and their corporate-account assignments."
      links={[
        { label: 'Admin Dashboard', href: paths.admin.dashboard.getHref() },
        { label: 'User Management', href: paths.admin.users.getHref() },
      ]}
    />
  );
}
