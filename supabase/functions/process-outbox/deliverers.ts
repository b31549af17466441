/**
 * What process-outbox does with each kind of outbox row. A new kind of follow-up is one entry here
 * plus the SQL that queues it (public.outbox_enqueue).
 */
import type { Functions } from '../_shared/database.ts';
import type { Db } from '../_shared/supabase.ts';
import { fieldOf } from '../_shared/validation.ts';
import { deliverAnswerEmail } from '../_shared/answer-email.ts';
import { deliverReplyReceived, deliverSubmitterMail } from '../_shared/ask-back.ts';
import {
  deliverConfirmation,
  deliverDigest,
  deliverNotification,
  type Delivery,
} from '../_shared/followups.ts';
import { syncQuestion } from '../_shared/smartsheet-sync.ts';
import type { OutboxKind } from './lanes.ts';

/** A row outbox_claim hands out (the outbox table's columns). */
export type OutboxRow = Functions<'outbox_claim'>['Returns'][number];

export type Deliverer = (admin: Db, row: OutboxRow) => Promise<Delivery>;

function needsQuestion(row: OutboxRow): string {
  if (!row.question_id) throw new Error(`${row.kind} row without a question`);
  return row.question_id;
}

/** The recipient submit_question chose for a confirmation (payload.to), if the row names one. */
function recipientOf(row: OutboxRow): string | null {
  const to = fieldOf(row.payload, 'to');
  return typeof to === 'string' && to.trim() !== '' ? to.trim() : null;
}

/** Whether submit_question marked the row's address as the signed-in caller's own confirmed one. */
function verifiedOf(row: OutboxRow): boolean {
  return fieldOf(row.payload, 'verified') === true;
}

export const DELIVERERS: Record<OutboxKind, Deliverer> = {
  confirmation_email: (admin, row) =>
    deliverConfirmation(admin, needsQuestion(row), recipientOf(row), verifiedOf(row)),
  // the approved answer, queued by approve_answer
  answer_email: (admin, row) => deliverAnswerEmail(admin, row.payload),
  partner_notification: (admin, row) => deliverNotification(admin, needsQuestion(row)),
  partner_digest: (admin, row) => deliverDigest(admin, row.payload),
  // ask-back: the request, the reminder (+3 days), the close (+14 days), the reply
  info_request_email: (admin, row) => deliverSubmitterMail(admin, 'request', row.payload),
  info_request_reminder: (admin, row) => deliverSubmitterMail(admin, 'reminder', row.payload),
  info_request_close: (admin, row) => deliverSubmitterMail(admin, 'close', row.payload),
  info_reply_email: (admin, row) => deliverReplyReceived(admin, row.payload),
  smartsheet_row: async (admin, row) => {
    // One upstream attempt per delivery: the outbox's backoff does the retrying.
    const result = await syncQuestion(admin, needsQuestion(row), { maxAttempts: 1 });
    switch (result.outcome) {
      case 'synced':
      case 'already-synced':
        return { outcome: 'delivered' };
      case 'not-configured':
        return { outcome: 'skipped', note: 'Smartsheet is not configured' };
      case 'missing':
        return { outcome: 'skipped', note: 'question deleted' };
      case 'busy':
        throw new Error('another worker is adding the row');
    }
  },
};
