import { GENERAL_CODING_QUESTION } from '@/config/coding';
import { normalizeCodingQuestionType } from '@/features/claims/lib/question-types';

/** The form variants of spec section 2 (one per partner form). */
export const FORM_VARIANTS = [
  'generic',
  'hospital-system-in-app',
  'device-company-in-app',
  'hospital-system-standalone',
  'device-company-standalone',
  'visual-test',
  'embed',
  'university-health-system',
  'hospital-network',
] as const;

export type FormVariant = (typeof FORM_VARIANTS)[number];

export interface VisibleFields {
  /** Year or date of service (which one depends on the partner: see partners.ts). */
  serviceDate: boolean;
  locationOfServiceName: boolean;
  locationOfServiceZip: boolean;
  posIndicator: boolean;
}

const PROFESSIONAL_TYPES = new Set(['Professional - Physician Component', 'Professional - Global']);

/**
 * Which conditional fields show, from the question type and the form variant (DECISIONS.md
 * "Conditional fields"): date/year, location name and location zip for the five types other than
 * General Coding Question (either spelling of the hospital types); POS Indicator only for the two
 * Professional types, except on the device-company in-app form, where it shows with the
 * year-of-service group. No type selected (or an unknown one) shows nothing.
 */
export function getVisibleFields(
  codingQuestionType: string | null | undefined,
  variant: FormVariant,
): VisibleFields {
  const type = normalizeCodingQuestionType(codingQuestionType);
  const serviceGroup = type !== null && type !== GENERAL_CODING_QUESTION;
  const professional = type !== null && PROFESSIONAL_TYPES.has(type);
  return {
    serviceDate: serviceGroup,
    locationOfServiceName: serviceGroup,
    locationOfServiceZip: serviceGroup,
    posIndicator: variant === 'device-company-in-app' ? serviceGroup : professional,
  };
}
