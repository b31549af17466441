/**
 * send-confirmation-email: real SMTP to MailDev, read back through its API; the anti-relay rule;
 * MailDev down. The outbox sends every submission's confirmation; the function remains for staff
 * and the service role only. What was typed reaches only a signed-in submitter's own confirmed
 * address (docs/decisions.md, "Confirmations to unverified addresses").
 */
import { afterAll, describe, expect, it } from 'vitest';
import { listMail, setMailRunning, sql, waitForMail } from '../helpers.ts';
import {
  CALLER_KINDS,
  callFn,
  newCorporateAccount,
  newUser,
  submitQuestion,
  unique,
} from './fn-helpers.ts';

const reference = (id: string) => `Q-${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;

function bodyFor(q: { email: string; title: string }) {
  return { email: q.email, firstName: 'Ada', lastName: 'Lovelace', title: q.title };
}

describe('send-confirmation-email', () => {
  it("mails a signed-in submitter's own confirmed address: sender domain, subject, title, review, safe senders, HTML + text", async () => {
    const user = await newUser('Ada Lovelace');
    const title = `Modifier 25 & preventive <${unique('q')}>`;
    const { data: id, error } = await user.client.rpc('submit_question', {
      payload: {
        title,
        content: 'Can modifier 25 be billed with a preventive visit on the same day?',
        status: 'unassigned',
        userId: user.id,
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: user.email,
        codingQuestionType: 'General Coding Question',
      },
    });
    expect(error).toBeNull();
    const q = { id: id!, email: user.email, title };
    const res = await callFn('send-confirmation-email', bodyFor(q), 'service');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ sent: true, questionId: q.id });

    const mail = await waitForMail(q.email);
    expect(mail.from[0]?.address).toBe('no-reply@claimdesk.test');
    expect(mail.from[0]?.name).toBe('ClaimDesk');
    expect(mail.to.map((t) => t.address)).toEqual([q.email]);
    expect(mail.subject).toBe(`ClaimDesk: we received your question "${q.title}"`);
    for (const part of [mail.text ?? '', mail.html ?? '']) {
      expect(part).toContain('Ada Lovelace');
      expect(part).toMatch(/expert documentation specialist will review your question/);
      expect(part).toMatch(/claimdesk\.test(<\/strong>)? to your safe senders list/);
      expect(part).toMatch(/spam or junk folder/);
    }
    expect(mail.text).toContain(q.title);
    expect(mail.html).toContain('Modifier 25 &amp; preventive &lt;');
    // the reference the confirmation view shows (Q- and the id's first 8 hex digits)
    const ref = `Q-${q.id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
    expect(mail.text).toContain(`Reference: ${ref}`);
    expect(mail.html).toContain(`Reference: <strong>${ref}</strong>`);
  });

  it('an anonymous question: the function sends the plain confirmation, nothing typed in it', async () => {
    const q = await submitQuestion({ title: `Click http://phish.example ${unique('q')}` });
    const res = await callFn('send-confirmation-email', bodyFor(q), 'service');
    expect(res.status).toBe(200);
    const mail = await waitForMail(q.email);
    expect(mail.subject).toBe(`ClaimDesk: we received your question ${reference(q.id)}`);
    expect(`${mail.subject} ${mail.text} ${mail.html}`).not.toMatch(/phish|Ada|Lovelace/);
    expect(mail.text).toMatch(/claimdesk\.test to your safe senders list/);
  });

  it("a partner's question: the confirmation carries the partner's display name and logo", async () => {
    const account = await newCorporateAccount(5);
    await sql(
      `update public.corporate_accounts set display_name = 'Northwind', logo_url = '/logos/summit-health.svg'
       where id = $1`,
      [account.id],
    );
    const q = await submitQuestion({ corporateAccountId: account.id });
    const mail = await waitForMail(q.email);
    // (anonymous: the plain confirmation, the partner named from its account row)
    expect(mail.subject).toBe(
      `ClaimDesk (Northwind): we received your question ${reference(q.id)}`,
    );
    expect(mail.text).toMatch(/^Northwind\n/);
    expect(mail.text).toContain('question to ClaimDesk through the Northwind form.');
    expect(mail.text).toContain(`Reference: Q-${q.id.slice(0, 8).toUpperCase()}`);
    // a logo on the site is sent as an absolute address (SITE_URL)
    expect(mail.html).toMatch(
      /<img src="http:\/\/127\.0\.0\.1:\d+\/logos\/summit-health\.svg" alt="Northwind logo"/,
    );
  });

  it.each(CALLER_KINDS)('%s: only staff and the service may call it', async (kind) => {
    const q = await submitQuestion();
    const res = await callFn('send-confirmation-email', { ...bodyFor(q), questionId: q.id }, kind);
    if (kind === 'anon' || kind === 'user') {
      expect(res.status).toBe(kind === 'anon' ? 401 : 403);
    } else {
      expect(res.status).toBe(200);
      await waitForMail(q.email);
    }
  });

  it('is not an open relay: an address without a recent question gets 403 and no mail', async () => {
    const stranger = `${unique('stranger')}@example.test`;
    const res = await callFn(
      'send-confirmation-email',
      { ...bodyFor({ email: stranger, title: 'Buy now' }) },
      'service',
    );
    expect(res.status).toBe(403);
    expect(res.body.error).toBe(
      'No question from this email address was submitted in the last hour',
    );
    expect((await listMail()).some((m) => m.to.some((t) => t.address === stranger))).toBe(false);
  });

  it('a question older than an hour no longer unlocks the email', async () => {
    const q = await submitQuestion();
    await sql(
      "update public.questions set created_at = now() - interval '61 minutes' where id = $1",
      [q.id],
    );
    const res = await callFn('send-confirmation-email', bodyFor(q), 'service');
    expect(res.status).toBe(403);
  });

  it('nothing of the body reaches the mail (nor, to an unverified address, the stored title)', async () => {
    const q = await submitQuestion();
    const res = await callFn(
      'send-confirmation-email',
      { ...bodyFor(q), title: 'Click http://phish.example', questionId: q.id },
      'service',
    );
    expect(res.status).toBe(200);
    const mail = await waitForMail(q.email);
    expect(mail.subject).toContain(reference(q.id));
    expect(`${mail.subject} ${mail.text} ${mail.html}`).not.toContain('phish');
    expect(`${mail.subject} ${mail.text} ${mail.html}`).not.toContain(q.title);
  });

  it('sends at most 5 confirmations per question per hour (429 after that)', async () => {
    const q = await submitQuestion();
    for (let i = 0; i < 5; i++)
      expect((await callFn('send-confirmation-email', bodyFor(q), 'service')).status).toBe(200);
    const sixth = await callFn('send-confirmation-email', bodyFor(q), 'service');
    expect(sixth.status).toBe(429);
    expect(sixth.body.error).toBe('Too many emails for this question; try again later');
  });

  it.each([
    [{ email: 'nope' }, 'email: Invalid email address'],
    [{ firstName: '' }, 'firstName: must not be empty'],
    [{ title: undefined }, 'title is required'],
    [{ questionId: 'q-1' }, 'questionId: must be a UUID'],
  ])('bad body %j -> 400 %s', async (patch, message) => {
    const res = await callFn(
      'send-confirmation-email',
      { ...bodyFor({ email: 'a@example.test', title: 'T' }), ...patch },
      'service',
    );
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });

  describe('with MailDev stopped', () => {
    afterAll(async () => {
      await setMailRunning(true);
    });

    it('fails with a clear 502, and the rest keeps working; after a restart mail flows again', async () => {
      const q = await submitQuestion();
      await setMailRunning(false);
      const res = await callFn('send-confirmation-email', bodyFor(q), 'service');
      expect(res.status).toBe(502);
      expect(res.body.error).toMatch(
        /^The confirmation email could not be sent: SMTP server unreachable \(.*ECONNREFUSED/,
      );

      // Nothing else breaks: other functions and new submissions still work.
      expect((await callFn('health', undefined, 'anon', { method: 'GET' })).status).toBe(200);
      expect((await callFn('get-all-users-email', {}, 'admin')).status).toBe(200);
      const other = await submitQuestion();
      expect(other.id).toMatch(/^[0-9a-f-]{36}$/);

      await setMailRunning(true);
      const again = await callFn('send-confirmation-email', bodyFor(q), 'service');
      expect(again.status).toBe(200);
      await waitForMail(q.email);
    });
  });
});
