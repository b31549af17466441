import { CODING_QUESTION_TYPES, type CodingQuestionType } from '@/config/coding';

const UNHYPHENATED: Record<string, CodingQuestionType> = {
  'Hospital Inpatient': 'Hospital - Inpatient',
  'Hospital Outpatient': 'Hospital - Outpatient',
};

/**
 * The spec's two spellings ("Hospital - Inpatient" offered, "Hospital Inpatient" tested by some
 * forms) name the same type (docs/decisions.md, "Coding lists live in SQL"). Returns the hyphenated name, or null for anything else.
 */
export function normalizeCodingQuestionType(
  value: string | null | undefined,
): CodingQuestionType | null {
  if (!value) return null;
  const trimmed = value.trim().replace(/\s+/g, ' ');
  if ((CODING_QUESTION_TYPES as readonly string[]).includes(trimmed))
    return trimmed as CodingQuestionType;
  return UNHYPHENATED[trimmed] ?? null;
}
