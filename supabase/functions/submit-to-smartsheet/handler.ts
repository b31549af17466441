/**
 * submit-to-smartsheet: { questionId }. Adds the question as a row of the Smartsheet sheet
 * (SMARTSHEET_ACCESS_TOKEN, SMARTSHEET_SHEET_ID, SMARTSHEET_COLUMN_MAP, SMARTSHEET_API_BASE), retrying
 * 429/5xx, and records the outcome on the question: smartsheet_row_id + smartsheet_synced_at, or
 * smartsheet_error + smartsheet_synced_at (the time of the last attempt). A question that already has a
 * row is not sent twice. Not configured: 200 { data: { skipped: 'not configured' } }.
 */
import { z } from 'zod';
import { resolveCaller } from '../_shared/auth.ts';
import { HttpError } from '../_shared/http.ts';
import { MESSAGES } from '../_shared/messages.ts';
import { jsonHandler } from '../_shared/serve.ts';
import {
  addQuestionRow,
  smartsheetConfig,
  SmartsheetError,
  type SheetValues,
} from '../_shared/smartsheet.ts';
import { serviceClient } from '../_shared/supabase.ts';
import { parseBody, uuid } from '../_shared/validation.ts';

export const smartsheetBody = z.object({ questionId: uuid });

const QUESTION_SELECT =
  'id, created_at, status, title, content, coding_question_type, first_name, last_name, email, phone_number, user_title, entity_institution, zip_code, date_of_service, location_of_service_name, location_of_service_zip, pos_indicator, smartsheet_row_id, corporate_account:corporate_accounts!questions_corporate_account_id_fkey(name)';

type QuestionRow = Omit<SheetValues, 'corporate_account'> & {
  id: string;
  smartsheet_row_id: string | number | null;
  corporate_account: { name: string } | Array<{ name: string }> | null;
};

export const handler = jsonHandler('submit-to-smartsheet', async ({ req, body }) => {
  await resolveCaller(req); // anyone (the public forms call it), but a bad token is still 401
  const { questionId } = parseBody(smartsheetBody, body);
  const cfg = smartsheetConfig();
  if (!cfg) {
    console.log(`[submit-to-smartsheet] not configured; skipped question ${questionId}`);
    return { data: { skipped: 'not configured' } };
  }

  const admin = serviceClient();
  const { data, error } = await admin
    .from('questions')
    .select(QUESTION_SELECT)
    .eq('id', questionId)
    .maybeSingle();
  if (error) throw new Error(error.message);
  if (!data) throw new HttpError(404, MESSAGES.questionNotFound);
  const question = data as unknown as QuestionRow;
  if (question.smartsheet_row_id !== null && question.smartsheet_row_id !== undefined) {
    return { data: { rowId: String(question.smartsheet_row_id), alreadySynced: true } };
  }

  const account = Array.isArray(question.corporate_account)
    ? question.corporate_account[0]
    : question.corporate_account;
  const { corporate_account: _ignored, smartsheet_row_id: _rowId, ...fields } = question;
  const values: SheetValues = { ...fields, corporate_account: account?.name ?? null };

  try {
    const { rowId, attempts } = await addQuestionRow(cfg, values);
    const { error: saveError } = await admin
      .from('questions')
      .update({
        smartsheet_row_id: rowId,
        smartsheet_synced_at: new Date().toISOString(),
        smartsheet_error: null,
      })
      .eq('id', questionId);
    if (saveError) throw new Error(`row ${rowId} added but not recorded: ${saveError.message}`);
    console.log(
      `[submit-to-smartsheet] question ${questionId} -> row ${rowId} (${attempts} attempt(s))`,
    );
    return { data: { rowId, attempts } };
  } catch (e) {
    if (!(e instanceof SmartsheetError)) throw e;
    await admin
      .from('questions')
      .update({
        smartsheet_error: e.message.slice(0, 1000),
        smartsheet_synced_at: new Date().toISOString(),
      })
      .eq('id', questionId);
    // Smartsheet's messages can quote cell values: log the status only.
    console.error(
      `[submit-to-smartsheet] question ${questionId} failed after ${e.attempts} attempt(s): status ${e.status ?? 'network'}`,
    );
    throw new HttpError(502, `Smartsheet sync failed: ${e.message}`);
  }
});
