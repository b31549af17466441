/**
 * send-confirmation-email: { email, firstName, lastName, title, questionId? }. Staff and the service
 * role only (401 anonymous, 403 other users): the outbox (process-outbox) sends every submission's
 * confirmation itself. Still not a relay: it only writes to the submitter of a question
 * created in the last hour (questions.email or submitter_email equal to `email`, any case; with
 * questionId, that question), and the title and name in the mail come from that question row; they
 * are only repeated to the confirmed address of the account that filed it, any other address gets
 * the plain confirmation (docs/decisions.md, "Confirmations to unverified addresses").
 * 200 { data: { sent: true, questionId } }; 403 when no such question; 502 when SMTP fails.
 */
import { z } from 'zod';
import { requireStaffOrService, resolveCaller } from '../_shared/auth.ts';
import { composeConfirmationEmail } from '../_shared/emails.ts';
import { HttpError } from '../_shared/http.ts';
import { mailConfig, sendMail, smtpReason } from '../_shared/mailer.ts';
import { MESSAGES } from '../_shared/messages.ts';
import {
  composePlainConfirmationEmail,
  isOwnConfirmedAddress,
} from '../_shared/plain-confirmation.ts';
import { recentQuestionsFrom, SendLimiter } from '../_shared/questions.ts';
import { jsonHandler } from '../_shared/serve.ts';
import { serviceClient } from '../_shared/supabase.ts';
import { email, parseBody, requiredText, uuid } from '../_shared/validation.ts';

export const confirmationBody = z.object({
  email,
  firstName: requiredText(100),
  lastName: requiredText(100),
  title: requiredText(200),
  questionId: uuid.nullish(),
});

/** At most 5 of these emails per question per hour (per process). */
const limiter = new SendLimiter(5);

export const handler = jsonHandler('send-confirmation-email', async ({ req, body }) => {
  // The outbox sends this after every submission; only staff and the service may call it directly.
  requireStaffOrService(await resolveCaller(req));
  const input = parseBody(confirmationBody, body);
  const cfg = mailConfig();

  const admin = serviceClient();
  const recent = await recentQuestionsFrom(admin, input.email);
  const question = input.questionId
    ? recent.find((q) => q.id === input.questionId)
    : (recent.find((q) => q.title.trim() === input.title.trim()) ?? recent[0]);
  if (!question) throw new HttpError(403, MESSAGES.noRecentQuestion);

  if (!limiter.take(question.id)) throw new HttpError(429, MESSAGES.tooManyEmails);

  const message = (await isOwnConfirmedAddress(admin, question.id, input.email))
    ? composeConfirmationEmail({
        to: input.email,
        firstName: question.first_name ?? input.firstName,
        lastName: question.last_name ?? input.lastName,
        title: question.title,
        questionId: question.id,
        from: cfg.from,
      })
    : composePlainConfirmationEmail({ to: input.email, from: cfg.from, questionId: question.id });
  try {
    await sendMail(cfg, message);
  } catch (e) {
    const reason = smtpReason(e);
    console.error(`[send-confirmation-email] question ${question.id}: SMTP failed (${reason})`);
    throw new HttpError(502, `${MESSAGES.confirmationFailed}: ${reason}`);
  }
  console.log(`[send-confirmation-email] sent for question ${question.id}`);
  return { data: { sent: true, questionId: question.id } };
});
