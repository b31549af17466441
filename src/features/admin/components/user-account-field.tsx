import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { SelectField } from '@/components/form/text-field';
import { useAccounts } from '@/features/admin/api/get-accounts';
import { ADMIN_MESSAGES } from '@/features/admin/messages/users';

/**
 * The Edit user dialog's partner link (users only): none, or any account by name. Rendered only
 * for role user, so the accounts are fetched only then.
 */
export function UserAccountField({
  current,
  registration,
  error,
}: {
  /** The user's account now: an option even before the list arrives, so the select shows it. */
  current: { id: string; name: string } | null | undefined;
  registration: UseFormRegisterReturn;
  error?: FieldError;
}) {
  const { data: accounts, isError } = useAccounts();
  const options = accounts ?? (current ? [{ ...current, is_active: true }] : []);
  return (
    <div className="grid gap-1">
      <SelectField label={ADMIN_MESSAGES.accountLabel} registration={registration} error={error}>
        <option value="">{ADMIN_MESSAGES.accountNone}</option>
        {options.map((a) => (
          <option key={a.id} value={a.id}>
            {a.is_active ? a.name : ADMIN_MESSAGES.accountInactive(a.name)}
          </option>
        ))}
      </SelectField>
      {isError && <p className="text-sm text-destructive">{ADMIN_MESSAGES.accountsLoadFailed}</p>}
    </div>
  );
}
