/** The two emails the functions send, composed as pure functions (HTML + text parts). */
import {
  escapeHtml,
  fromHeader,
  htmlMail,
  oneLine,
  PRODUCT_NAME,
  senderDomain,
  type Message,
} from './mailer.ts';
import { referenceLine, shortReference } from './reference.ts';

/** Wording of the counter forms when an account has no questions left this month. */
export const ZERO_REMAINING_MESSAGE =
  'No questions remain this month. We will still accept this question and work with you to upgrade your plan for the month.';

/** The partner whose form the question came through: its brand heads the confirmation. */
export interface ConfirmationPartner {
  /** Its display name (the account name unless one is set). */
  name: string;
  /** An absolute URL of its logo, or null. */
  logoUrl: string | null;
}

export interface ConfirmationInput {
  to: string;
  firstName: string;
  lastName: string;
  title: string;
  /** The question's id: the mail gives its reference, as the confirmation view does. */
  questionId: string;
  from: string;
  partner?: ConfirmationPartner | null;
}

export function confirmationSubject(title: string, partner?: string | null): string {
  const via = partner ? ` (${partner})` : '';
  return oneLine(`${PRODUCT_NAME}${via}: we received your question "${title}"`);
}

/** The logo as the HTML part shows it: only an absolute http(s) address reaches a mail client. */
export function partnerHeader(partner: ConfirmationPartner): string {
  const logo =
    partner.logoUrl && /^https?:\/\//.test(partner.logoUrl)
      ? `<img src="${escapeHtml(partner.logoUrl)}" alt="${escapeHtml(partner.name)} logo" height="48" style="display: block; height: 48px; width: auto; margin-bottom: 8px">`
      : '';
  return `${logo}<p style="margin: 0 0 16px; font-weight: 600">${escapeHtml(partner.name)}</p>\n`;
}

export function composeConfirmationEmail(input: ConfirmationInput): Message {
  const domain = senderDomain(input.from);
  const name = oneLine(`${input.firstName} ${input.lastName}`);
  const partner = input.partner ?? null;
  const through = partner ? ` through the ${oneLine(partner.name)} form` : '';
  const text = [
    ...(partner ? [oneLine(partner.name), ''] : []),
    `Dear ${name},`,
    '',
    `Thank you for submitting your question to ${PRODUCT_NAME}${through}. We have received it:`,
    '',
    `    ${input.title}`,
    '',
    `${referenceLine(input.questionId)} (please quote it if you write to us about this question)`,
    '',
    'An expert documentation specialist will review your question and reply to you by email.',
    '',
    `To make sure our reply reaches you, please add ${domain} to your safe senders list ` +
      '(whitelist it) and check your spam or junk folder if you do not see our email.',
    '',
    'Please do not send patient-identifying information by email.',
    '',
    `The ${PRODUCT_NAME} team`,
  ].join('\n');
  const html = htmlMail(`${partner ? partnerHeader(partner) : ''}<p>Dear ${escapeHtml(name)},</p>
<p>Thank you for submitting your question to ${PRODUCT_NAME}${escapeHtml(through)}. We have received it:</p>
<blockquote style="border-left: 3px solid #2563eb; margin: 0; padding-left: 12px"><strong>${escapeHtml(input.title)}</strong></blockquote>
<p>Reference: <strong>${shortReference(input.questionId)}</strong> (please quote it if you write to us about this question)</p>
<p>An expert documentation specialist will review your question and reply to you by email.</p>
<p>To make sure our reply reaches you, please add <strong>${escapeHtml(domain)}</strong> to your safe senders list (whitelist it) and check your spam or junk folder if you do not see our email.</p>
<p>Please do not send patient-identifying information by email.</p>`);
  return {
    from: fromHeader(input.from),
    to: input.to,
    subject: confirmationSubject(input.title, partner?.name),
    text,
    html,
  };
}

