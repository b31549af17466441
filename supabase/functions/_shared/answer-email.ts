/**
 * The email that delivers an approved answer to the question's submitter (HTML + text parts), and
 * its delivery: approve_answer queues an outbox row (kind answer_email) in the approval's own
 * transaction and process-outbox sends it, like every other mail (docs/decisions.md, "One mail path").
 */
import type { Db } from './supabase.ts';
import type { Delivery } from './followups.ts';
import {
  escapeHtml,
  fromHeader,
  htmlMail,
  oneLine,
  PRODUCT_NAME,
  mailConfig,
  sendMail,
  smtpReason,
  type Message,
} from './mailer.ts';
import { shortReference } from './reference.ts';
import { fieldOf } from './validation.ts';

export interface ApprovedAnswerInput {
  to: string;
  from: string;
  submitterName: string;
  /** The question's id: the mail gives its reference. */
  questionId: string;
  questionTitle: string;
  questionContent: string;
  codingQuestionType: string | null;
  answer: string;
  approvedAt: string;
}

export function approvedAnswerSubject(title: string): string {
  return oneLine(`${PRODUCT_NAME}: your question "${title}" has been answered`);
}

export function composeApprovedAnswerEmail(input: ApprovedAnswerInput): Message {
  const name = oneLine(input.submitterName) || 'there';
  const text = [
    `Dear ${name},`,
    '',
    `An expert documentation specialist has answered your question, and the answer has been reviewed and approved.`,
    '',
    `Question: ${input.questionTitle}`,
    `Reference: ${shortReference(input.questionId)}`,
    ...(input.codingQuestionType ? [`Coding question type: ${input.codingQuestionType}`] : []),
    '',
    input.questionContent,
    '',
    'Answer:',
    '',
    input.answer,
    '',
    'Please do not reply with patient-identifying information.',
    '',
    `The ${PRODUCT_NAME} team`,
  ].join('\n');
  const html = htmlMail(`<p>Dear ${escapeHtml(name)},</p>
<p>An expert documentation specialist has answered your question, and the answer has been reviewed and approved.</p>
<p><strong>Question:</strong> ${escapeHtml(input.questionTitle)}<br><strong>Reference:</strong> ${shortReference(input.questionId)}${
    input.codingQuestionType
      ? `<br><strong>Coding question type:</strong> ${escapeHtml(input.codingQuestionType)}`
      : ''
  }</p>
<blockquote style="border-left: 3px solid #d1d5db; margin: 0; padding-left: 12px; white-space: pre-wrap">${escapeHtml(input.questionContent)}</blockquote>
<p><strong>Answer:</strong></p>
<div style="border-left: 3px solid #2563eb; padding-left: 12px; white-space: pre-wrap">${escapeHtml(input.answer)}</div>
<p>Please do not reply with patient-identifying information.</p>`);
  return {
    from: fromHeader(input.from),
    to: input.to,
    subject: approvedAnswerSubject(input.questionTitle),
    text,
    html,
  };
}

/**
 * One answer_email row: the approved answer (payload.answerId) to its question's submitter
 * (submitter_email, else email; payload.to for the rows copied from the old answer_deliveries).
 * Everything it sends is read from the database.
 */
export async function deliverAnswerEmail(admin: Db, payload: unknown): Promise<Delivery> {
  const answerId = fieldOf(payload, 'answerId');
  const payloadTo = fieldOf(payload, 'to');
  if (typeof answerId !== 'string') return { outcome: 'skipped', note: 'malformed payload' };
  const { data, error } = await admin
    .from('answers')
    .select(
      'id, content, approved_at, question:questions(id, title, content, coding_question_type, submitter_name, submitter_email, first_name, last_name, email)',
    )
    .eq('id', answerId)
    .maybeSingle();
  if (error) throw new Error(`answer lookup failed: ${error.message}`);
  const answer = data;
  if (!answer?.question) return { outcome: 'skipped', note: 'answer deleted' };
  if (!answer.approved_at) return { outcome: 'skipped', note: 'answer not approved' };
  const q = answer.question;
  const to =
    (typeof payloadTo === 'string' && payloadTo.trim()) ||
    (q.submitter_email ?? q.email ?? '').trim();
  if (!to) return { outcome: 'skipped', note: 'no submitter email' };
  const cfg = mailConfig();
  try {
    await sendMail(
      cfg,
      composeApprovedAnswerEmail({
        to,
        from: cfg.from,
        submitterName:
          q.submitter_name?.trim() || `${q.first_name ?? ''} ${q.last_name ?? ''}`.trim(),
        questionId: q.id,
        questionTitle: q.title,
        questionContent: q.content,
        codingQuestionType: q.coding_question_type,
        answer: answer.content,
        approvedAt: answer.approved_at,
      }),
    );
  } catch (e) {
    // Never the address or the content: the reason only.
    throw new Error(`answer: SMTP failed (${smtpReason(e)})`);
  }
  return { outcome: 'delivered' };
}
