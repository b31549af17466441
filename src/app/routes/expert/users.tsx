import { ExpertUsersPage } from '@/features/expert/components/users-page';

export function ExpertUsersRoute() {
  return <ExpertUsersPage />;
}
