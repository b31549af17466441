import type { VisibleFields } from '@/features/claims/lib/conditional-fields';
import type { FormDescription } from '@/features/claims/form-model';
import type { ClaimField } from '@/features/claims/lib/form-values';

export const fieldId = (field: ClaimField) => `claim-${field}`;

/** The fields each field order renders, in order (validation and focus follow this order). */
export function renderedFields(
  fieldOrder: FormDescription['fieldOrder'],
  serviceDate: FormDescription['serviceDate'],
  visible: VisibleFields,
): ClaimField[] {
  const conditional: ClaimField[] = [
    ...(visible.serviceDate
      ? [serviceDate === 'year' ? ('yearOfService' as const) : ('dateOfService' as const)]
      : []),
    ...(visible.locationOfServiceName ? (['locationOfServiceName'] as const) : []),
    ...(visible.locationOfServiceZip ? (['locationOfServiceZip'] as const) : []),
    ...(visible.posIndicator ? (['posIndicator'] as const) : []),
  ];
  if (fieldOrder === 'compact') {
    return [
      'codingQuestionType',
      'title',
      'content',
      'firstName',
      'lastName',
      'email',
      ...conditional,
    ];
  }
  return [
    'firstName',
    'lastName',
    'email',
    'phoneNumber',
    'userTitle',
    'entityInstitution',
    'zipCode',
    'codingQuestionType',
    ...conditional,
    'title',
    'content',
  ];
}
