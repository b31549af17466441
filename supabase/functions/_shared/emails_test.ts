import assert from './testing/assert.ts';
import {
  composeConfirmationEmail,
  composeCorporateDigest,
  composeCorporateNotification,
  ZERO_REMAINING_MESSAGE,
} from './emails.ts';
import { senderDomain } from './mailer.ts';

/** A question id and the reference every mail about it must give. */
const QUESTION_ID = '13d91a5b-7c2e-4f00-8a11-0123456789ab';
const REFERENCE = 'Q-13D91A5B';

Deno.test(
  'confirmation email: from the service domain, HTML + text, title, review, safe senders and spam',
  () => {
    const m = composeConfirmationEmail({
      to: 'ada@example.test',
      firstName: 'Ada',
      lastName: 'Lovelace',
      title: 'Modifier 25 <with> "E/M"',
      questionId: QUESTION_ID,
      from: 'no-reply@claimdesk.test',
    });
    assert.equal(m.from, '"ClaimDesk" <no-reply@claimdesk.test>');
    assert.equal(m.to, 'ada@example.test');
    assert.equal(m.subject, 'ClaimDesk: we received your question "Modifier 25 <with> "E/M""');
    for (const part of [m.text, m.html]) {
      assert.match(part, /Ada Lovelace/);
      assert.match(part, /expert documentation specialist will review your question/);
      assert.match(
        part,
        /claimdesk\.test<\/strong> to your safe senders list|claimdesk\.test to your safe senders list/,
      );
      assert.match(part, /spam or junk folder/);
    }
    assert.match(m.text, /Modifier 25 <with> "E\/M"/);
    assert.match(m.text, new RegExp(`\nReference: ${REFERENCE} \\(please quote it`));
    assert.match(m.html, new RegExp(`Reference: <strong>${REFERENCE}</strong>`));
    assert.match(
      m.html,
      /Modifier 25 &lt;with&gt; &quot;E\/M&quot;/,
      'the title is escaped in HTML',
    );
    assert.doesNotMatch(m.html, /<with>/);
  },
);

Deno.test('subjects never carry line breaks', () => {
  const m = composeConfirmationEmail({
    to: 'a@b.test',
    firstName: 'A',
    lastName: 'B',
    title: 'x\r\nBcc: evil@x.test',
    questionId: QUESTION_ID,
    from: 'n@d.test',
  });
  assert.doesNotMatch(m.subject, /[\r\n]/);
});

Deno.test('a configured display name in MAIL_FROM is kept', () => {
  const m = composeConfirmationEmail({
    to: 'a@b.test',
    firstName: 'A',
    lastName: 'B',
    title: 't',
    questionId: QUESTION_ID,
    from: 'Claims <claims@example.org>',
  });
  assert.equal(m.from, 'Claims <claims@example.org>');
  assert.match(m.text, /add example\.org to your safe senders/);
  assert.equal(senderDomain('Claims <claims@example.org>'), 'example.org');
});

const base = {
  to: 'billing@lakeside.test',
  from: 'no-reply@claimdesk.test',
  accountName: 'Lakeside University Health',
  questionId: QUESTION_ID,
  title: 'Observation hours',
  content: 'How do we count observation hours?',
  codingQuestionType: 'Hospital - Outpatient',
  submitterName: 'Ada Lovelace',
  submitterEmail: 'ada@lakeside.test',
  zipCode: '02139',
  locationOfServiceName: null,
  locationOfServiceZip: null,
  posIndicator: null,
};

