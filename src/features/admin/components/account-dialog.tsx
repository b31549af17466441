import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialog } from '@/components/form/form-dialog';
import {
  accountSchema,
  FLAG_ENTRIES,
  useSaveAccount,
  type AccountFormValues,
} from '@/features/admin/api/save-account';
import { useStoredFlags } from '@/features/admin/api/get-account-flags';
import type { AdminAccount } from '@/features/admin/api/types';
import { AccountFields } from '@/features/admin/components/account-fields';
import { useAdminErrors } from '@/features/admin/components/use-admin-errors';
import { ACCOUNT_MESSAGES } from '@/features/admin/messages/accounts';
import { ADMIN_COMMON } from '@/features/admin/messages/common';
import { errorMessage } from '@/lib/api-error';

const EMPTY: AccountFormValues = {
  name: '',
  slug: '',
  primaryEmail: '',
  domains: '',
  contractStart: '',
  contractEnd: '',
  isActive: true,
  kbSuggestions: false,
  demoGated: false,
  smartsheetSync: false,
  logoUrl: '',
  questionsRemaining: '0',
};

function valuesOf(a: AdminAccount): AccountFormValues {
  return {
    name: a.name,
    slug: a.slug,
    primaryEmail: a.primary_email ?? '',
    domains: a.allowed_email_domains.join(', '),
    contractStart: a.contract_start_date ?? '',
    contractEnd: a.contract_end_date ?? '',
    isActive: a.is_active,
    kbSuggestions: false,
    demoGated: false,
    smartsheetSync: false,
    logoUrl: a.logo_url ?? '',
    questionsRemaining: String(a.questions_remaining),
  };
}

/** The server's duplicate messages name the field they belong to. */
function fieldOf(message: string): 'slug' | 'name' | null {
  if (/^The slug /.test(message)) return 'slug';
  if (/^An account named /.test(message)) return 'name';
  return null;
}

/** Create (account = undefined) or edit an account; the quota is changed with QuotaDialog. */
export function AccountDialog({
  account,
  onClose,
}: {
  account?: AdminAccount;
  onClose: () => void;
}) {
  const save = useSaveAccount();
  const form = useForm<AccountFormValues>({
    resolver: zodResolver(accountSchema),
    defaultValues: account ? valuesOf(account) : EMPTY,
    // A failed submit focuses the error summary, whose links focus each field.
    shouldFocusError: false,
  });
  const {
    handleSubmit,
    formState: { errors },
  } = form;
  const onError = useAdminErrors(form.setError);
  const flagsWas = useStoredFlags(account?.id);
  const { setValue } = form;
  // The stored settings tick their boxes once they have loaded.
  useEffect(() => {
    for (const [field, flag] of FLAG_ENTRIES) if (flagsWas[flag]) setValue(field, true);
  }, [flagsWas, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: account?.id, values, flagsWas });
      onClose();
    } catch (err) {
      const field = fieldOf(errorMessage(err));
      if (field) form.setError(field, { message: errorMessage(err) }, { shouldFocus: true });
      onError(err);
    }
  });

  const pending = save.isPending;
  return (
    <FormDialog
      onOpenChange={(open) => !open && onClose()}
      title={account ? ACCOUNT_MESSAGES.editTitle(account.name) : ACCOUNT_MESSAGES.createTitle}
      description={ACCOUNT_MESSAGES.slugHint}
      onSubmit={onSubmit}
      error={errors.root?.message}
      submitLabel={
        account
          ? pending
            ? ADMIN_COMMON.saving
            : ADMIN_COMMON.save
          : pending
            ? ACCOUNT_MESSAGES.creating
            : ACCOUNT_MESSAGES.create
      }
      submitting={pending}
    >
      <AccountFields form={form} isNew={!account} />
    </FormDialog>
  );
}
