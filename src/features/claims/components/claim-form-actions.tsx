/** The claim form's button row: submit, "Fill test data", Cancel and the account-loading note. */
import { HOME_PATH } from '@/config/partner-forms';
import { ACCOUNT_ERROR_ID } from '@/features/claims/components/form-header';
import { BUTTON } from '@/features/claims/lib/styles';
import { FORM_TEXT } from '@/features/claims/messages';
import { submitLabel, type FormDescription } from '@/features/claims/partners';
import { useAppNavigate } from '@/lib/navigation';

export function ClaimFormActions({
  form,
  sending,
  disabled,
  accountError,
  accountLoading,
  onFillTestData,
}: {
  form: FormDescription;
  sending: boolean;
  /** The submit button is disabled (sending, or waiting for the account). */
  disabled: boolean;
  /** The account lookup failed: the submit button is described by the error panel. */
  accountError: boolean;
  /** The submit waits for the account, which is loading. */
  accountLoading: boolean;
  onFillTestData: () => void;
}) {
  const navigate = useAppNavigate();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="submit"
        className={BUTTON.primary}
        disabled={disabled}
        aria-describedby={accountError ? ACCOUNT_ERROR_ID : undefined}
      >
        {sending ? FORM_TEXT.submitting : submitLabel(form)}
      </button>
      {form.fillTestData ? (
        <button
          type="button"
          className={BUTTON.outline}
          onClick={onFillTestData}
          disabled={sending}
        >
          {FORM_TEXT.fillTestData}
        </button>
      ) : null}
      {form.cancel ? (
        <button type="button" className={BUTTON.outline} onClick={() => navigate(HOME_PATH)}>
          {FORM_TEXT.cancel}
        </button>
      ) : null}
      {accountLoading ? (
        <span className="text-sm text-muted-foreground">{FORM_TEXT.loadingAccount}</span>
      ) : null}
    </div>
  );
}
