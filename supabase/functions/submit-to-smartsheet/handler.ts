/**
 * submit-to-smartsheet: { questionId }. Adds the question as a row of the Smartsheet sheet
 * (SMARTSHEET_ACCESS_TOKEN, SMARTSHEET_SHEET_ID, SMARTSHEET_COLUMN_MAP, SMARTSHEET_API_BASE,
 * SMARTSHEET_TIMEOUT_MS), retrying 429/5xx and timeouts. Staff (from the question page) and the
 * service role only: every submission's row is queued in the outbox, so the browser never calls this.
 * One row per question even under parallel calls (the database claims the sync); the outcome is
 * recorded on the question's internal data (question_internal.smartsheet_*), the upstream error
 * there and status-only in the logs; callers get a generic message.
 * 200 { data: { rowId, attempts } } | { data: { rowId, alreadySynced: true } } |
 * { data: { skipped: 'not configured' } }; 404 unknown question; 409 another sync in progress;
 * 502 'Smartsheet sync failed'.
 */
import { z } from 'zod';
import { requireStaffOrService, resolveCaller } from '../_shared/auth.ts';
import { HttpError } from '../_shared/http.ts';
import { MESSAGES } from '../_shared/messages.ts';
import { jsonHandler } from '../_shared/serve.ts';
import { smartsheetConfig, SmartsheetError } from '../_shared/smartsheet.ts';
import { syncQuestion } from '../_shared/smartsheet-sync.ts';
import { serviceClient } from '../_shared/supabase.ts';
import { parseBody, uuid } from '../_shared/validation.ts';

export const smartsheetBody = z.object({ questionId: uuid });

export const handler = jsonHandler('submit-to-smartsheet', async ({ req, body }) => {
  requireStaffOrService(await resolveCaller(req));
  const { questionId } = parseBody(smartsheetBody, body);
  if (!smartsheetConfig()) {
    console.log(`[submit-to-smartsheet] not configured; skipped question ${questionId}`);
    return { data: { skipped: 'not configured' } };
  }
  let result;
  try {
    result = await syncQuestion(serviceClient(), questionId);
  } catch (e) {
    if (e instanceof SmartsheetError) throw new HttpError(502, MESSAGES.smartsheetFailed);
    throw e;
  }
  switch (result.outcome) {
    case 'not-configured':
      console.log(`[submit-to-smartsheet] not configured; skipped question ${questionId}`);
      return { data: { skipped: 'not configured' } };
    case 'missing':
      throw new HttpError(404, MESSAGES.questionNotFound);
    case 'busy':
      throw new HttpError(409, MESSAGES.smartsheetBusy);
    case 'already-synced':
      return { data: { rowId: result.rowId, alreadySynced: true } };
    case 'synced':
      return { data: { rowId: result.rowId, attempts: result.attempts } };
  }
});
