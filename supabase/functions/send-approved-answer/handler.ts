/**
 * send-approved-answer: { answerId }. Emails an approved answer to its question's submitter
 * (questions.submitter_email, else questions.email). Callers: approvers and admins (the app calls it
 * right after approve_answer succeeds), or the service role. Who is an approver is decided once, by
 * SQL is_approver() (the rule approve_answer applies); this function asks the database, as the
 * caller, for is_approver() or is_admin() instead of reading profile columns itself
 * (docs/decisions.md, "Who may approve"). Exactly once per answer: the
 * answer_deliveries row is claimed first (claim_answer_delivery), so a repeated or concurrent call
 * does not send twice; a failed send can be retried by calling again (an admin's retry is audited
 * as email.send_again).
 * 200 { data: { sent: true } } or { data: { sent: false, status: 'sent' | 'sending' } };
 * 401 no session; 403 not an approver; 404 unknown answer; 409 answer not approved; 502 SMTP failed.
 */
import { createClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { bearerToken, requireSession, resolveCaller } from '../_shared/auth.ts';
import { requiredEnv } from '../_shared/env.ts';
import { HttpError } from '../_shared/http.ts';
import { mailConfig, sendMail, smtpReason } from '../_shared/mailer.ts';
import { jsonHandler } from '../_shared/serve.ts';
import { serviceClient } from '../_shared/supabase.ts';
import { parseBody, uuid } from '../_shared/validation.ts';
import { composeApprovedAnswerEmail } from './email.ts';

export const APPROVED_ANSWER_MESSAGES = {
  onlyApprovers: 'Only approvers can send approved answers',
  answerNotFound: 'Answer not found',
  notApproved: 'This answer has not been approved',
  noRecipient: 'The question has no submitter email address',
  sendFailed: 'The answer email could not be sent',
} as const;

const body = z.object({ answerId: uuid });

interface AnswerRow {
  id: string;
  content: string;
  approved_at: string | null;
  question: {
    id: string;
    title: string;
    content: string;
    coding_question_type: string | null;
    submitter_name: string | null;
    submitter_email: string | null;
    first_name: string | null;
    last_name: string | null;
    email: string | null;
  } | null;
}

/** Approvers (SQL is_approver()) and admins (is_admin()) may send; asked as the caller, so RLS applies. */
async function maySendApprovedAnswers(req: Request): Promise<boolean> {
  const asCaller = createClient(requiredEnv('SUPABASE_URL'), requiredEnv('SUPABASE_ANON_KEY'), {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { Authorization: `Bearer ${bearerToken(req)}` } },
  });
  const [approver, admin] = await Promise.all([
    asCaller.rpc('is_approver'),
    asCaller.rpc('is_admin'),
  ]);
  const failed = approver.error ?? admin.error;
  if (failed) throw new Error(`role check failed: ${failed.message}`);
  return approver.data === true || admin.data === true;
}

export const handler = jsonHandler('send-approved-answer', async ({ req, body: raw }) => {
  const caller = requireSession(await resolveCaller(req));
  if (caller.kind === 'user' && !(await maySendApprovedAnswers(req))) {
    throw new HttpError(403, APPROVED_ANSWER_MESSAGES.onlyApprovers);
  }
  const { answerId } = parseBody(body, raw);
  const admin = serviceClient();

  const { data, error } = await admin
    .from('answers')
    .select(
      'id, content, approved_at, question:questions(id, title, content, coding_question_type, submitter_name, submitter_email, first_name, last_name, email)',
    )
    .eq('id', answerId)
    .maybeSingle();
  if (error) throw new Error(`answer lookup failed: ${error.message}`);
  const answer = data as unknown as AnswerRow | null;
  if (!answer || !answer.question)
    throw new HttpError(404, APPROVED_ANSWER_MESSAGES.answerNotFound);
  if (!answer.approved_at) throw new HttpError(409, APPROVED_ANSWER_MESSAGES.notApproved);
  const q = answer.question;
  const to = (q.submitter_email ?? q.email ?? '').trim();
  if (!to) throw new HttpError(409, APPROVED_ANSWER_MESSAGES.noRecipient);
  const cfg = mailConfig();

  const { data: claimed, error: claimError } = await admin.rpc('claim_answer_delivery', {
    p_answer_id: answer.id,
    p_recipient: to,
    // an admin sending a failed answer email again is audited with the claim
    p_actor: caller.kind === 'user' ? caller.id : null,
  });
  if (claimError) throw new Error(`delivery claim failed: ${claimError.message}`);
  if (claimed !== true) {
    const { data: row } = await admin
      .from('answer_deliveries')
      .select('status')
      .eq('answer_id', answer.id)
      .maybeSingle();
    return {
      data: { sent: false, status: (row as { status?: string } | null)?.status ?? 'sending' },
    };
  }

  const message = composeApprovedAnswerEmail({
    to,
    from: cfg.from,
    submitterName: q.submitter_name?.trim() || `${q.first_name ?? ''} ${q.last_name ?? ''}`.trim(),
    questionId: q.id,
    questionTitle: q.title,
    questionContent: q.content,
    codingQuestionType: q.coding_question_type,
    answer: answer.content,
    approvedAt: answer.approved_at,
  });
  try {
    await sendMail(cfg, message);
  } catch (e) {
    const reason = smtpReason(e);
    await admin.rpc('finish_answer_delivery', {
      p_answer_id: answer.id,
      p_ok: false,
      p_error: reason,
    });
    console.error(`[send-approved-answer] answer ${answer.id}: SMTP failed (${reason})`);
    throw new HttpError(502, `${APPROVED_ANSWER_MESSAGES.sendFailed}: ${reason}`);
  }
  const { error: finishError } = await admin.rpc('finish_answer_delivery', {
    p_answer_id: answer.id,
    p_ok: true,
  });
  if (finishError)
    console.error(
      `[send-approved-answer] answer ${answer.id}: could not record delivery (${finishError.message})`,
    );
  console.log(`[send-approved-answer] sent answer ${answer.id} of question ${q.id}`);
  return { data: { sent: true } };
});
