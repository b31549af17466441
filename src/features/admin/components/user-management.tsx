import { Suspense, useState } from 'react';
import { PageShell } from '@/components/layout/page-shell';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useAllUsers } from '@/features/admin/api/get-all-users';
import type { ManagedUser } from '@/features/admin/api/types';
import { UserTable } from '@/features/admin/components/user-table';
import { ADMIN_MESSAGES } from '@/features/admin/messages/users';
import { useAuthStore } from '@/lib/auth/auth-store';
import { lazyWithPreload } from '@/utils/lazy-import';

// The dialogs, with react-hook-form, zod and the Radix dialog (about 50 KB gzipped), load when
// first opened, fetched ahead on hover or focus of the button that opens them; this file must
// not import them.
const CreateStaffDialog = lazyWithPreload(
  () => import('@/features/admin/components/create-staff-dialog'),
  'CreateStaffDialog',
);
const EditUserDialog = lazyWithPreload(
  () => import('@/features/admin/components/edit-user-dialog'),
  'EditUserDialog',
);
const DeleteUserDialog = lazyWithPreload(
  () => import('@/features/admin/components/delete-user-dialog'),
  'DeleteUserDialog',
);

/** Admin: every user with email, role, quota and approver flag, and every admin power (docs/spec-notes.md, "Admin"). */
export function UserManagement() {
  const me = useAuthStore((s) => s.user);
  const { data: users, isLoading, error, refetch } = useAllUsers();
  const [creating, setCreating] = useState(false);
  // The create dialog stays mounted from its first opening on (it resets its form on close).
  const [createOpened, setCreateOpened] = useState(false);
  const [editing, setEditing] = useState<ManagedUser | null>(null);
  const [deleting, setDeleting] = useState<ManagedUser | null>(null);

  return (
    <PageShell
      title={ADMIN_MESSAGES.title}
      description={ADMIN_MESSAGES.description}
      actions={
        <Button
          onPointerEnter={CreateStaffDialog.preload}
          onFocus={CreateStaffDialog.preload}
          onClick={() => {
            setCreateOpened(true);
            setCreating(true);
          }}
        >
          {ADMIN_MESSAGES.addStaff}
        </Button>
      }
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
        <UserTable
          users={users}
          meId={me?.id}
          onEdit={setEditing}
          onDelete={setDeleting}
          onEditIntent={EditUserDialog.preload}
          onDeleteIntent={DeleteUserDialog.preload}
        />
      )}

      {/* Nothing shows while a dialog's code arrives: focus stays on the button that opens it. */}
      {createOpened && (
        <Suspense fallback={null}>
          <CreateStaffDialog open={creating} onOpenChange={setCreating} />
        </Suspense>
      )}
      {editing && (
        <Suspense fallback={null}>
          <EditUserDialog key={editing.id} user={editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
      {deleting && (
        <Suspense fallback={null}>
          <DeleteUserDialog key={deleting.id} user={deleting} onClose={() => setDeleting(null)} />
        </Suspense>
      )}
    </PageShell>
  );
}
