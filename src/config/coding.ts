/**
 * Coding question types and POS indicators (docs/spec-notes.md, "Coding question types and POS
 * indicators"): the names the database stores
 * (questions_coding_question_type / pos_indicator checks). Shared by the claim forms and the
 * expert workspace.
 */
export const CODING_QUESTION_TYPES = [
  'General Coding Question',
  'Hospital - Inpatient',
  'Hospital - Outpatient',
  'Ambulatory Surgery Center',
  'Professional - Physician Component',
  'Professional - Global',
] as const;

export type CodingQuestionType = (typeof CODING_QUESTION_TYPES)[number];

export const GENERAL_CODING_QUESTION: CodingQuestionType = 'General Coding Question';

export const POS_INDICATORS = [
  'N/A - Hospital Fee Question',
  '11 - Office',
  '15 - Mobile Unit',
  '19 - Off Campus - Outpatient Hospital',
  '21 - Inpatient Hospital',
  '22 - On Campus - Outpatient Hospital',
  '23 - Emergency Room - Hospital',
  '24 - Ambulatory Surgery Center',
  '49 - Independent Clinic',
  '50 - Federally Qualified Health Center',
  '72 - Rural Health Clinic',
] as const;
