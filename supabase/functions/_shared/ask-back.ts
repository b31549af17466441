/**
 * Delivery of the ask-back mails for process-outbox. The database does the step a mail stands for
 * and says what to send (public.info_mail_context: the reminder is recorded, the close closes the
 * question, each submitter mail gets a fresh reply-link token); a row whose request was answered in
 * the meantime is skipped.
 */
import type { Db } from './supabase.ts';
import {
  composeReplyReceived,
  composeSubmitterMail,
  expertQuestionLink,
  replyLink,
  type SubmitterMailKind,
} from './ask-back-emails.ts';
import { siteUrl } from './env.ts';
import type { Delivery } from './followups.ts';
import { mailConfig, sendMail, smtpReason } from './mailer.ts';
import { fieldOf } from './validation.ts';

interface MailContext {
  skip?: string;
  to?: string;
  submitterName?: string;
  expertName?: string;
  questionId?: string;
  questionTitle?: string;
  message?: string;
  askedBy?: string;
  signedIn?: boolean;
  token?: string;
  reopenDays?: number;
}

function payloadId(payload: unknown, key: 'requestId' | 'replyId'): string | null {
  const v = fieldOf(payload, key);
  return typeof v === 'string' ? v : null;
}

async function context(admin: Db, kind: string, id: string): Promise<MailContext> {
  const { data, error } = await admin.rpc('info_mail_context', { p_kind: kind, p_id: id });
  if (error) throw new Error(`info_mail_context failed: ${error.message}`);
  // info_mail_context returns json (no row type to generate): its documented shape is MailContext.
  return (data ?? {}) as MailContext;
}

async function send(label: string, message: Parameters<typeof sendMail>[1]) {
  try {
    await sendMail(mailConfig(), message);
  } catch (e) {
    throw new Error(`${label}: SMTP failed (${smtpReason(e)})`);
  }
}

/** The request, its reminder or the close notice, to the submitter. */
export async function deliverSubmitterMail(
  admin: Db,
  kind: SubmitterMailKind,
  payload: unknown,
): Promise<Delivery> {
  const requestId = payloadId(payload, 'requestId');
  if (!requestId) return { outcome: 'skipped', note: 'malformed payload' };
  const ctx = await context(admin, kind, requestId);
  if (ctx.skip) return { outcome: 'skipped', note: ctx.skip };
  if (!ctx.to || !ctx.token) return { outcome: 'skipped', note: 'no recipient' };
  if (!ctx.questionId) return { outcome: 'skipped', note: 'no question' };
  await send(
    `info_${kind}`,
    composeSubmitterMail({
      kind,
      to: ctx.to,
      from: mailConfig().from,
      submitterName: ctx.submitterName ?? '',
      questionTitle: ctx.questionTitle ?? '',
      questionId: ctx.questionId,
      message: ctx.message ?? '',
      askedBy: ctx.askedBy ?? 'Your ClaimDesk expert',
      link: replyLink(siteUrl(), ctx.token),
      signedIn: Boolean(ctx.signedIn),
      reopenDays: ctx.reopenDays ?? 30,
    }),
  );
  return { outcome: 'delivered' };
}

/** "Reply received", to the question's assigned expert. */
export async function deliverReplyReceived(admin: Db, payload: unknown): Promise<Delivery> {
  const replyId = payloadId(payload, 'replyId');
  if (!replyId) return { outcome: 'skipped', note: 'malformed payload' };
  const ctx = await context(admin, 'reply', replyId);
  if (ctx.skip) return { outcome: 'skipped', note: ctx.skip };
  if (!ctx.to || !ctx.questionId) return { outcome: 'skipped', note: 'no recipient' };
  await send(
    'info_reply',
    composeReplyReceived({
      to: ctx.to,
      from: mailConfig().from,
      expertName: ctx.expertName ?? '',
      submitterName: ctx.submitterName ?? 'The submitter',
      questionTitle: ctx.questionTitle ?? '',
      questionId: ctx.questionId,
      link: expertQuestionLink(siteUrl(), ctx.questionId),
    }),
  );
  return { outcome: 'delivered' };
}
