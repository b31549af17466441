import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useDeleteUser } from '@/features/admin/api/delete-user';
import type { ManagedUser } from '@/features/admin/api/types';
import { useAdminErrors } from '@/features/admin/components/use-admin-errors';
import { ADMIN_MESSAGES } from '@/features/admin/messages';
import { notifySuccess } from '@/lib/notify';

export function DeleteUserDialog({ user, onClose }: { user: ManagedUser; onClose: () => void }) {
  const remove = useDeleteUser();
  const onError = useAdminErrors();
  async function onConfirm() {
    try {
      await remove.mutateAsync(user.id);
      notifySuccess({ title: ADMIN_MESSAGES.deletedToast, description: user.email ?? user.name });
      onClose();
    } catch (err) {
      onError(err);
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
