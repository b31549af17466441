import { useState } from 'react';
import { PageShell } from '@/components/layout/page-shell';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useAllUsers } from '@/features/admin/api/get-all-users';
import type { ManagedUser } from '@/features/admin/api/types';
import { CreateStaffDialog } from '@/features/admin/components/create-staff-dialog';
import { DeleteUserDialog } from '@/features/admin/components/delete-user-dialog';
import { EditUserDialog } from '@/features/admin/components/edit-user-dialog';
import { UserTable } from '@/features/admin/components/user-table';
import { ADMIN_MESSAGES } from '@/features/admin/messages';
import { useAuthStore } from '@/lib/auth/auth-store';

/** Admin: every user with email, role, quota and approver flag, and every admin power (docs/spec-notes.md, "Admin"). */
export function UserManagement() {
  const me = useAuthStore((s) => s.user);
  const { data: users, isLoading, error, refetch } = useAllUsers();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<ManagedUser | null>(null);
  const [deleting, setDeleting] = useState<ManagedUser | null>(null);

  return (
    <PageShell
      title={ADMIN_MESSAGES.title}
      description={ADMIN_MESSAGES.description}
      actions={<Button onClick={() => setCreating(true)}>{ADMIN_MESSAGES.addStaff}</Button>}
    >
      {isLoading && <Spinner label={ADMIN_MESSAGES.loadingUsers} />}
      {error && (
        <LoadError
          error={error}
          title={ADMIN_MESSAGES.loadUsersFailed}
          onRetry={() => void refetch()}
        />
      )}
      {users && users.length === 0 && (
        <p className="text-muted-foreground">{ADMIN_MESSAGES.empty}</p>
      )}
      {users && users.length > 0 && (
        <UserTable users={users} meId={me?.id} onEdit={setEditing} onDelete={setDeleting} />
      )}

      <CreateStaffDialog open={creating} onOpenChange={setCreating} />
      {editing && (
        <EditUserDialog key={editing.id} user={editing} onClose={() => setEditing(null)} />
      )}
      {deleting && (
        <DeleteUserDialog key={deleting.id} user={deleting} onClose={() => setDeleting(null)} />
      )}
    </PageShell>
  );
}
