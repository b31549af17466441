/**
 * The one Smartsheet sync of a question, shared by the outbox (process-outbox) and staff
 * (submit-to-smartsheet): the database claims the sync atomically (smartsheet_claim), so parallel
 * triggers add one row; the outcome (row id, or the upstream error) is recorded on the question's
 * internal data (smartsheet_finish), and logs carry only the status, never cell values.
 */
import { sqlArgs, type Db } from './supabase.ts';
import {
  addQuestionRow,
  smartsheetConfig,
  SmartsheetError,
  type SheetValues,
  type SmartsheetConfig,
} from './smartsheet.ts';

const QUESTION_SELECT =
  'id, created_at, status, title, content, coding_question_type, first_name, last_name, email, phone_number, user_title, entity_institution, zip_code, date_of_service, location_of_service_name, location_of_service_zip, pos_indicator, corporate_account:corporate_accounts!questions_corporate_account_id_fkey(name)';

export type SyncOutcome =
  | { outcome: 'synced'; rowId: string; attempts: number }
  | { outcome: 'already-synced'; rowId: string }
  | { outcome: 'busy' }
  | { outcome: 'not-configured' }
  | { outcome: 'missing' };

/** Syncs one question; a Smartsheet failure is recorded and rethrown as SmartsheetError. */
export async function syncQuestion(
  admin: Db,
  questionId: string,
  override: Partial<SmartsheetConfig> = {},
): Promise<SyncOutcome> {
  const base = smartsheetConfig();
  if (!base) return { outcome: 'not-configured' };
  const cfg = { ...base, ...override };

  const { data: claims, error: claimError } = await admin.rpc('smartsheet_claim', {
    p_question_id: questionId,
  });
  if (claimError) throw new Error(`smartsheet_claim failed: ${claimError.message}`);
  // row_id is SQL null until a row was added (the generated type says string).
  const claim: { outcome: string; row_id: string | null } | undefined = claims?.[0];
  if (!claim || claim.outcome === 'missing') return { outcome: 'missing' };
  if (claim.outcome === 'synced') return { outcome: 'already-synced', rowId: claim.row_id ?? '' };
  if (claim.outcome === 'busy') return { outcome: 'busy' };

  const finish = async (rowId: string | null, error: string | null) => {
    const { error: saveError } = await admin.rpc(
      'smartsheet_finish',
      sqlArgs<'smartsheet_finish'>({ p_question_id: questionId, p_row_id: rowId, p_error: error }),
    );
    if (saveError) throw new Error(`smartsheet_finish failed: ${saveError.message}`);
  };

  try {
    const { data, error } = await admin
      .from('questions')
      .select(QUESTION_SELECT)
      .eq('id', questionId)
      .maybeSingle();
    if (error) throw new Error(error.message);
    if (!data) {
      await finish(null, 'question not found');
      return { outcome: 'missing' };
    }
    const { corporate_account: account, ...fields } = data;
    const values: SheetValues = { ...fields, corporate_account: account?.name ?? null };
    const { rowId, attempts } = await addQuestionRow(cfg, values);
    await finish(rowId, null);
    console.log(`[smartsheet] question ${questionId} -> row ${rowId} (${attempts} attempt(s))`);
    return { outcome: 'synced', rowId, attempts };
  } catch (e) {
    const message =
      e instanceof SmartsheetError ? e.message : e instanceof Error ? e.message : String(e);
    await finish(null, message).catch((err: Error) =>
      console.error(`[smartsheet] question ${questionId}: ${err.message}`),
    );
    // Smartsheet's messages can quote cell values: log the status only.
    if (e instanceof SmartsheetError) {
      console.error(
        `[smartsheet] question ${questionId} failed after ${e.attempts} attempt(s): status ${e.status ?? 'network/timeout'}`,
      );
    } else {
      console.error(`[smartsheet] question ${questionId} failed before reaching Smartsheet`);
    }
    throw e;
  }
}
