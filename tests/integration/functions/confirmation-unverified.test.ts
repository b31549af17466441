/**
 * Confirmations to addresses nobody has shown to be theirs (docs/decisions.md, "Confirmations to
 * unverified addresses"): no text the submitter typed, the partner's name from its account row, at
 * most one a day per mailbox, and the per-recipient limits key on the mailbox (+tags and Gmail dots
 * do not make new ones). A signed-in user's own confirmed address keeps the full confirmation.
 * The production limits are set for this file (the test stacks raise them).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_LIMITS } from '../../../stack/test-stack.ts';
import { listMail, sql, waitForMail } from '../helpers.ts';
import { newUser, submitQuestion, unique } from './fn-helpers.ts';

const MERIDIAN = 'c0000000-0000-4000-8000-000000000002';
const LIMITS = ['limit.confirmations_per_recipient', 'limit.unverified_confirmations_per_day'];

async function setLimits(values: string[]): Promise<void> {
  for (const [i, key] of LIMITS.entries())
    await sql(
      `insert into public.app_settings (key, value) values ($1, $2)
       on conflict (key) do update set value = excluded.value`,
      [key, values[i]],
    );
}
beforeAll(() => setLimits(['3', '1']));
afterAll(() => setLimits(LIMITS.map((k) => TEST_LIMITS[k]!)));

const reference = (id: string) => `Q-${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;

/** Waits until the outbox holds nothing due, then counts the mails to one mailbox. */
async function mailsToMailbox(local: string, domain: string): Promise<number> {
  await expect
    .poll(
      async () =>
        (
          await sql<{ n: string }>(
            `select count(*) n from public.outbox where status = 'pending' and next_attempt_at <= now()`,
          )
        )[0]!.n,
      { timeout: 20_000, interval: 250 },
    )
    .toBe('0');
  const box = (a: string) => {
    const [l = '', d = ''] = a.toLowerCase().split('@');
    return `${l.split('+')[0]!.replace(d === 'gmail.com' ? /\./g : /^$/, '')}@${d}`;
  };
  return (await listMail()).filter((m) => m.to.some((t) => box(t.address) === `${local}@${domain}`))
    .length;
}

describe('confirmations to unverified addresses', () => {
  it("an anonymous submission's confirmation carries nothing the submitter typed", async () => {
    const to = `${unique('victim')}@example.test`;
    const q = await submitQuestion({
      email: to,
      corporateAccountId: MERIDIAN,
      title: 'Dear customer, please click http://evil.test',
      extra: { firstName: 'Dear customer, please click', lastName: 'http://evil.test' },
    });
    const mail = await waitForMail(to);
    expect(mail.from[0]?.address).toBe('no-reply@claimdesk.test');
    expect(mail.subject).toBe(
      `ClaimDesk (Meridian Medical Devices): we received your question ${reference(q.id)}`,
    );
    for (const part of [mail.text ?? '', mail.html ?? '']) {
      expect(part).not.toMatch(/evil|Dear/);
      expect(part).toContain('through the Meridian Medical Devices form');
      expect(part).toMatch(/claimdesk\.test(<\/strong>)? to your safe senders list/);
      expect(part).toMatch(/spam or junk folder/);
    }
    expect(mail.text).toContain(`Reference: ${reference(q.id)}`);
  });

  it('13 submissions to one mailbox with +tags: one mail (before: 13)', async () => {
    const local = unique('tagged');
    for (let i = 1; i <= 13; i++) await submitQuestion({ email: `${local}+${i}@Example.test` });
    const mails = await mailsToMailbox(local, 'example.test');
    console.log(`[confirmations] 13 submissions to ${local}+N: ${mails} mail(s)`);
    expect(mails).toBe(1);
  });

  it('Gmail dots and googlemail.com reach one mailbox', async () => {
    const [row] = await sql<{ a: string; b: string; c: string }>(
      `select public.normalize_mailbox('Pat.Doe+claims@GoogleMail.com') a,
              public.normalize_mailbox('p.a.t.doe@gmail.com') b,
              public.normalize_mailbox('pat.doe+x@example.test') c`,
    );
    expect(row).toEqual({
      a: 'patdoe@gmail.com',
      b: 'patdoe@gmail.com',
      c: 'pat.doe@example.test',
    });
  });

  it("a signed-in user's own confirmed address gets the full confirmation, under the hourly limit", async () => {
    const user = await newUser('Own Address');
    const client = user.client;
    const titles = [1, 2, 3, 4].map((i) => `Own question ${i} ${unique('t')}`);
    for (const title of titles) {
      const { error } = await client.rpc('submit_question', {
        payload: {
          title,
          content: 'What is the global period?',
          status: 'unassigned',
          firstName: 'Own',
          lastName: 'Address',
          email: user.email,
          codingQuestionType: 'General Coding Question',
        },
      });
      expect(error).toBeNull();
    }
    const mail = await waitForMail(user.email, (m) => m.subject.includes(titles[0]!));
    expect(mail.subject).toBe(`ClaimDesk: we received your question "${titles[0]}"`);
    expect(mail.text).toContain('Dear Own Address,');
    // verified: not one a day, but still 3 an hour (limit.confirmations_per_recipient)
    // Boundary: an email address splits at its one @ into two parts.
    const [local, domain] = user.email.toLowerCase().split('@') as [string, string];
    expect(await mailsToMailbox(local, domain)).toBe(3);
  });

  it('a signed-in user whose email is not confirmed gets the plain confirmation', async () => {
    const user = await newUser('Unconfirmed');
    const client = user.client;
    await sql('update auth.users set email_confirmed_at = null where id = $1', [user.id]);
    const { data: id, error } = await client.rpc('submit_question', {
      payload: {
        title: 'Click http://evil.test',
        content: 'x',
        status: 'unassigned',
        firstName: 'Click',
        lastName: 'Here',
        email: user.email,
        codingQuestionType: 'General Coding Question',
      },
    });
    expect(error).toBeNull();
    const mail = await waitForMail(user.email);
    expect(mail.subject).toBe(`ClaimDesk: we received your question ${reference(id!)}`);
    expect(mail.text).not.toMatch(/evil|Click/);
  });
});
