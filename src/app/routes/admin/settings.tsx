import { PlaceholderPage } from '@/components/placeholder-page';
import { paths } from '@/config/paths';

export function AdminSettingsRoute() {
  return (
    <PlaceholderPage
      title="Settings"
      description="Corporate accounts (quota, domains, contract dates, logo, active) and the demo access code."
      links={[{ label: 'Admin Dashboard', href: paths.admin.dashboard.getHref() }]}
    />
  );
}
