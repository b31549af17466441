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
import { useCreateStaffUser } from '@/features/admin/api/create-staff-user';
import { ADMIN_MESSAGES } from '@/features/admin/messages';
import { errorMessage } from '@/lib/api-error';

const selectClass =
  'flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

export function CreateStaffDialog({
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
