import { GENERAL_CODING_QUESTION } from '@/config/coding';
import type { PartnerFormFlags } from '@/features/claims/form-model';
import { normalizeCodingQuestionType } from '@/features/claims/lib/question-types';

export interface VisibleFields {
  /** Year or date of service (which one depends on the form: see src/config/partner-forms.ts). */
  serviceDate: boolean;
  locationOfServiceName: boolean;
  locationOfServiceZip: boolean;
  posIndicator: boolean;
}

const PROFESSIONAL_TYPES = new Set(['Professional - Physician Component', 'Professional - Global']);

/**
 * Which conditional fields show, from the question type and the form's flags (docs/spec-notes.md,
 * "Conditional fields"): date/year, location name and location zip for the five types other than
 * General Coding Question (either spelling of the hospital types); POS Indicator only for the two
 * Professional types, except on forms with `posWithServiceGroup` (the device-company in-app form),
 * where it shows with the year-of-service group. No type selected (or an unknown one) shows nothing.
 */
export function getVisibleFields(
  codingQuestionType: string | null | undefined,
  form: Pick<PartnerFormFlags, 'posWithServiceGroup'>,
): VisibleFields {
  const type = normalizeCodingQuestionType(codingQuestionType);
  const serviceGroup = type !== null && type !== GENERAL_CODING_QUESTION;
  const professional = type !== null && PROFESSIONAL_TYPES.has(type);
  return {
    serviceDate: serviceGroup,
    locationOfServiceName: serviceGroup,
    locationOfServiceZip: serviceGroup,
    posIndicator: form.posWithServiceGroup ? serviceGroup : professional,
  };
}
