import { PlaceholderPage } from '@/components/placeholder-page';
import { paths } from '@/config/paths';

export function AdminUsersRoute() {
  return (
    <PlaceholderPage
      title="User Management"
      description="Create staff users, change names, roles, quotas and the approver flag, and delete users."
      links={[
        { label: 'Admin Dashboard', href: paths.admin.dashboard.getHref() },
        { label: 'Experts', href: paths.admin.experts.getHref() },
      ]}
    />
  );
}
