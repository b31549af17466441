import type { UseFormReturn } from 'react-hook-form';
import { ErrorSummary } from '@/components/form/error-summary';
import { CheckboxField, TextField } from '@/components/form/text-field';
import type { AccountFormValues } from '@/features/admin/api/save-account';
import { accountFieldId as fieldId } from '@/features/admin/components/account-field-id';
import { AccountFormSettings } from '@/features/admin/components/account-form-settings';
import { ACCOUNT_MESSAGES } from '@/features/admin/messages/accounts';

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
  'offerStandalone',
  'formStyle',
  'displayName',
  'accentColor',
  'introText',
  'siteUrl',
] as const satisfies ReadonlyArray<keyof AccountFormValues>;

/** The account form's fields, led by the summary of their errors; the starting quota only on create. */
export function AccountFields({
  form,
  savedSlug,
  aliases = [],
}: {
  form: UseFormReturn<AccountFormValues>;
  /** The stored slug of the account being edited; none when creating one. */
  savedSlug?: string;
  aliases?: string[];
}) {
  const isNew = savedSlug === undefined;
  const {
    register,
    formState: { errors, submitCount },
  } = form;
  return (
    <>
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
      {isNew && (
        <TextField
          label={ACCOUNT_MESSAGES.startingQuota}
          type="number"
          min={0}
          id={fieldId('questionsRemaining')}
          registration={register('questionsRemaining')}
          error={errors.questionsRemaining}
        />
      )}
      <TextField
        label={ACCOUNT_MESSAGES.perAddress}
        description={ACCOUNT_MESSAGES.perAddressHint}
        type="number"
        min={1}
        id={fieldId('perAddress')}
        registration={register('perAddress')}
        error={errors.perAddress}
      />
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
      <AccountFormSettings form={form} savedSlug={savedSlug} aliases={aliases} />
    </>
  );
}
