import { SettingsPage } from '@/features/admin/components/settings-page';

export function AdminSettingsRoute() {
  return <SettingsPage />;
}
