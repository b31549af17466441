import assert from './testing/assert.ts';
import {
  composeReplyReceived,
  composeSubmitterMail,
  replyLink,
  type SubmitterMailInput,
} from './ask-back-emails.ts';

const base: SubmitterMailInput = {
  kind: 'request',
  to: 'dana@example.test',
  from: 'no-reply@claimdesk.test',
  submitterName: 'Dana Tester',
  questionTitle: 'Modifier <25>',
  questionId: 'ab12cd34-0000-4000-8000-000000000001',
  message: 'Which payer?\nAnd the POS?',
  askedBy: 'Eve Expert',
  link: replyLink('http://app.test/', 'ab'.repeat(32)),
  signedIn: false,
  reopenDays: 30,
};

Deno.test('ask-back request mail: message, reply link, the PHI reminder, escaped HTML', () => {
  const m = composeSubmitterMail(base);
  assert.equal(m.subject, 'ClaimDesk: more information needed about "Modifier <25>"');
  assert.equal(m.to, 'dana@example.test');
  for (const part of [m.text, m.html]) {
    assert.match(part, /Dana Tester/);
    assert.match(part, /Eve Expert is reviewing your question/);
    assert.match(part, /http:\/\/app\.test\/reply\?token=(ab){32}/);
    assert.match(part, /Please do not send patient-identifying information/);
    assert.doesNotMatch(part, /Claim Review/);
    assert.match(part, /Reference: (<strong>)?Q-AB12CD34/);
  }
  assert.match(m.text, / {4}Which payer\?\n {4}And the POS\?/);
  assert.match(m.html, /Modifier &lt;25&gt;/);
  assert.doesNotMatch(m.html, /<25>/);
});

Deno.test('ask-back reminder and close: their subjects and the reopen window', () => {
  const r = composeSubmitterMail({ ...base, kind: 'reminder', signedIn: true });
  assert.equal(r.subject, 'ClaimDesk: reminder - more information needed about "Modifier <25>"');
  assert.match(r.text, /still waiting for your reply/);
  assert.match(r.text, /from Claim Review/);
  const c = composeSubmitterMail({ ...base, kind: 'close', reopenDays: 21 });
  assert.equal(c.subject, 'ClaimDesk: your question "Modifier <25>" was closed without a reply');
  assert.match(c.text, /reply within 21 days to reopen your question/);
  for (const m of [r, c]) assert.match(m.text, /\nReference: Q-AB12CD34\n/);
});

Deno.test('reply received: to the expert, link to the question, no reply text', () => {
  const m = composeReplyReceived({
    to: 'expert@claimdesk.test',
    from: 'no-reply@claimdesk.test',
    expertName: 'Eve Expert',
    submitterName: 'Dana Tester',
    questionTitle: 'Modifier 25',
    questionId: 'ab12cd34-0000-4000-8000-000000000001',
    link: 'http://app.test/expert/questions/q1',
  });
  assert.equal(m.subject, 'ClaimDesk: the submitter replied to "Modifier 25"');
  assert.match(m.text, /Dana Tester replied to your request/);
  assert.match(m.text, /\nReference: Q-AB12CD34\n/);
  assert.match(m.html, /href="http:\/\/app\.test\/expert\/questions\/q1"/);
});
