/**
 * The confirmation to an address nobody has shown to be theirs (an anonymous submission, staff
 * filing for someone, an account whose email is not confirmed): fixed words, the question's
 * reference and the partner's name from its account row, and no text the submitter typed, so the
 * form cannot make ClaimDesk mail words of someone's choosing (docs/decisions.md, "Confirmations to
 * unverified addresses"). The spec's parts stay: sent from the service's domain, which the reader
 * is asked to whitelist, and a word about the spam folder.
 */
import type { Db } from './supabase.ts';
import { partnerHeader, type ConfirmationPartner } from './emails.ts';
import {
  escapeHtml,
  fromHeader,
  htmlMail,
  oneLine,
  PRODUCT_NAME,
  senderDomain,
  type Message,
} from './mailer.ts';
import { shortReference } from './reference.ts';

export interface PlainConfirmationInput {
  to: string;
  from: string;
  questionId: string;
  partner?: ConfirmationPartner | null;
}

export function plainConfirmationSubject(questionId: string, partner?: string | null): string {
  const via = partner ? ` (${partner})` : '';
  return oneLine(`${PRODUCT_NAME}${via}: we received your question ${shortReference(questionId)}`);
}

export const PLAIN_CONFIRMATION_TEXT = {
  greeting: 'Hello,',
  notYou: `If you did not submit a question to ${PRODUCT_NAME}, you can ignore this email.`,
} as const;

export function composePlainConfirmationEmail(input: PlainConfirmationInput): Message {
  const domain = senderDomain(input.from);
  const partner = input.partner ?? null;
  const through = partner ? ` through the ${oneLine(partner.name)} form` : '';
  const ref = shortReference(input.questionId);
  const received = `Thank you for submitting your question to ${PRODUCT_NAME}${through}. We have received it.`;
  const review =
    'An expert documentation specialist will review your question and reply to you by email.';
  const text = [
    ...(partner ? [oneLine(partner.name), ''] : []),
    PLAIN_CONFIRMATION_TEXT.greeting,
    '',
    received,
    '',
    `Reference: ${ref} (please quote it if you write to us about this question)`,
    '',
    review,
    '',
    `To make sure our reply reaches you, please add ${domain} to your safe senders list ` +
      '(whitelist it) and check your spam or junk folder if you do not see our email.',
    '',
    'Please do not send patient-identifying information by email.',
    '',
    PLAIN_CONFIRMATION_TEXT.notYou,
    '',
    `The ${PRODUCT_NAME} team`,
  ].join('\n');
  const header = partner ? partnerHeader(partner) : '';
  const html = htmlMail(`${header}<p>${PLAIN_CONFIRMATION_TEXT.greeting}</p>
<p>${escapeHtml(received)}</p>
<p>Reference: <strong>${ref}</strong> (please quote it if you write to us about this question)</p>
<p>${review}</p>
<p>To make sure our reply reaches you, please add <strong>${escapeHtml(domain)}</strong> to your safe senders list (whitelist it) and check your spam or junk folder if you do not see our email.</p>
<p>Please do not send patient-identifying information by email.</p>
<p>${escapeHtml(PLAIN_CONFIRMATION_TEXT.notYou)}</p>`);
  return {
    from: fromHeader(input.from),
    to: input.to,
    subject: plainConfirmationSubject(input.questionId, partner?.name),
    text,
    html,
  };
}

/**
 * Whether `to` is the confirmed address of the account that filed the question (the one case the
 * confirmation may repeat what was typed); false for an anonymous question or an unconfirmed email.
 */
export async function isOwnConfirmedAddress(
  admin: Db,
  questionId: string,
  to: string,
): Promise<boolean> {
  const { data, error } = await admin
    .from('questions')
    .select('user_id')
    .eq('id', questionId)
    .maybeSingle();
  if (error) throw new Error(error.message);
  const userId = data?.user_id;
  if (!userId) return false;
  const { data: found, error: userError } = await admin.auth.admin.getUserById(userId);
  if (userError) throw new Error(userError.message);
  const user = found.user;
  return Boolean(
    user?.email_confirmed_at && user.email?.trim().toLowerCase() === to.trim().toLowerCase(),
  );
}
