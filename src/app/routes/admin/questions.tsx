import { PlaceholderPage } from '@/components/placeholder-page';
import { paths } from '@/config/paths';

export function AdminQuestionsRoute() {
  return (
    <PlaceholderPage
      title="Question Management"
      description="Reassign questions and change their status."
      links={[
        { label: 'Admin Dashboard', href: paths.admin.dashboard.getHref() },
        { label: 'User Management', href: paths.admin.users.getHref() },
      ]}
    />
  );
}
