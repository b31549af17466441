import assert from './testing/assert.ts';
import {
  composeConfirmationEmail,
  composeCorporateNotification,
  ZERO_REMAINING_MESSAGE,
} from './emails.ts';
import { senderDomain } from './mailer.ts';

Deno.test(
  'confirmation email: from the service domain, HTML + text, title, review, safe senders and spam',
  () => {
    const m = composeConfirmationEmail({
      to: 'ada@example.test',
      firstName: 'Ada',
      lastName: 'Lovelace',
      title: 'Modifier 25 <with> "E/M"',
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
  questionId: 'q-1',
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
    assert.doesNotMatch(m.html, /<Clinics>/);
  },
);

Deno.test('a partner logo that is not an absolute http(s) address is left out of the mail', () => {
  const m = composeConfirmationEmail({
    to: 'a@b.test',
    firstName: 'A',
    lastName: 'B',
    title: 't',
    from: 'n@d.test',
    partner: { name: 'Northwind', logoUrl: 'javascript:alert(1)' },
  });
  assert.doesNotMatch(m.html, /<img/);
  assert.match(m.html, /Northwind/);
});
