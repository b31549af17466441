import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormDialog } from '@/components/form/form-dialog';
import { SelectField, TextField } from '@/components/form/text-field';
import { quotaSchema, useChangeQuota, type QuotaValues } from '@/features/admin/api/change-quota';
import type { AdminAccount } from '@/features/admin/api/types';
import { useAdminErrors } from '@/features/admin/components/use-admin-errors';
import { ACCOUNT_MESSAGES } from '@/features/admin/messages/accounts';
import { ADMIN_COMMON } from '@/features/admin/messages/common';

/** "Add N questions" or "set the exact number", with an optional reason; both are audited. */
export function QuotaDialog({ account, onClose }: { account: AdminAccount; onClose: () => void }) {
  const form = useForm<QuotaValues>({
    resolver: zodResolver(quotaSchema),
    defaultValues: { mode: 'add', amount: '', reason: '' },
  });
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = form;
  const change = useChangeQuota({ onError: useAdminErrors(form.setError) });
  const mode = watch('mode');

  const onSubmit = handleSubmit((values) =>
    change.mutate({ accountId: account.id, values }, { onSuccess: onClose }),
  );

  return (
    <FormDialog
      onOpenChange={(open) => !open && onClose()}
      title={ACCOUNT_MESSAGES.quotaTitle(account.name)}
      description={ACCOUNT_MESSAGES.quotaDescription(account.questions_remaining)}
      onSubmit={onSubmit}
      error={errors.root?.message}
      submitLabel={change.isPending ? ADMIN_COMMON.saving : ACCOUNT_MESSAGES.quotaSubmit}
      submitting={change.isPending}
    >
      <SelectField
        label={ACCOUNT_MESSAGES.quotaMode}
        registration={register('mode')}
        error={errors.mode}
      >
        <option value="add">{ACCOUNT_MESSAGES.quotaAdd}</option>
        <option value="set">{ACCOUNT_MESSAGES.quotaSet}</option>
      </SelectField>
      <TextField
        label={mode === 'add' ? ACCOUNT_MESSAGES.quotaAmountAdd : ACCOUNT_MESSAGES.quotaAmountSet}
        type="number"
        min={mode === 'add' ? 1 : 0}
        registration={register('amount')}
        error={errors.amount}
      />
      <TextField
        label={ACCOUNT_MESSAGES.quotaReason}
        registration={register('reason')}
        error={errors.reason}
      />
    </FormDialog>
  );
}
