/** The email that delivers an approved answer to the question's submitter (HTML + text parts). */
import {
  escapeHtml,
  fromHeader,
  htmlMail,
  oneLine,
  PRODUCT_NAME,
  type Message,
} from '../_shared/mailer.ts';
import { shortReference } from '../_shared/reference.ts';

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
