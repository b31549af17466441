/** The claim form's button row: submit, "Fill test data" and Cancel. */
import { BUTTON } from '@/features/claims/lib/styles';
import { FORM_TEXT } from '@/features/claims/messages';
import { submitLabel, type FormDescription } from '@/features/claims/form-model';

export function ClaimFormActions({
  form,
  sending,
  disabled,
  onFillTestData,
  onCancel,
}: {
  form: FormDescription;
  sending: boolean;
  /** The submit button is disabled (sending). */
  disabled: boolean;
  onFillTestData: () => void;
  onCancel: () => void;
}) {
  // The secondary buttons wrap together, below the submit button on a phone, never one alone.
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="submit" className={BUTTON.primary} disabled={disabled}>
        {sending ? FORM_TEXT.submitting : submitLabel(form)}
      </button>
      <div className="flex flex-wrap items-center gap-3 empty:hidden">
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
          <button type="button" className={BUTTON.outline} onClick={onCancel}>
            {FORM_TEXT.cancel}
          </button>
        ) : null}
      </div>
    </div>
  );
}
