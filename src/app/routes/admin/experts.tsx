import { ExpertsPage } from '@/features/admin/components/experts-page';

export function AdminExpertsRoute() {
  return <ExpertsPage />;
}
