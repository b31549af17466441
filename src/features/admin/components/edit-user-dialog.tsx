import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormDialog } from '@/components/form/form-dialog';
import { CheckboxField, SelectField, TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import type { ManagedUser } from '@/features/admin/api/types';
import { useUpdateUser, type UpdateUserInput } from '@/features/admin/api/update-user';
import { useAdminErrors } from '@/features/admin/components/use-admin-errors';
import { RemovalImpactNote } from '@/features/admin/components/removal-impact';
import { IMPACT_MESSAGES } from '@/features/admin/messages/impact';
import { ADMIN_MESSAGES } from '@/features/admin/messages/users';
import { DEFAULT_QUESTION_QUOTA } from '@/lib/auth/quota';
import { ROLE_LABELS, ROLES } from '@/lib/auth/roles';
import { notifySuccess } from '@/lib/notify';

const editUserSchema = z.object({
  name: z.string().trim().min(1, ADMIN_MESSAGES.nameRequired).max(100),
  role: z.enum(ROLES),
  quota: z
    .string()
    .trim()
    .regex(/^(-1|\d+)$/, ADMIN_MESSAGES.quotaInvalid),
  isApprover: z.boolean(),
});
type EditUserValues = z.infer<typeof editUserSchema>;

/** Only what changed, and only what applies to the (new) role: quota for users, approver for experts. */
function changes(user: ManagedUser, v: EditUserValues): Omit<UpdateUserInput, 'userId'> {
  return {
    ...(v.name !== user.name ? { name: v.name } : {}),
    ...(v.role !== user.role ? { role: v.role } : {}),
    ...(v.role === 'user' && !user.isCorporateUser && v.quota !== String(user.questionsRemaining)
      ? { questionsRemaining: Number(v.quota) }
      : {}),
    ...(v.role === 'expert' && v.isApprover !== user.isApprover
      ? { isApprover: v.isApprover }
      : {}),
  };
}

export function EditUserDialog({ user, onClose }: { user: ManagedUser; onClose: () => void }) {
  const update = useUpdateUser();
  const form = useForm<EditUserValues>({
    resolver: zodResolver(editUserSchema),
    defaultValues: {
      name: user.name,
      role: user.role,
      quota: String(user.questionsRemaining),
      isApprover: user.isApprover,
    },
  });
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    formState: { errors },
  } = form;
  const onError = useAdminErrors(form.setError);
  const role = watch('role');

  const onSubmit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ userId: user.id, ...changes(user, values) });
      notifySuccess({ title: ADMIN_MESSAGES.updatedToast, description: values.name });
      onClose();
    } catch (err) {
      onError(err);
    }
  });

  return (
    <FormDialog
      onOpenChange={(open) => !open && onClose()}
      title={ADMIN_MESSAGES.editTitle}
      description={user.email}
      onSubmit={onSubmit}
      error={errors.root?.message}
      submitLabel={update.isPending ? ADMIN_MESSAGES.saving : ADMIN_MESSAGES.save}
      submitting={update.isPending}
    >
      <TextField label="Name" registration={register('name')} error={errors.name} />
      <SelectField label="Role" registration={register('role')} error={errors.role}>
        {ROLES.map((r) => (
          <option key={r} value={r}>
            {ROLE_LABELS[r]}
          </option>
        ))}
      </SelectField>
      {role === 'user' && !user.isCorporateUser && (
        <div className="grid gap-2">
          <TextField
            label="Questions remaining (-1 is unlimited)"
            type="number"
            min={-1}
            registration={register('quota')}
            error={errors.quota}
          />
          <Button
            type="button"
            variant="link"
            className="justify-self-start px-0"
            onClick={() =>
              setValue('quota', String(DEFAULT_QUESTION_QUOTA), { shouldValidate: true })
            }
          >
            Reset to {DEFAULT_QUESTION_QUOTA}
          </Button>
        </div>
      )}
      {user.role === 'expert' && role !== 'expert' && (
        <div className="space-y-2">
          <p className="text-sm font-medium">{IMPACT_MESSAGES.roleRemoval}</p>
          <RemovalImpactNote userId={user.id} />
        </div>
      )}
      {role === 'expert' && (
        <CheckboxField
          label="Approver (sees the Approval Queue)"
          registration={register('isApprover')}
          error={errors.isApprover}
        />
      )}
    </FormDialog>
  );
}
