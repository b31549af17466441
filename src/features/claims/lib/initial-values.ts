import type { FormDescription } from '@/features/claims/form-model';
import { emptyClaimValues, type ClaimFormValues } from '@/features/claims/lib/form-values';

/** Empty values, year 2025 where the spec gives that default, and the signed-in user's name and email. */
export function initialValuesFor(
  form: Pick<FormDescription, 'serviceDate' | 'defaultYear'>,
  user?: { name: string; email: string } | null,
): ClaimFormValues {
  const [firstName = '', ...rest] = (user?.name ?? '').trim().split(/\s+/).filter(Boolean);
  return emptyClaimValues({
    yearOfService: form.serviceDate === 'year' && form.defaultYear ? '2025' : '',
    firstName,
    lastName: rest.join(' '),
    email: user?.email ?? '',
  });
}
