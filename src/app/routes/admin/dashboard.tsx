import { PlaceholderPage } from '@/components/placeholder-page';
import { paths } from '@/config/paths';

export function AdminDashboardRoute() {
  return (
    <PlaceholderPage
      title="Admin Dashboard"
      description="Administration of users, experts, reports and settings."
      links={[
        { label: 'User Management', href: paths.admin.users.getHref() },
        { label: 'Question Management', href: paths.admin.questions.getHref() },
        { label: 'Experts', href: paths.admin.experts.getHref() },
        { label: 'Reports', href: paths.admin.reports.getHref() },
        { label: 'Settings', href: paths.admin.settings.getHref() },
      ]}
    />
  );
}
