import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
// Before any schema: zod without its eval probe (src/lib/zod-config.ts).
import '@/lib/zod-config';
import { z } from 'zod';
import { FormDialog } from '@/components/form/form-dialog';
import { CheckboxField, SelectField, TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { useSetUserAccount } from '@/features/admin/api/set-user-account';
import type { ManagedUser } from '@/features/admin/api/types';
import { useUpdateUser, type UpdateUserInput } from '@/features/admin/api/update-user';
import { useAdminErrors } from '@/features/admin/components/use-admin-errors';
import { RemovalImpactNote } from '@/features/admin/components/removal-impact';
import { UserAccountField } from '@/features/admin/components/user-account-field';
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
  /** The corporate account's id, '' for none (users only). */
  accountId: z.string(),
});
type EditUserValues = z.infer<typeof editUserSchema>;

/** Corporate after saving: linked to an account, or flagged corporate and left as it was. */
function corporateAfter(user: ManagedUser, accountId: string): boolean {
  return accountId !== '' || (user.isCorporateUser && !user.corporateAccount);
}

/** The quota the user has once the account change is saved: unlinking a corporate user gives 10. */
function quotaBase(user: ManagedUser): number {
  return user.isCorporateUser ? DEFAULT_QUESTION_QUOTA : user.questionsRemaining;
}

/** The new account (null: none) when the form changes a user's link; undefined when it does not. */
function accountChange(user: ManagedUser, v: EditUserValues): string | null | undefined {
  if (v.role !== 'user' || v.accountId === (user.corporateAccount?.id ?? '')) return undefined;
  return v.accountId || null;
}

/** Only what changed, and only what applies to the (new) role: quota for users, approver for experts. */
function changes(user: ManagedUser, v: EditUserValues): Omit<UpdateUserInput, 'userId'> {
  return {
    ...(v.name !== user.name ? { name: v.name } : {}),
    ...(v.role !== user.role ? { role: v.role } : {}),
    ...(v.role === 'user' &&
    !corporateAfter(user, v.accountId) &&
    v.quota !== String(quotaBase(user))
      ? { questionsRemaining: Number(v.quota) }
      : {}),
    ...(v.role === 'expert' && v.isApprover !== user.isApprover
      ? { isApprover: v.isApprover }
      : {}),
  };
}

export function EditUserDialog({ user, onClose }: { user: ManagedUser; onClose: () => void }) {
  const form = useForm<EditUserValues>({
    resolver: zodResolver(editUserSchema),
    defaultValues: {
      name: user.name,
      role: user.role,
      // shown only once the user is not corporate: what unlinking leaves them with
      quota: String(quotaBase(user)),
      isApprover: user.isApprover,
      accountId: user.corporateAccount?.id ?? '',
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
  const update = useUpdateUser({ onError });
  const setAccount = useSetUserAccount({ onError });
  const role = watch('role');
  const corporate = corporateAfter(user, watch('accountId'));
  const pending = update.isPending || setAccount.isPending;

  const onSubmit = handleSubmit((values) => {
    const done = () => {
      notifySuccess({ title: ADMIN_MESSAGES.updatedToast, description: values.name });
      onClose();
    };
    const accountId = accountChange(user, values);
    const rest = changes(user, values);
    const updateRest = () =>
      accountId === undefined || Object.keys(rest).length > 0
        ? update.mutate({ userId: user.id, ...rest }, { onSuccess: done })
        : done();
    // the link first: unlinking resets the quota, which a quota typed here then replaces
    if (accountId !== undefined)
      setAccount.mutate({ userId: user.id, accountId }, { onSuccess: updateRest });
    else updateRest();
  });

  return (
    <FormDialog
      onOpenChange={(open) => !open && onClose()}
      title={ADMIN_MESSAGES.editTitle}
      description={user.email}
      onSubmit={onSubmit}
      error={errors.root?.message}
      submitLabel={pending ? ADMIN_MESSAGES.saving : ADMIN_MESSAGES.save}
      submitting={pending}
    >
      <TextField label="Name" registration={register('name')} error={errors.name} />
      <SelectField label="Role" registration={register('role')} error={errors.role}>
        {ROLES.map((r) => (
          <option key={r} value={r}>
            {ROLE_LABELS[r]}
          </option>
        ))}
      </SelectField>
      {role === 'user' && (
        <UserAccountField
          current={user.corporateAccount}
          registration={register('accountId')}
          error={errors.accountId}
        />
      )}
      {role === 'user' && corporate && (
        <p className="text-sm text-muted-foreground">{ADMIN_MESSAGES.corporateUnlimited}</p>
      )}
      {role === 'user' && !corporate && (
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
