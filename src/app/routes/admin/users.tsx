import { UserManagement } from '@/features/admin/components/user-management';

export function AdminUsersRoute() {
  return <UserManagement />;
}
