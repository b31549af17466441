import { AdminDashboardPage } from '@/features/admin/components/dashboard-page';

export function AdminDashboardRoute() {
  return <AdminDashboardPage />;
}
