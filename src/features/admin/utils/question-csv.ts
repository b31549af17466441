/**
 * The question CSV's lines (docs/decisions.md, "Question references and search"): one row per
 * question with what a partner report needs, status as the UI names it, times in UTC as a
 * spreadsheet reads them ("2026-11-20 14:05:09"), the time to answer in hours.
 */
import type { QuestionExportRow } from '@/features/admin/api/types';
import { QUESTIONS_MESSAGES } from '@/features/admin/messages/questions';
import { csvLine } from '@/features/admin/utils/csv';
import { shortReference } from '@/lib/question-reference';
import { statusLabel } from '@/lib/question-status';

/** An instant as UTC "YYYY-MM-DD HH:MM:SS"; nothing for none (or an unreadable value). */
export function csvTime(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : d.toISOString().slice(0, 19).replace('T', ' ');
}

export function questionCsvHeader(): string {
  return csvLine([...QUESTIONS_MESSAGES.csvHeaders]);
}

export function questionCsvLine(r: QuestionExportRow): string {
  return csvLine([
    shortReference(r.id),
    csvTime(r.created_at),
    r.corporate_account_name,
    r.submitter_name,
    r.submitter_email,
    r.coding_question_type,
    r.title,
    r.content,
    statusLabel(r.status),
    r.expert_name,
    r.answer,
    csvTime(r.answered_at),
    r.approver_name,
    csvTime(r.approved_at),
    r.answer_hours,
    r.id,
  ]);
}
