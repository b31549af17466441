import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { useDeleteUser } from '@/features/admin/api/delete-user';
import type { ManagedUser } from '@/features/admin/api/types';
import { ADMIN_MESSAGES } from '@/features/admin/messages';
import { errorMessage } from '@/lib/api-error';

export function DeleteUserDialog({ user, onClose }: { user: ManagedUser; onClose: () => void }) {
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
