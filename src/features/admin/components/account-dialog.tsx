import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorSummary } from '@/components/form/error-summary';
import { FormDialog } from '@/components/form/form-dialog';
import { CheckboxField, TextField } from '@/components/form/text-field';
import {
  accountSchema,
  FLAG_ENTRIES,
  useSaveAccount,
  type AccountFormValues,
} from '@/features/admin/api/save-account';
import { useStoredFlags } from '@/features/admin/api/account-flags';
import type { AdminAccount } from '@/features/admin/api/types';
import { useAdminErrors } from '@/features/admin/components/use-admin-errors';
import { ACCOUNT_MESSAGES, ADMIN_COMMON } from '@/features/admin/messages';
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

/** The fields in the order they are shown (the error summary lists errors in this order). */
const FIELDS = [
  'name',
  'slug',
  'primaryEmail',
  'domains',
  'contractStart',
  'contractEnd',
  'logoUrl',
  'questionsRemaining',
  'isActive',
  'kbSuggestions',
] as const satisfies ReadonlyArray<keyof AccountFormValues>;

const fieldId = (name: keyof AccountFormValues) => `account-${name}`;

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
    register,
    handleSubmit,
    formState: { errors, submitCount },
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
      <ErrorSummary
        attempt={submitCount}
        errors={FIELDS.flatMap((name) => {
          const message = errors[name]?.message;
          return message ? [{ id: fieldId(name), message }] : [];
        })}
      />
      <TextField
        label={ACCOUNT_MESSAGES.name}
        id={fieldId('name')}
        registration={register('name')}
        error={errors.name}
      />
      <TextField
        label={ACCOUNT_MESSAGES.slug}
        autoComplete="off"
        id={fieldId('slug')}
        registration={register('slug')}
        error={errors.slug}
      />
      <TextField
        label={ACCOUNT_MESSAGES.primaryEmail}
        type="email"
        autoComplete="off"
        id={fieldId('primaryEmail')}
        registration={register('primaryEmail')}
        error={errors.primaryEmail}
      />
      <TextField
        label={ACCOUNT_MESSAGES.domains}
        description={ACCOUNT_MESSAGES.domainsHint}
        id={fieldId('domains')}
        registration={register('domains')}
        error={errors.domains}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={ACCOUNT_MESSAGES.contractStart}
          type="date"
          id={fieldId('contractStart')}
          registration={register('contractStart')}
          error={errors.contractStart}
        />
        <TextField
          label={ACCOUNT_MESSAGES.contractEnd}
          type="date"
          id={fieldId('contractEnd')}
          registration={register('contractEnd')}
          error={errors.contractEnd}
        />
      </div>
      <TextField
        label={ACCOUNT_MESSAGES.logoUrl}
        description={ACCOUNT_MESSAGES.logoHint}
        id={fieldId('logoUrl')}
        registration={register('logoUrl')}
        error={errors.logoUrl}
      />
      {!account && (
        <TextField
          label={ACCOUNT_MESSAGES.startingQuota}
          type="number"
          min={0}
          id={fieldId('questionsRemaining')}
          registration={register('questionsRemaining')}
          error={errors.questionsRemaining}
        />
      )}
      <CheckboxField
        label={ACCOUNT_MESSAGES.active}
        id={fieldId('isActive')}
        registration={register('isActive')}
        error={errors.isActive}
      />
      <CheckboxField
        label={ACCOUNT_MESSAGES.kbSuggestions}
        id={fieldId('kbSuggestions')}
        registration={register('kbSuggestions')}
        error={errors.kbSuggestions}
      />
      <CheckboxField
        label={ACCOUNT_MESSAGES.demoGated}
        description={ACCOUNT_MESSAGES.demoGatedHint}
        registration={register('demoGated')}
        error={errors.demoGated}
      />
      <CheckboxField
        label={ACCOUNT_MESSAGES.smartsheetSync}
        description={ACCOUNT_MESSAGES.smartsheetSyncHint}
        registration={register('smartsheetSync')}
        error={errors.smartsheetSync}
      />
    </FormDialog>
  );
}
