import { MetricsPage } from '@/features/expert/components/metrics-page';

export function ExpertMetricsRoute() {
  return <MetricsPage />;
}
