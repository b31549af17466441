/**
 * The ask-back mails, composed as pure functions (HTML + text parts): the request to the submitter,
 * its reminder, the close notice, and the expert's "reply received".
 */
import { escapeHtml, fromHeader, htmlMail, oneLine, PRODUCT_NAME, type Message } from './mailer.ts';
import { shortReference } from './reference.ts';

/** The reply page of a link token (the token is the only thing the page needs). */
export function replyLink(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/reply?token=${encodeURIComponent(token)}`;
}

/** The expert's question page. */
export function expertQuestionLink(siteUrl: string, questionId: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/expert/questions/${encodeURIComponent(questionId)}`;
}

export type SubmitterMailKind = 'request' | 'reminder' | 'close';

export interface SubmitterMailInput {
  kind: SubmitterMailKind;
  to: string;
  from: string;
  submitterName: string;
  questionTitle: string;
  /** The question's id: the mail gives its reference. */
  questionId: string;
  message: string;
  askedBy: string;
  link: string;
  /** The submitter has an account: they can also reply from Claim Review. */
  signedIn: boolean;
  reopenDays: number;
}

export function submitterSubject(kind: SubmitterMailKind, title: string): string {
  switch (kind) {
    case 'request':
      return oneLine(`${PRODUCT_NAME}: more information needed about "${title}"`);
    case 'reminder':
      return oneLine(`${PRODUCT_NAME}: reminder - more information needed about "${title}"`);
    case 'close':
      return oneLine(`${PRODUCT_NAME}: your question "${title}" was closed without a reply`);
  }
}

function lead(input: SubmitterMailInput): string {
  switch (input.kind) {
    case 'request':
      return `${input.askedBy} is reviewing your question and needs more information before answering it:`;
    case 'reminder':
      return `We are still waiting for your reply to this request from ${input.askedBy}:`;
    case 'close':
      return `We did not receive a reply to this request from ${input.askedBy}, so your question was closed:`;
  }
}

function action(input: SubmitterMailInput): string {
  return input.kind === 'close'
    ? `You can still reply within ${input.reopenDays} days to reopen your question:`
    : 'Reply here (the link opens this request only and works once):';
}

export function composeSubmitterMail(input: SubmitterMailInput): Message {
  const name = oneLine(input.submitterName);
  const account = input.signedIn
    ? 'You can also read and answer this request from Claim Review after signing in.'
    : null;
  const text = [
    `Dear ${name},`,
    '',
    `Your question: ${input.questionTitle}`,
    `Reference: ${shortReference(input.questionId)}`,
    '',
    lead(input),
    '',
    ...input.message.split('\n').map((l) => `    ${l}`),
    '',
    action(input),
    input.link,
    '',
    ...(account ? [account, ''] : []),
    'Please do not send patient-identifying information.',
    '',
    `The ${PRODUCT_NAME} team`,
  ].join('\n');
  const html = htmlMail(`<p>Dear ${escapeHtml(name)},</p>
<p>Your question: <strong>${escapeHtml(input.questionTitle)}</strong><br>Reference: <strong>${shortReference(input.questionId)}</strong></p>
<p>${escapeHtml(lead(input))}</p>
<blockquote style="border-left: 3px solid #2563eb; margin: 0; padding-left: 12px; white-space: pre-wrap">${escapeHtml(input.message)}</blockquote>
<p>${escapeHtml(action(input))}<br><a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p>
${account ? `<p>${escapeHtml(account)}</p>` : ''}
<p>Please do not send patient-identifying information.</p>`);
  return {
    from: fromHeader(input.from),
    to: input.to,
    subject: submitterSubject(input.kind, input.questionTitle),
    text,
    html,
  };
}

export interface ReplyReceivedInput {
  to: string;
  from: string;
  expertName: string;
  submitterName: string;
  questionTitle: string;
  questionId: string;
  link: string;
}

export function replyReceivedSubject(title: string): string {
  return oneLine(`${PRODUCT_NAME}: the submitter replied to "${title}"`);
}

/** To the assigned expert; the reply itself stays in ClaimDesk (it may hold confirmed PHI). */
export function composeReplyReceived(input: ReplyReceivedInput): Message {
  const sentence = `${oneLine(input.submitterName)} replied to your request for more information. The question is back in your queue as pending.`;
  const text = [
    `Dear ${oneLine(input.expertName)},`,
    '',
    `Question: ${input.questionTitle}`,
    `Reference: ${shortReference(input.questionId)}`,
    '',
    sentence,
    '',
    `Open the question: ${input.link}`,
    '',
    `The ${PRODUCT_NAME} team`,
  ].join('\n');
  const html = htmlMail(`<p>Dear ${escapeHtml(oneLine(input.expertName))},</p>
<p>Question: <strong>${escapeHtml(input.questionTitle)}</strong><br>Reference: <strong>${shortReference(input.questionId)}</strong></p>
<p>${escapeHtml(sentence)}</p>
<p><a href="${escapeHtml(input.link)}">Open the question</a></p>`);
  return {
    from: fromHeader(input.from),
    to: input.to,
    subject: replyReceivedSubject(input.questionTitle),
    text,
    html,
  };
}
