import { useState, type FormEvent } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useCreateStaffUser } from '@/features/admin/api/create-staff-user';
import { useDeleteUser } from '@/features/admin/api/delete-user';
import { useAllUsers } from '@/features/admin/api/get-all-users';
import type { ManagedUser } from '@/features/admin/api/types';
import { useUpdateUser } from '@/features/admin/api/update-user';
import { ADMIN_MESSAGES } from '@/features/admin/messages';
import { useAuthStore } from '@/lib/auth/auth-store';
import { errorMessage } from '@/lib/api-error';
import { quotaText } from '@/lib/auth/quota';
import { ROLES, type Role } from '@/lib/auth/roles';

const ROLE_LABELS: Record<Role, string> = { user: 'User', expert: 'Expert', admin: 'Admin' };
const selectClass =
  'flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

function CreateStaffDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const create = useCreateStaffUser();
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const form = new FormData(event.currentTarget);
    try {
      const user = await create.mutateAsync({
        name: String(form.get('name') ?? '').trim(),
        email: String(form.get('email') ?? '').trim(),
        password: String(form.get('password') ?? ''),
        role: form.get('role') === 'admin' ? 'admin' : 'expert',
      });
      toast({
        variant: 'success',
        title: ADMIN_MESSAGES.createdToast,
        description: user.email ?? user.name,
      });
      onOpenChange(false);
    } catch (err) {
      setError(errorMessage(err));
      toast({
        variant: 'destructive',
        title: ADMIN_MESSAGES.errorToast,
        description: errorMessage(err),
      });
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{ADMIN_MESSAGES.createTitle}</DialogTitle>
          <DialogDescription>
            Experts answer questions; admins manage users and settings.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} className="grid gap-4">
          {error && (
            <Alert variant="destructive">
              <AlertDescription>{error}</AlertDescription>
            </Alert>
          )}
          <div className="grid gap-2">
            <Label htmlFor="staff-name">Name</Label>
            <Input id="staff-name" name="name" required maxLength={100} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="staff-email">Email</Label>
            <Input id="staff-email" name="email" type="email" required />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="staff-password">Password</Label>
            <Input id="staff-password" name="password" type="password" required minLength={8} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="staff-role">Role</Label>
            <select id="staff-role" name="role" defaultValue="expert" className={selectClass}>
              <option value="expert">Expert</option>
              <option value="admin">Admin</option>
            </select>
          </div>
          <DialogFooter>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? ADMIN_MESSAGES.creating : ADMIN_MESSAGES.create}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function EditUserDialog({ user, onClose }: { user: ManagedUser; onClose: () => void }) {
  const update = useUpdateUser();
  const [name, setName] = useState(user.name);
  const [role, setRole] = useState<Role>(user.role);
  const [quota, setQuota] = useState(String(user.questionsRemaining));
  const [isApprover, setIsApprover] = useState(user.isApprover);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await update.mutateAsync({
        userId: user.id,
        ...(name.trim() !== user.name ? { name: name.trim() } : {}),
        ...(role !== user.role ? { role } : {}),
        ...(role === 'user' && !user.isCorporateUser && quota !== String(user.questionsRemaining)
          ? { questionsRemaining: Number(quota) }
          : {}),
        ...(role === 'expert' && isApprover !== user.isApprover ? { isApprover } : {}),
      });
      toast({ variant: 'success', title: ADMIN_MESSAGES.updatedToast, description: name.trim() });
      onClose();
    } catch (err) {
      setError(errorMessage(err));
      toast({
        variant: 'destructive',
        title: ADMIN_MESSAGES.errorToast,
        description: errorMessage(err),
      });
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{ADMIN_MESSAGES.editTitle}</DialogTitle>
          <DialogDescription>{user.email}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} className="grid gap-4">
          {error && (
            <Alert variant="destructive">
              <AlertDescription>{error}</AlertDescription>
            </Alert>
          )}
          <div className="grid gap-2">
            <Label htmlFor="edit-name">Name</Label>
            <Input
              id="edit-name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              required
              maxLength={100}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="edit-role">Role</Label>
            <select
              id="edit-role"
              value={role}
              onChange={(e) => setRole(e.target.value as Role)}
              className={selectClass}
            >
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {ROLE_LABELS[r]}
                </option>
              ))}
            </select>
          </div>
          {role === 'user' && !user.isCorporateUser && (
            <div className="grid gap-2">
              <Label htmlFor="edit-quota">Questions remaining (-1 is unlimited)</Label>
              <Input
                id="edit-quota"
                type="number"
                min={-1}
                value={quota}
                onChange={(e) => setQuota(e.target.value)}
              />
              <Button
                type="button"
                variant="link"
                className="justify-self-start px-0"
                onClick={() => setQuota('10')}
              >
                Reset to 10
              </Button>
            </div>
          )}
          {role === 'expert' && (
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={isApprover}
                onChange={(e) => setIsApprover(e.target.checked)}
              />
              Approver (sees the Approval Queue)
            </label>
          )}
          <DialogFooter>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? ADMIN_MESSAGES.saving : ADMIN_MESSAGES.save}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function DeleteUserDialog({ user, onClose }: { user: ManagedUser; onClose: () => void }) {
  const remove = useDeleteUser();
  async function onConfirm() {
    try {
      await remove.mutateAsync(user.id);
      toast({
        variant: 'success',
        title: ADMIN_MESSAGES.deletedToast,
        description: user.email ?? user.name,
      });
      onClose();
    } catch (err) {
      toast({
        variant: 'destructive',
        title: ADMIN_MESSAGES.errorToast,
        description: errorMessage(err),
      });
    }
  }
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{ADMIN_MESSAGES.deleteTitle}</DialogTitle>
          <DialogDescription>{ADMIN_MESSAGES.deleteConfirm(user.name)}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {ADMIN_MESSAGES.cancel}
          </Button>
          <Button
            variant="destructive"
            onClick={() => void onConfirm()}
            disabled={remove.isPending}
          >
            {remove.isPending ? ADMIN_MESSAGES.deleting : ADMIN_MESSAGES.delete}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** Admin: every user with email, role, quota and approver flag, and every admin power of spec section 6. */
export function UserManagement() {
  const me = useAuthStore((s) => s.user);
  const { data: users, isLoading, error } = useAllUsers();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<ManagedUser | null>(null);
  const [deleting, setDeleting] = useState<ManagedUser | null>(null);

  return (
    <section className="mx-auto max-w-6xl space-y-6 p-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{ADMIN_MESSAGES.title}</h1>
          <p className="text-muted-foreground">{ADMIN_MESSAGES.description}</p>
        </div>
        <Button onClick={() => setCreating(true)}>{ADMIN_MESSAGES.addStaff}</Button>
      </div>

      {isLoading && <Spinner />}
      {error && (
        <Alert variant="destructive">
          <AlertDescription>{errorMessage(error)}</AlertDescription>
        </Alert>
      )}
      {users && users.length === 0 && (
        <p className="text-muted-foreground">{ADMIN_MESSAGES.empty}</p>
      )}
      {users && users.length > 0 && (
        <div className="overflow-x-auto rounded-md border">
          <table className="w-full text-sm">
            <thead className="bg-muted/50 text-left">
              <tr>
                <th className="p-3 font-medium">Name</th>
                <th className="p-3 font-medium">Email</th>
                <th className="p-3 font-medium">Role</th>
                <th className="p-3 font-medium">Questions remaining</th>
                <th className="p-3 font-medium">Approver</th>
                <th className="p-3 font-medium">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {users.map((user) => (
                <tr
                  key={user.id}
                  className="border-t"
                  data-testid={`user-row-${user.email ?? user.id}`}
                >
                  <td className="p-3">{user.name}</td>
                  <td className="p-3">{user.email}</td>
                  <td className="p-3">{ROLE_LABELS[user.role] ?? user.role}</td>
                  <td className="p-3">{user.role === 'user' ? quotaText(user) : '—'}</td>
                  <td className="p-3">
                    {user.role === 'expert' ? (user.isApprover ? 'Yes' : 'No') : '—'}
                  </td>
                  <td className="space-x-2 whitespace-nowrap p-3 text-right">
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setEditing(user)}
                      aria-label={`Edit ${user.name}`}
                    >
                      Edit
                    </Button>
                    {user.id !== me?.id && (
                      <Button
                        size="sm"
                        variant="ghost"
                        className="text-destructive"
                        onClick={() => setDeleting(user)}
                        aria-label={`Delete ${user.name}`}
                      >
                        Delete
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <CreateStaffDialog open={creating} onOpenChange={setCreating} />
      {editing && (
        <EditUserDialog key={editing.id} user={editing} onClose={() => setEditing(null)} />
      )}
      {deleting && (
        <DeleteUserDialog key={deleting.id} user={deleting} onClose={() => setDeleting(null)} />
      )}
    </section>
  );
}
