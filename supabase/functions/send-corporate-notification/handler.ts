/**
 * send-corporate-notification: the spec's body (questionId, corporateAccountId, submitterName, ...,
 * questionsRemaining). Staff and the service role only (401 anonymous, 403 other users): the outbox
 * (process-outbox) notifies every partner submission itself. Emails the corporate account's primary_email a summary of the new question and
 * the account's remaining count ("Questions Remaining: N", or the counter forms' zero wording at 0).
 * Not a relay: the recipient is the account's primary_email from the database, and the summary is read
 * from the question row, which must belong to that account and be less than an hour old. The remaining
 * count is the account's current value in the database (after the client's decrement); the body's
 * questionsRemaining is only the fallback when the account has none.
 */
import { z } from 'zod';
import { requireStaffOrService, resolveCaller } from '../_shared/auth.ts';
import { composeCorporateNotification } from '../_shared/emails.ts';
import { HttpError } from '../_shared/http.ts';
import { mailConfig, sendMail, smtpReason } from '../_shared/mailer.ts';
import { MESSAGES } from '../_shared/messages.ts';
import { isRecent, SendLimiter } from '../_shared/questions.ts';
import { jsonHandler } from '../_shared/serve.ts';
import { serviceClient } from '../_shared/supabase.ts';
import { optionalText, parseBody, uuid } from '../_shared/validation.ts';

export const notificationBody = z.object({
  questionId: uuid,
  corporateAccountId: uuid,
  submitterName: optionalText(201),
  submitterEmail: optionalText(255),
  title: optionalText(200),
  content: z.string().nullish(),
  codingQuestionType: optionalText(100),
  zipCode: optionalText(10),
  locationOfServiceName: optionalText(200),
  locationOfServiceZip: optionalText(10),
  posIndicator: optionalText(100),
  questionsRemaining: z.number().int().min(-1).nullish(),
});

/** At most 5 of these emails per question per hour (per process). */
const limiter = new SendLimiter(5);

export const handler = jsonHandler('send-corporate-notification', async ({ req, body }) => {
  // The outbox sends this after every submission; only staff and the service may call it directly.
  requireStaffOrService(await resolveCaller(req));
  const input = parseBody(notificationBody, body);
  const cfg = mailConfig();
  const admin = serviceClient();

  const { data: question, error } = await admin
    .from('questions')
    .select(
      'id, created_at, corporate_account_id, title, content, coding_question_type, submitter_name, submitter_email, first_name, last_name, email, zip_code, location_of_service_name, location_of_service_zip, pos_indicator',
    )
    .eq('id', input.questionId)
    .maybeSingle();
  if (error) throw new Error(error.message);
  if (!question) throw new HttpError(404, MESSAGES.questionNotFound);
  if (question.corporate_account_id !== input.corporateAccountId) {
    throw new HttpError(400, 'corporateAccountId: does not match the question');
  }
  if (!isRecent(question.created_at)) throw new HttpError(403, MESSAGES.notificationTooLate);

  const { data: account, error: accountError } = await admin
    .from('corporate_accounts')
    .select('id, name, primary_email, questions_remaining')
    .eq('id', input.corporateAccountId)
    .maybeSingle();
  if (accountError) throw new Error(accountError.message);
  if (!account) throw new HttpError(404, MESSAGES.accountNotFound);
  if (!account.primary_email) {
    console.log(
      `[send-corporate-notification] account ${account.id} has no primary_email; skipped question ${question.id}`,
    );
    return { data: { skipped: 'no primary email' } };
  }

  if (!limiter.take(question.id)) throw new HttpError(429, MESSAGES.tooManyEmails);

  const message = composeCorporateNotification({
    to: account.primary_email,
    from: cfg.from,
    accountName: account.name,
    questionId: question.id,
    title: question.title,
    content: question.content,
    codingQuestionType: question.coding_question_type,
    submitterName:
      question.submitter_name ??
      ([question.first_name, question.last_name].filter(Boolean).join(' ') || null),
    submitterEmail: question.submitter_email ?? question.email,
    zipCode: question.zip_code,
    locationOfServiceName: question.location_of_service_name,
    locationOfServiceZip: question.location_of_service_zip,
    posIndicator: question.pos_indicator,
    questionsRemaining:
      typeof account.questions_remaining === 'number'
        ? account.questions_remaining
        : (input.questionsRemaining ?? null),
  });
  try {
    await sendMail(cfg, message);
  } catch (e) {
    const reason = smtpReason(e);
    console.error(`[send-corporate-notification] question ${question.id}: SMTP failed (${reason})`);
    throw new HttpError(502, `${MESSAGES.notificationFailed}: ${reason}`);
  }
  console.log(
    `[send-corporate-notification] sent for question ${question.id} to account ${account.id}`,
  );
  return { data: { sent: true, questionId: question.id } };
});