Deno.test('corporate notification: summary and remaining count', () => {
  const m = composeCorporateNotification({ ...base, questionsRemaining: 7 });
  assert.equal(m.to, 'billing@lakeside.test');
  assert.equal(
    m.subject,
    'ClaimDesk: new question for Lakeside University Health: "Observation hours"',
  );
  for (const part of [m.text, m.html]) {
    assert.match(part, /Observation hours/);
    assert.match(part, /How do we count observation hours\?/);
    assert.match(part, /Hospital - Outpatient/);
    assert.match(part, /Ada Lovelace/);
    assert.match(part, /Questions Remaining: 7/);
    assert.match(part, new RegExp(`Reference(</th><td>|: )${REFERENCE}`));
    assert.ok(!part.includes(QUESTION_ID), 'the reference, not the raw id');
    assert.doesNotMatch(part, /POS indicator/, 'empty fields are left out');
  }
  assert.ok(!m.text.includes(ZERO_REMAINING_MESSAGE));
});

Deno.test('corporate notification: zero wording at 0, Unlimited at -1', () => {
  const zero = composeCorporateNotification({ ...base, questionsRemaining: 0 });
  assert.match(zero.text, /Questions Remaining: 0/);
  assert.ok(zero.text.includes(ZERO_REMAINING_MESSAGE));
  assert.ok(zero.html.includes(ZERO_REMAINING_MESSAGE));
  assert.match(
    ZERO_REMAINING_MESSAGE,
    /accept this question and work with you to upgrade your plan for the month/,
  );
  const unlimited = composeCorporateNotification({ ...base, questionsRemaining: -1 });
  assert.match(unlimited.text, /Questions Remaining: Unlimited/);
});

Deno.test(
  "a partner's question: its name heads the confirmation and its subject, with its logo",
  () => {
    const m = composeConfirmationEmail({
      to: 'ada@example.test',
      firstName: 'Ada',
      lastName: 'Lovelace',
      title: 'Modifier 25',
      questionId: QUESTION_ID,
      from: 'no-reply@claimdesk.test',
      partner: { name: 'Northwind <Clinics>', logoUrl: 'https://cdn.example/logo.svg' },
    });
    assert.equal(
      m.subject,
      'ClaimDesk (Northwind <Clinics>): we received your question "Modifier 25"',
    );
    assert.match(m.text, /^Northwind <Clinics>\n/);
    assert.match(m.text, /question to ClaimDesk through the Northwind <Clinics> form\./);
    assert.match(
      m.html,
      /<img src="https:\/\/cdn\.example\/logo\.svg" alt="Northwind &lt;Clinics&gt; logo"/,
    );
    assert.match(m.html, /through the Northwind &lt;Clinics&gt; form/);
    assert.ok(m.text.includes(`Reference: ${REFERENCE}`), 'branding keeps the reference');
    assert.doesNotMatch(m.html, /<Clinics>/);
  },
);

Deno.test('a partner logo that is not an absolute http(s) address is left out of the mail', () => {
  const m = composeConfirmationEmail({
    to: 'a@b.test',
    firstName: 'A',
    lastName: 'B',
    title: 't',
    questionId: QUESTION_ID,
    from: 'n@d.test',
    partner: { name: 'Northwind', logoUrl: 'javascript:alert(1)' },
  });
  assert.doesNotMatch(m.html, /<img/);
  assert.match(m.html, /Northwind/);
});

Deno.test('the partner digest lists each question with its reference, not its id', () => {
  const m = composeCorporateDigest({
    to: 'billing@lakeside.test',
    from: 'no-reply@claimdesk.test',
    accountName: 'Lakeside University Health',
    questions: [
      { id: QUESTION_ID, title: 'Observation hours', codingQuestionType: 'Hospital - Outpatient' },
      { id: 'ab12cd34-0000-4000-8000-000000000001', title: 'DRG', codingQuestionType: null },
    ],
    questionsRemaining: 3,
  });
  assert.match(m.text, /- Observation hours \(Hospital - Outpatient\) - Reference: Q-13D91A5B\n/);
  assert.match(m.text, /- DRG - Reference: Q-AB12CD34\n/);
  assert.match(m.html, /<li>DRG - Reference: Q-AB12CD34<\/li>/);
  assert.ok(!m.text.includes(QUESTION_ID));
});