export interface CorporateNotificationInput {
  to: string;
  from: string;
  accountName: string;
  questionId: string;
  title: string;
  content: string;
  codingQuestionType: string | null;
  submitterName: string | null;
  submitterEmail: string | null;
  zipCode: string | null;
  locationOfServiceName: string | null;
  locationOfServiceZip: string | null;
  posIndicator: string | null;
  /** -1 unlimited, 0 none left, else the count. */
  questionsRemaining: number | null;
}

export function corporateSubject(accountName: string, title: string): string {
  return oneLine(`${PRODUCT_NAME}: new question for ${accountName}: "${title}"`);
}

/** "Questions Remaining: N", "Unlimited", or the zero wording of the counter forms. */
export function remainingLines(remaining: number | null): string[] {
  if (remaining === null) return [];
  if (remaining < 0) return ['Questions Remaining: Unlimited'];
  if (remaining === 0) return ['Questions Remaining: 0', ZERO_REMAINING_MESSAGE];
  return [`Questions Remaining: ${remaining}`];
}

export function composeCorporateNotification(input: CorporateNotificationInput): Message {
  const rows: Array<[string, string | null]> = [
    ['Question summary', input.title],
    ['Coding question type', input.codingQuestionType],
    ['Submitted by', input.submitterName],
    ['Submitter email', input.submitterEmail],
    ['Zip code', input.zipCode],
    ['Location of service', input.locationOfServiceName],
    ['Location of service zip', input.locationOfServiceZip],
    ['POS indicator', input.posIndicator],
    ['Reference', shortReference(input.questionId)],
  ];
  const present = rows.filter((r): r is [string, string] => r[1] !== null && r[1] !== '');
  const remaining = remainingLines(input.questionsRemaining);
  const text = [
    `A new question was submitted for ${input.accountName}.`,
    '',
    ...present.map(([k, v]) => `${k}: ${v}`),
    '',
    'Question:',
    input.content,
    '',
    ...remaining,
    '',
    `The ${PRODUCT_NAME} team`,
  ].join('\n');
  const html =
    htmlMail(`<p>A new question was submitted for <strong>${escapeHtml(input.accountName)}</strong>.</p>
<table cellpadding="4" style="border-collapse: collapse">
${present.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('\n')}
</table>
<p><strong>Question:</strong></p>
<p style="white-space: pre-wrap">${escapeHtml(input.content)}</p>
${remaining.map((line, i) => `<p${i === 1 ? ' style="color: #b45309"' : ''}>${escapeHtml(line)}</p>`).join('\n')}`);
  return {
    from: fromHeader(input.from),
    to: input.to,
    subject: corporateSubject(input.accountName, input.title),
    text,
    html,
  };
}

export interface CorporateDigestInput {
  to: string;
  from: string;
  accountName: string;
  questions: Array<{ id: string; title: string; codingQuestionType: string | null }>;
  questionsRemaining: number | null;
}

/** One mail for the questions submitted after the per-account notification limit was reached. */
export function composeCorporateDigest(input: CorporateDigestInput): Message {
  const n = input.questions.length;
  const lead = `${n} more question${n === 1 ? ' was' : 's were'} submitted for ${input.accountName}.`;
  const remaining = remainingLines(input.questionsRemaining);
  const lines = input.questions.map(
    (q) =>
      `${q.title}${q.codingQuestionType ? ` (${q.codingQuestionType})` : ''} - ${referenceLine(q.id)}`,
  );
  const text = [
    lead,
    '',
    ...lines.map((l) => `- ${l}`),
    '',
    ...remaining,
    '',
    `The ${PRODUCT_NAME} team`,
  ].join('\n');
  const html = htmlMail(`<p>${escapeHtml(lead)}</p>
<ul>
${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('\n')}
</ul>
${remaining.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}`);
  return {
    from: fromHeader(input.from),
    to: input.to,
    subject: oneLine(
      `${PRODUCT_NAME}: ${n} more new question${n === 1 ? '' : 's'} for ${input.accountName}`,
    ),
    text,
    html,
  };
}
