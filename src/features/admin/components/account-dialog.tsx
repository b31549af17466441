import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialog } from '@/components/form/form-dialog';
import {
  accountSchema,
  FLAG_ENTRIES,
  useSaveAccount,
  type AccountFormValues,
} from '@/features/admin/api/save-account';
import { useAccountAddressLimit } from '@/features/admin/api/account-address-limit';
import { useStoredFlags } from '@/features/admin/api/get-account-flags';
import { usePartnerForms } from '@/features/admin/api/get-partner-forms';
import {
  PARTNER_FORM_DEFAULTS,
  partnerFormValuesOf,
  type PartnerFormValues,
} from '@/features/admin/api/partner-form-settings';
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
  perAddress: '',
  ...PARTNER_FORM_DEFAULTS,
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
    perAddress: '',
    ...PARTNER_FORM_DEFAULTS,
  };
}

/** The server's duplicate messages name the field they belong to. */
function fieldOf(message: string): 'slug' | 'name' | 'domains' | null {
  if (/^The slug /.test(message)) return 'slug';
  if (/^An account named /.test(message)) return 'name';
  if (/^Allowed email domain /.test(message)) return 'domains';
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
  const adminErrors = useAdminErrors(form.setError);
  // A refusal about one field (a taken slug, an address) is tied to that field as well.
  const save = useSaveAccount({
    onError: (err) => {
      const field = fieldOf(errorMessage(err));
      if (field) form.setError(field, { message: errorMessage(err) }, { shouldFocus: true });
      adminErrors(err);
    },
  });
  const flagsWas = useStoredFlags(account?.id);
  const forms = usePartnerForms();
  const stored = account ? forms.data?.find((f) => f.id === account.id) : undefined;
  const formWas = useMemo<PartnerFormValues | undefined>(
    () => (stored ? partnerFormValuesOf(stored) : undefined),
    [stored],
  );
  const { setValue } = form;
  // The stored settings tick their boxes once they have loaded.
  useEffect(() => {
    for (const [field, flag] of FLAG_ENTRIES) if (flagsWas[flag]) setValue(field, true);
  }, [flagsWas, setValue]);
  // Once: a later refetch (e.g. after "Stop forwarding") must not undo what the admin is editing.
  const applied = useRef(false);
  useEffect(() => {
    if (!formWas || applied.current) return;
    applied.current = true;
    for (const [field, value] of Object.entries(formWas) as Array<
      [keyof PartnerFormValues, PartnerFormValues[keyof PartnerFormValues]]
    >)
      setValue(field, value);
  }, [formWas, setValue]);
  const perAddressWas = useAccountAddressLimit(account?.id);
  useEffect(() => {
    if (perAddressWas.value !== null) setValue('perAddress', String(perAddressWas.value));
  }, [perAddressWas.value, setValue]);
  // An edit waits for the stored form settings: saving before would compare with the defaults.
  const waiting = Boolean(account) && (forms.isPending || perAddressWas.isPending);

  const onSubmit = handleSubmit((values) => {
    if (waiting) return;
    save.mutate(
      { id: account?.id, values, flagsWas, formWas, perAddressWas: perAddressWas.value },
      { onSuccess: onClose },
    );
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
      submitting={pending || waiting}
    >
      <AccountFields form={form} savedSlug={account?.slug} aliases={stored?.slug_aliases ?? []} />
    </FormDialog>
  );
}
