import { Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageShell } from '@/components/layout/page-shell';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { USERS_PAGE_SIZE, useUsersPage } from '@/features/admin/api/get-users-page';
import type { ManagedUser } from '@/features/admin/api/types';
import { UserPager, UserSearch } from '@/features/admin/components/user-list-controls';
import { UserTable } from '@/features/admin/components/user-table';
import { ADMIN_MESSAGES } from '@/features/admin/messages/users';
import { useAuthStore } from '@/lib/auth/auth-store';
import { lazyWithPreload } from '@/utils/lazy-import';
import { useDeferredData } from '@/utils/use-deferred-data';

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

/** The page number of the address: a whole number from 1 (anything else is the first page). */
function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/**
 * Admin: the users with email, role, quota and approver flag, and every admin power
 * (docs/spec-notes.md, "Admin"), a page at a time, newest first, searched on the server. The page
 * and the search live in the address, so a reload or a shared link shows the same list.
 */
export function UserManagement() {
  const me = useAuthStore((s) => s.user);
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const search = params.get('search') ?? '';
  const list = useUsersPage({ page, search });
  const { data, isFetching, isPlaceholderData, error, refetch } = list;
  // The rows are drawn from a deferred copy, in slices that yield to the browser
  // (docs/decisions.md, "Main thread of the staff pages"); `data` stays the latest answer.
  const { data: shown, pending } = useDeferredData(list);
  const users = shown?.users;
  const setList = (next: { page: number; search: string }) => {
    const p = new URLSearchParams(params);
    if (next.search) p.set('search', next.search);
    else p.delete('search');
    if (next.page > 1) p.set('page', String(next.page));
    else p.delete('page');
    setParams(p, { replace: true });
  };
  // Past the last page (its users were deleted, or an old link): show the last page instead.
  const lastPage = data ? Math.max(1, Math.ceil(data.total / USERS_PAGE_SIZE)) : page;
  useEffect(() => {
    if (!isPlaceholderData && page > lastPage) setList({ page: lastPage, search });
  });
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
      <UserSearch key={search} search={search} onSearch={(s) => setList({ page: 1, search: s })} />
      {pending && <Spinner label={ADMIN_MESSAGES.loadingUsers} />}
      {error && (
        <LoadError
          error={error}
          title={ADMIN_MESSAGES.loadUsersFailed}
          onRetry={() => void refetch()}
        />
      )}
      {shown && shown.total === 0 && (
        <p className="text-muted-foreground">
          {search ? ADMIN_MESSAGES.emptySearch : ADMIN_MESSAGES.empty}
        </p>
      )}
      {users && users.length > 0 && (
        <div className={isPlaceholderData || shown !== data ? 'opacity-60' : undefined}>
          <UserTable
            users={users}
            meId={me?.id}
            onEdit={setEditing}
            onDelete={setDeleting}
            onEditIntent={EditUserDialog.preload}
            onDeleteIntent={DeleteUserDialog.preload}
          />
        </div>
      )}
      {shown && shown.total > 0 && (
        <UserPager
          page={Math.min(page, lastPage)}
          total={shown.total}
          busy={isFetching}
          onPage={(p) => setList({ page: p, search })}
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
