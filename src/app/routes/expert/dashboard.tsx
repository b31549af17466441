import { ExpertDashboardPage } from '@/features/expert/components/dashboard-page';

export function ExpertDashboardRoute() {
  return <ExpertDashboardPage />;
}
