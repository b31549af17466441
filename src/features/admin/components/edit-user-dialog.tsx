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
import { toast } from '@/components/ui/use-toast';
import type { ManagedUser } from '@/features/admin/api/types';
import { useUpdateUser } from '@/features/admin/api/update-user';
import { ADMIN_MESSAGES } from '@/features/admin/messages';
import { errorMessage } from '@/lib/api-error';
import { ROLE_LABELS, ROLES, type Role } from '@/lib/auth/roles';

const selectClass =
  'flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

export function EditUserDialog({ user, onClose }: { user: ManagedUser; onClose: () => void }) {
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
