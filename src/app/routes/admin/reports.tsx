import { PlaceholderPage } from '@/components/placeholder-page';
import { paths } from '@/config/paths';

export function AdminReportsRoute() {
  return (
    <PlaceholderPage
      title="Reports"
      description="Charts and CSV exports of question volume and turnaround."
      links={[{ label: 'Admin Dashboard', href: paths.admin.dashboard.getHref() }]}
    />
  );
}
