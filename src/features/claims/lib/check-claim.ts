/** The form's schema over the fields shown for these values (part of the submission code). */
import { getVisibleFields } from '@/features/claims/lib/conditional-fields';
import type { ClaimFormValues, FieldErrors } from '@/features/claims/lib/form-values';
import { renderedFields } from '@/features/claims/lib/rendered-fields';
import type { FormDescription } from '@/features/claims/form-model';
import { validateClaim } from '@/features/claims/schemas';

export function checkClaim(form: FormDescription, values: ClaimFormValues): FieldErrors {
  const visible = getVisibleFields(values.codingQuestionType, form);
  return validateClaim(
    form.schema,
    values,
    new Set(renderedFields(form.fieldOrder, form.serviceDate, visible)),
  );
}
