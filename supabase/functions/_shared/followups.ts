/**
 * The follow-ups of a submission, delivered by process-outbox (and by the spec's functions when
 * staff or the service call them): each reads what it sends from the database, never from a caller.
 * A delivery returns 'delivered' or 'skipped' (final) or throws (the outbox retries with backoff).
 */
import type { Db, Tables } from './supabase.ts';
import {
  composeConfirmationEmail,
  composeCorporateDigest,
  composeCorporateNotification,
  type ConfirmationPartner,
} from './emails.ts';
import { siteUrl } from './env.ts';
import { mailConfig, sendMail, smtpReason } from './mailer.ts';
import { composePlainConfirmationEmail } from './plain-confirmation.ts';
import { fieldOf } from './validation.ts';

export type Delivery = { outcome: 'delivered' | 'skipped'; note?: string };

const QUESTION_COLUMNS =
  'id, created_at, corporate_account_id, title, content, coding_question_type, submitter_name, submitter_email, first_name, last_name, email, zip_code, location_of_service_name, location_of_service_zip, pos_indicator';

/** The question columns the follow-ups read (QUESTION_COLUMNS) of a questions row. */
export type QuestionRow = Pick<
  Tables<'questions'>,
  | 'id'
  | 'created_at'
  | 'corporate_account_id'
  | 'title'
  | 'content'
  | 'coding_question_type'
  | 'submitter_name'
  | 'submitter_email'
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'zip_code'
  | 'location_of_service_name'
  | 'location_of_service_zip'
  | 'pos_indicator'
>;

export async function loadQuestion(admin: Db, questionId: string): Promise<QuestionRow | null> {
  const { data, error } = await admin
    .from('questions')
    .select(QUESTION_COLUMNS)
    .eq('id', questionId)
    .maybeSingle();
  if (error) throw new Error(error.message);
  return data;
}

async function loadAccount(admin: Db, accountId: string) {
  const { data, error } = await admin
    .from('corporate_accounts')
    .select('id, name, primary_email, questions_remaining')
    .eq('id', accountId)
    .maybeSingle();
  if (error) throw new Error(error.message);
  return data;
}

/**
 * The brand of the partner a question was filed with: its display name and its logo as an absolute
 * address (a path on the site is made absolute with SITE_URL); null without a partner.
 */
async function loadPartnerBrand(
  admin: Db,
  accountId: string | null,
): Promise<ConfirmationPartner | null> {
  if (!accountId) return null;
  const { data, error } = await admin
    .from('corporate_accounts')
    .select('name, display_name, logo_url')
    .eq('id', accountId)
    .maybeSingle();
  if (error) throw new Error(error.message);
  const row = data;
  if (!row) return null;
  const logo = row.logo_url?.startsWith('/') ? `${siteUrl()}${row.logo_url}` : row.logo_url;
  return { name: row.display_name ?? row.name, logoUrl: logo };
}

async function send(
  label: string,
  cfg: ReturnType<typeof mailConfig>,
  message: Parameters<typeof sendMail>[1],
) {
  try {
    await sendMail(cfg, message);
  } catch (e) {
    // Never the address or the content: the reason only.
    throw new Error(`${label}: SMTP failed (${smtpReason(e)})`);
  }
}

/**
 * The submitter's confirmation of one question. `recipient` is the address submit_question chose
 * (the outbox row's payload.to: the typed address, or a signed-in caller's own); rows without one
 * go to the question's email. Only `verified` (payload.verified: the signed-in caller's own
 * confirmed address) gets the title and name they typed; any other address gets the plain
 * confirmation (docs/decisions.md, "Confirmations to unverified addresses").
 */
export async function deliverConfirmation(
  admin: Db,
  questionId: string,
  recipient: string | null = null,
  verified = false,
): Promise<Delivery> {
  const q = await loadQuestion(admin, questionId);
  if (!q) return { outcome: 'skipped', note: 'question deleted' };
  const to = recipient ?? q.email ?? q.submitter_email;
  if (!to) return { outcome: 'skipped', note: 'no recipient' };
  const cfg = mailConfig();
  const partner = await loadPartnerBrand(admin, q.corporate_account_id);
  const message = verified
    ? composeConfirmationEmail({
        to,
        firstName: q.first_name ?? '',
        lastName: q.last_name ?? '',
        title: q.title,
        questionId: q.id,
        from: cfg.from,
        partner,
      })
    : composePlainConfirmationEmail({ to, from: cfg.from, questionId: q.id, partner });
  await send('confirmation', cfg, message);
  return { outcome: 'delivered' };
}

/** The partner's notification of one question, to the account's primary_email. */
export async function deliverNotification(admin: Db, questionId: string): Promise<Delivery> {
  const q = await loadQuestion(admin, questionId);
  if (!q) return { outcome: 'skipped', note: 'question deleted' };
  if (!q.corporate_account_id) return { outcome: 'skipped', note: 'no corporate account' };
  const account = await loadAccount(admin, q.corporate_account_id);
  if (!account) return { outcome: 'skipped', note: 'account deleted' };
  if (!account.primary_email) return { outcome: 'skipped', note: 'no primary email' };
  const cfg = mailConfig();
  await send(
    'notification',
    cfg,
    composeCorporateNotification({
      to: account.primary_email,
      from: cfg.from,
      accountName: account.name,
      questionId: q.id,
      title: q.title,
      content: q.content,
      codingQuestionType: q.coding_question_type,
      submitterName:
        q.submitter_name ?? ([q.first_name, q.last_name].filter(Boolean).join(' ') || null),
      submitterEmail: q.submitter_email ?? q.email,
      zipCode: q.zip_code,
      locationOfServiceName: q.location_of_service_name,
      locationOfServiceZip: q.location_of_service_zip,
      posIndicator: q.pos_indicator,
      questionsRemaining:
        typeof account.questions_remaining === 'number' ? account.questions_remaining : null,
    }),
  );
  return { outcome: 'delivered' };
}

/** One digest of the questions over an account's notification limit in one window. */
export async function deliverDigest(admin: Db, payload: unknown): Promise<Delivery> {
  const accountId = fieldOf(payload, 'accountId');
  const questionIds = fieldOf(payload, 'questionIds');
  if (typeof accountId !== 'string' || !Array.isArray(questionIds)) {
    return { outcome: 'skipped', note: 'malformed digest payload' };
  }
  const account = await loadAccount(admin, accountId);
  if (!account) return { outcome: 'skipped', note: 'account deleted' };
  if (!account.primary_email) return { outcome: 'skipped', note: 'no primary email' };
  const ids = questionIds.filter((x): x is string => typeof x === 'string').slice(0, 1000);
  const { data, error } = await admin
    .from('questions')
    .select('id, title, coding_question_type, created_at')
    .in('id', ids)
    .order('created_at');
  if (error) throw new Error(error.message);
  const rows = data ?? [];
  if (rows.length === 0) return { outcome: 'skipped', note: 'questions deleted' };
  const cfg = mailConfig();
  await send(
    'digest',
    cfg,
    composeCorporateDigest({
      to: account.primary_email,
      from: cfg.from,
      accountName: account.name,
      questions: rows.map((r) => ({
        id: r.id,
        title: r.title,
        codingQuestionType: r.coding_question_type,
      })),
      questionsRemaining: account.questions_remaining,
    }),
  );
  return { outcome: 'delivered' };
}
