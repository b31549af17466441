import assert from './testing/assert.ts';
import { approvedAnswerSubject, composeApprovedAnswerEmail } from './answer-email.ts';

const base = {
  to: 'pat@example.test',
  from: 'no-reply@claimdesk.test',
  submitterName: 'Pat Doe',
  questionId: '13d91a5b-7c2e-4f00-8a11-0123456789ab',
  questionTitle: 'Modifier 25 with a minor procedure',
  questionContent: 'May we bill an E/M with modifier 25?',
  codingQuestionType: 'Professional - Global',
  answer: 'Yes, when the E/M is significant and separately identifiable.',
  approvedAt: '2026-11-22T10:00:00Z',
};

Deno.test('the approved-answer email carries the question and the answer in both parts', () => {
  const m = composeApprovedAnswerEmail(base);
  assert.equal(m.to, 'pat@example.test');
  assert.equal(m.from, '"ClaimDesk" <no-reply@claimdesk.test>');
  assert.equal(
    m.subject,
    'ClaimDesk: your question "Modifier 25 with a minor procedure" has been answered',
  );
  for (const part of [m.text, m.html]) {
    assert.ok(part.includes('Yes, when the E/M is significant and separately identifiable.'));
    assert.ok(part.includes('Modifier 25 with a minor procedure'));
    assert.ok(part.includes('Pat Doe'));
    assert.match(part, /Reference:(<\/strong>)? Q-13D91A5B/);
  }
});

Deno.test('the answer is escaped in HTML and the subject stays on one line', () => {
  const m = composeApprovedAnswerEmail({
    ...base,
    answer: '<script>alert(1)</script> & more',
    questionTitle: 'a\r\nBcc: x@y',
  });
  assert.ok(m.html.includes('&lt;script&gt;alert(1)&lt;/script&gt; &amp; more'));
  assert.ok(!m.html.includes('<script>'));
  assert.ok(!/[\r\n]/.test(m.subject));
  assert.equal(approvedAnswerSubject('x\ny'), 'ClaimDesk: your question "x y" has been answered');
});
