import { ConfirmDialog } from '@/components/form/form-dialog';
import { useDeleteUser } from '@/features/admin/api/delete-user';
import type { ManagedUser } from '@/features/admin/api/types';
import { RemovalImpactNote } from '@/features/admin/components/removal-impact';
import { ADMIN_MESSAGES } from '@/features/admin/messages/users';
import { notifySuccess } from '@/lib/notify';

export function DeleteUserDialog({ user, onClose }: { user: ManagedUser; onClose: () => void }) {
  const remove = useDeleteUser();
  const onConfirm = () =>
    remove.mutate(user.id, {
      onSuccess: () => {
        notifySuccess({ title: ADMIN_MESSAGES.deletedToast, description: user.email ?? user.name });
        onClose();
      },
    });

  return (
    <ConfirmDialog
      onOpenChange={(open) => !open && onClose()}
      title={ADMIN_MESSAGES.deleteTitle}
      description={
        <>
          <span className="block">{ADMIN_MESSAGES.deleteConfirm(user.name)}</span>
          {user.role === 'expert' && (
            <span className="mt-3 block">
              <RemovalImpactNote userId={user.id} />
            </span>
          )}
        </>
      }
      cancelLabel={ADMIN_MESSAGES.cancel}
      confirmLabel={remove.isPending ? ADMIN_MESSAGES.deleting : ADMIN_MESSAGES.delete}
      pending={remove.isPending}
      destructive
      onConfirm={onConfirm}
    />
  );
}
