import { composeConfirmationEmail } from './emails.ts';
import { composePlainConfirmationEmail, plainConfirmationSubject } from './plain-confirmation.ts';
import assert from './testing/assert.ts';

const id = '13d91a5b-7c2e-4f00-8a11-0123456789ab';
const typed = { firstName: 'Dear customer, please click http://evil.test', lastName: 'x' };

Deno.test('the plain confirmation carries no typed text: fixed subject with the reference', () => {
  const m = composePlainConfirmationEmail({
    to: 'victim@example.test',
    from: 'no-reply@claimdesk.test',
    questionId: id,
  });
  assert.equal(m.subject, 'ClaimDesk: we received your question Q-13D91A5B');
  assert.equal(m.from, '"ClaimDesk" <no-reply@claimdesk.test>');
  for (const part of [m.text, m.html]) {
    assert.match(part, /Hello,/);
    assert.match(part, /Reference: (<strong>)?Q-13D91A5B/);
    assert.match(part, /claimdesk\.test(<\/strong>)? to your safe senders list \(whitelist it\)/);
    assert.match(part, /spam or junk folder/);
    assert.doesNotMatch(part, /Dear|evil/);
  }
});

Deno.test('the plain confirmation names the partner from its account row, with the logo', () => {
  const m = composePlainConfirmationEmail({
    to: 'a@example.test',
    from: 'no-reply@claimdesk.test',
    questionId: id,
    partner: { name: 'Northwind', logoUrl: 'https://claimdesk.test/logo.svg' },
  });
  assert.equal(m.subject, 'ClaimDesk (Northwind): we received your question Q-13D91A5B');
  assert.match(m.text, /^Northwind\n/);
  assert.match(m.text, /question to ClaimDesk through the Northwind form\. We have received it\./);
  assert.match(m.html, /<img src="https:\/\/claimdesk\.test\/logo\.svg" alt="Northwind logo"/);
  assert.equal(
    plainConfirmationSubject(id, 'A\r\nBcc: x'),
    'ClaimDesk (A Bcc: x): we received your question Q-13D91A5B',
  );
});

Deno.test('the full confirmation (a verified own address) still repeats the title and name', () => {
  const m = composeConfirmationEmail({
    to: 'me@example.test',
    from: 'no-reply@claimdesk.test',
    questionId: id,
    title: 'Modifier 25',
    ...typed,
  });
  assert.match(m.subject, /"Modifier 25"/);
  assert.match(m.text, /Dear Dear customer/);
});
