/**
 * Coding question types and POS indicators (docs/spec-notes.md, "Coding question types and POS
 * indicators"). The lists live once, in SQL (the coding_question_type and pos_indicator enums of
 * supabase/migrations/20261127000100_types_and_common.sql); these are the generated values, in the
 * order the forms offer them. The names are also the labels.
 */
import { Constants, type Enums } from '@/types/database';

export type CodingQuestionType = Enums<'coding_question_type'>;
type PosIndicator = Enums<'pos_indicator'>;

export const CODING_QUESTION_TYPES: readonly CodingQuestionType[] =
  Constants.public.Enums.coding_question_type;

export const POS_INDICATORS: readonly PosIndicator[] = Constants.public.Enums.pos_indicator;

export const GENERAL_CODING_QUESTION: CodingQuestionType = 'General Coding Question';
