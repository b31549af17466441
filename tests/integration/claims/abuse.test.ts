/**
 * The attacks the submission path is built against (supabase/README.md, "Submission path, limits
 * and the outbox"), against the real stack, with the production limits (the test stacks raise them,
 * stack/test-stack.ts; this file puts the defaults back for its run). Each test prints its figure
 * ("[abuse] ...") for the closing note.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_LIMITS } from '../../../stack/test-stack.ts';
import { createCorporateAccount } from '../../support/accounts.ts';
import {
  anonClient,
  DEMO,
  listMail,
  newUser,
  randomIp,
  signedIn,
  sql,
  testClient,
  uniqueEmail,
  waitForMail,
  callRpc,
  fromHidden,
} from '../helpers.ts';
import { clearOfSettingWindow } from '../db/db-helpers.ts';
import { callFn } from '../functions/fn-helpers.ts';
import type { Json } from '../../../src/types/database.ts';

const PRODUCTION_LIMITS: Record<string, string> = {
  'limit.submissions_per_address': '5',
  'limit.submissions_per_user': '20',
  'limit.confirmations_per_recipient': '3',
  'limit.unverified_confirmations_per_day': '1',
  'limit.notifications_per_account': '30',
  'limit.demo_checks_per_address': '10',
  'limit.min_fill_seconds': '3',
};
const MERIDIAN = 'c0000000-0000-4000-8000-000000000002';
const HARBOR = 'c0000000-0000-4000-8000-000000000004';
const GATED_SLUG = 'harbor-hospital-network';
const EXPIRED = 'Demo access has expired. Please enter the access code again.';

async function setLimits(values: Record<string, string>): Promise<void> {
  for (const [key, value] of Object.entries(values)) {
    await sql(
      `insert into public.app_settings (key, value) values ($1, $2)
       on conflict (key) do update set value = excluded.value`,
      [key, value],
    );
  }
}

function payload(extra: Record<string, unknown> = {}): Json {
  return {
    title: `Abuse test ${Math.random().toString(36).slice(2, 8)}`,
    content: 'Is modifier 59 appropriate here?',
    status: 'unassigned',
    firstName: 'Mallory',
    lastName: 'Tester',
    email: uniqueEmail('abuse'),
    codingQuestionType: 'General Coding Question',
    corporateAccountId: null,
    // the form was on screen for a minute, as the page measured it
    formElapsedMs: 60_000,
    ...extra,
  };
}

async function counter(id: string): Promise<number> {
  const [row] = await sql<{ n: number }>(
    'select questions_remaining n from public.corporate_accounts where id = $1',
    [id],
  );
  return row!.n;
}

async function mailsTo(address: string): Promise<number> {
  return (await listMail()).filter((m) =>
    m.to.some((t) => t.address.toLowerCase() === address.toLowerCase()),
  ).length;
}

/** Waits until the outbox has nothing due (the local drainer runs every second). */
async function drained(): Promise<void> {
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
}

beforeAll(() => setLimits(PRODUCTION_LIMITS));
afterAll(() => setLimits(TEST_LIMITS));

describe('mail relay', () => {
  it('100 parallel submissions naming one victim from one address: 5 stored, one mail (an unconfirmed mailbox gets one a day)', async () => {
    const victim = uniqueEmail('victim');
    const client = testClient('anon', randomIp());
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        client.rpc('submit_question', { payload: payload({ email: victim }) }),
      ),
    );
    const stored = answers.filter((a) => !a.error).length;
    expect(stored).toBe(5);
    expect(answers.filter((a) => a.error).every((a) => a.error!.code === 'PT429')).toBe(true);
    await drained();
    const mails = await mailsTo(victim);
    expect(mails).toBe(1);
    console.log(`[abuse] relay, one address: 100 tries -> ${stored} stored, ${mails} mails`);
  });

  it('the same from 20 addresses: every submission stored, still one mail to the victim', async () => {
    const victim = uniqueEmail('victim');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => {
        const client = testClient('anon', randomIp());
        return Promise.all(
          Array.from({ length: 5 }, () =>
            client.rpc('submit_question', { payload: payload({ email: victim }) }),
          ),
        );
      }),
    );
    const ok = answers.flat().filter((a) => !a.error);
    // The caller cannot tell a limited confirmation from a sent one: the same id-shaped answer.
    expect(ok.every((a) => typeof a.data === 'string' && /^[0-9a-f-]{36}$/.test(a.data))).toBe(
      true,
    );
    await drained();
    const mails = await mailsTo(victim);
    expect(mails).toBe(1);
    console.log(`[abuse] relay, 20 addresses: ${ok.length} stored, ${mails} mails`);
  });

  it('the mail functions refuse anonymous callers: no mail', async () => {
    const victim = uniqueEmail('victim');
    const q = await anonClient().rpc('submit_question', { payload: payload({ email: victim }) });
    await drained();
    const before = await mailsTo(victim);
    const tries = await Promise.all(
      Array.from({ length: 20 }, () =>
        callFn(
          'send-confirmation-email',
          { email: victim, firstName: 'A', lastName: 'B', title: 'Buy now', questionId: q.data },
          'anon',
        ),
      ),
    );
    expect(tries.every((t) => t.status === 401)).toBe(true);
    expect(await mailsTo(victim)).toBe(before);
  });
});

describe('partner inbox flood', () => {
  it('over the per-account limit the rest go into one digest, sent when the window closes', async () => {
    await setLimits({ 'limit.notifications_per_account': '3' });
    try {
      const primary = uniqueEmail('partner', 'corp.example.test');
      const account = await createCorporateAccount({
        tag: 'flood',
        questionsRemaining: 50,
        primaryEmail: primary,
        experts: [DEMO.expert],
      });
      const ids: string[] = [];
      for (let i = 0; i < 7; i++) {
        const { data, error } = await testClient('anon', randomIp()).rpc('submit_question', {
          payload: payload({ corporateAccountId: account.id, content: 'x'.repeat(20_000) }),
        });
        expect(error).toBeNull();
        ids.push(data!);
      }
      await drained();
      expect(await mailsTo(primary)).toBe(3);
      const [digest] = await sql<{ payload: { questionIds: string[] }; status: string }>(
        `select payload, status from public.outbox where kind = 'partner_digest' and payload ->> 'accountId' = $1`,
        [account.id],
      );
      expect(digest!.status).toBe('pending');
      expect(digest!.payload.questionIds).toEqual(ids.slice(3));
      // The window "closes": the digest goes out as one mail.
      await sql(
        `update public.outbox set next_attempt_at = now() where kind = 'partner_digest' and payload ->> 'accountId' = $1`,
        [account.id],
      );
      const mail = await waitForMail(primary, (m) => /4 more new questions/.test(m.subject));
      expect((mail.text ?? '').length).toBeLessThan(3_000);
      await drained();
      expect(await mailsTo(primary)).toBe(4);
      console.log(`[abuse] partner flood: 7 submissions -> 3 notifications + 1 digest`);
    } finally {
      await setLimits({
        'limit.notifications_per_account': PRODUCTION_LIMITS['limit.notifications_per_account']!,
      });
    }
  });
});

describe('counter drain', () => {
  it('the browser follow-ups are gone: anonymous decrement and auto-assignment are refused, the counter holds', async () => {
    const account = await createCorporateAccount({
      tag: 'drain',
      questionsRemaining: 25,
      experts: [DEMO.expert],
    });
    const anon = anonClient();
    for (let i = 0; i < 6; i++) {
      const r = await callRpc(anon, 'decrement_corporate_questions', { account_id: account.id });
      expect(r.error).not.toBeNull();
    }
    const [q] = await sql<{ id: string }>(
      `select id from public.questions order by created_at desc limit 1`,
    );
    const assign = await callRpc(anon, 'auto_assign_question', { question_id: q!.id });
    expect(assign.error).not.toBeNull();
    expect(await counter(account.id)).toBe(25);

    // Only a stored submission counts, once.
    const { error } = await anon.rpc('submit_question', {
      payload: payload({ corporateAccountId: account.id }),
    });
    expect(error).toBeNull();
    expect(await counter(account.id)).toBe(24);
    console.log('[abuse] counter drain: 6 decrement calls -> 25 unchanged; 1 submission -> 24');
  });

  it("another partner's signed-in user cannot file on (or count against) a partner's form", async () => {
    const harbor = await signedIn(DEMO.harborCoder);
    const before = await counter(MERIDIAN);
    const title = `Cross-partner ${Math.random().toString(36).slice(2, 8)}`;
    const { error } = await harbor.rpc('submit_question', {
      payload: payload({ corporateAccountId: MERIDIAN, title }),
    });
    expect(error?.message).toBe(
      'Only Meridian Medical Devices users can submit questions on this form.',
    );
    expect(await counter(MERIDIAN)).toBe(before);
    expect(await sql('select 1 from public.questions where title = $1', [title])).toHaveLength(0);

    const meridian = await signedIn(DEMO.meridianCoder);
    expect(
      (
        await meridian.rpc('submit_question', {
          payload: payload({ corporateAccountId: MERIDIAN }),
        })
      ).error,
    ).toBeNull();
    const expert = await signedIn(DEMO.expert);
    expect(
      (await expert.rpc('submit_question', { payload: payload({ corporateAccountId: MERIDIAN }) }))
        .error,
    ).toBeNull();
    expect(await counter(MERIDIAN)).toBe(before - 2);
  });

  it('a deactivated account refuses with a clear message and stores nothing', async () => {
    const account = await createCorporateAccount({ tag: 'inactive', questionsRemaining: 5 });
    await sql('update public.corporate_accounts set is_active = false where id = $1', [account.id]);
    const { error } = await anonClient().rpc('submit_question', {
      payload: payload({ corporateAccountId: account.id }),
    });
    expect(error?.message).toBe('This form is not accepting questions.');
    expect(
      await sql('select 1 from public.questions where corporate_account_id = $1', [account.id]),
    ).toHaveLength(0);
    expect(await counter(account.id)).toBe(5);
  });
});

describe('demo gate', () => {
  it('a gated submission without a valid token is refused and stores nothing', async () => {
    const before = await counter(HARBOR);
    const client = testClient('anon', randomIp());
    for (const demoToken of [
      undefined,
      'CLAIMDESK-DEMO',
      `${Math.floor(Date.now() / 1000) + 3600}.${'0'.repeat(64)}`,
    ]) {
      const { error } = await client.rpc('submit_question', {
        payload: payload({ corporateAccountId: HARBOR, status: 'pending', demoToken }),
      });
      expect(error?.message).toBe(EXPIRED);
    }
    // a good token, but for another gated partner: no token opens every gate
    const lakeside = (
      await client.rpc('verify_demo_access', {
        code: 'claimdesk-demo',
        account: 'lakeside-university-health',
      })
    ).data;
    expect(typeof lakeside).toBe('string');
    const crossed = await client.rpc('submit_question', {
      payload: payload({ corporateAccountId: HARBOR, status: 'pending', demoToken: lakeside }),
    });
    expect(crossed.error?.message).toBe(EXPIRED);
    expect(await counter(HARBOR)).toBe(before);
    const token = (
      await client.rpc('verify_demo_access', {
        code: 'claimdesk-demo',
        account: 'harbor-hospital-network',
      })
    ).data;
    expect(typeof token).toBe('string');
    const ok = await client.rpc('submit_question', {
      payload: payload({ corporateAccountId: HARBOR, status: 'pending', demoToken: token }),
    });
    expect(ok.error).toBeNull();
    expect(await counter(HARBOR)).toBe(before - 1);
  });

  it('code guesses: 10 per address per window, and a limited answer looks like a wrong one', async () => {
    const client = testClient('anon', randomIp());
    const answers = [];
    for (let i = 0; i < 30; i++) {
      answers.push(
        (await client.rpc('verify_demo_access', { code: `GUESS-${i}-XXXX`, account: GATED_SLUG }))
          .data,
      );
    }
    expect(answers.every((a) => a === null)).toBe(true);
    // The right code from the same address is now refused in exactly the same way.
    const right = await client.rpc('verify_demo_access', {
      code: 'CLAIMDESK-DEMO',
      account: GATED_SLUG,
    });
    expect(right).toMatchObject({ data: null, error: null });
    // Another address still gets in; codes under 8 characters never do.
    const other = testClient('anon', randomIp());
    expect(
      (await other.rpc('verify_demo_access', { code: 'SHORT', account: GATED_SLUG })).data,
    ).toBeNull();
    expect(
      typeof (
        await other.rpc('verify_demo_access', { code: 'CLAIMDESK-DEMO', account: GATED_SLUG })
      ).data,
    ).toBe('string');
    console.log(
      '[abuse] demo gate: 30 guesses from one address -> 10 checked, then all answers null',
    );
  });
});

describe('signed-in relay', () => {
  const PER_USER =
    'You have submitted too many questions in a short time. Please try again in a few minutes.';

  it('a signed-up account naming 25 foreign addresses: mail only to its own address, refused past 20', async () => {
    const { client, email: own } = await newUser('Relay Tester', 'relay');
    const foreign = Array.from({ length: 25 }, () => uniqueEmail('foreign'));
    // The per-user limit counts in fixed windows: a burst across a window's end would be counted
    // half in each (a run at 19:30:00 stored 25 of 25).
    await clearOfSettingWindow('limit.submissions_per_user_window_seconds');
    const answers = await Promise.all(
      foreign.map((email) => client.rpc('submit_question', { payload: payload({ email }) })),
    );
    const stored = answers.filter((a) => !a.error).map((a) => a.data);
    expect(stored).toHaveLength(20);
    const refused = answers.filter((a) => a.error);
    expect(refused.map((a) => [a.error!.code, a.error!.message])).toEqual(
      Array.from({ length: 5 }, () => ['PT429', PER_USER]),
    );
    // the questions keep the address as typed
    const typed = await sql<{ email: string }>(
      'select email from public.questions where id = any($1::uuid[])',
      [stored],
    );
    expect(typed.every((r) => foreign.includes(r.email))).toBe(true);

    await drained();
    const mail = await listMail();
    const to = (address: string) =>
      mail.filter((m) => m.to.some((t) => t.address.toLowerCase() === address.toLowerCase()))
        .length;
    expect(foreign.map(to).reduce((a, b) => a + b, 0)).toBe(0);
    // the account's own address, under the per-recipient cap like any other
    expect(to(own)).toBe(3);
    console.log(
      `[abuse] signed-in relay: 25 foreign addresses -> 20 stored, 5 refused, 0 foreign mails, ${to(own)} to the account`,
    );
  });

  it('staff file for others: the typed addresses are mailed and no per-user limit applies', async () => {
    const expert = await signedIn(DEMO.expert);
    const addresses = Array.from({ length: 22 }, () => uniqueEmail('on-behalf'));
    const answers = await Promise.all(
      addresses.map((email) => expert.rpc('submit_question', { payload: payload({ email }) })),
    );
    expect(answers.filter((a) => a.error)).toEqual([]);
    await drained();
    const mail = await listMail();
    for (const address of addresses)
      expect(mail.filter((m) => m.to.some((t) => t.address === address))).toHaveLength(1);
  });
});

describe('minimum fill time', () => {
  const storedWith = async (email: string) =>
    (await sql('select 1 from public.questions where email = $1', [email])).length === 1;

  it("anonymous: the page's own measurement counts, a missing or too-small one is dropped; the wall clock does not matter", async () => {
    const client = testClient('anon', randomIp());
    const cases: Array<[string, Record<string, unknown>, boolean]> = [
      // a computer clock an hour fast: the old absolute check dropped this real question
      ['fast clock', { formElapsedMs: 8_000, formStartedAt: Date.now() + 3_600_000 }, true],
      ['absent (a bot leaving the field out)', { formElapsedMs: undefined }, false],
      [
        'the old absolute field only',
        { formElapsedMs: undefined, formStartedAt: Date.now() - 60_000 },
        false,
      ],
      ['not a number', { formElapsedMs: '9000' }, false],
      ['too fast', { formElapsedMs: 2_999 }, false],
    ];
    for (const [label, extra, kept] of cases) {
      const email = uniqueEmail('fill');
      const { data, error } = await client.rpc('submit_question', {
        payload: payload({ email, ...extra }),
      });
      expect(error, label).toBeNull();
      // the same answer either way: an id-shaped string
      expect(data, label).toMatch(/^[0-9a-f-]{36}$/);
      expect(await storedWith(email), label).toBe(kept);
    }
  });

  it('signed in: no value is fine (as before); a value under the minimum is still dropped', async () => {
    const { client } = await newUser('Fill Time', 'fill');
    const without = uniqueEmail('fill-user');
    const { error } = await client.rpc('submit_question', {
      payload: payload({ email: without, formElapsedMs: undefined }),
    });
    expect(error).toBeNull();
    expect(await storedWith(without)).toBe(true);
    const fast = uniqueEmail('fill-user');
    await client.rpc('submit_question', { payload: payload({ email: fast, formElapsedMs: 500 }) });
    expect(await storedWith(fast)).toBe(false);
  });
});

describe('bots and closed tabs', () => {
  it('honeypot and too-fast submissions get the usual answer but nothing is stored or sent', async () => {
    const client = testClient('anon', randomIp());
    for (const extra of [{ website: 'http://spam.example' }, { formElapsedMs: 500 }]) {
      const email = uniqueEmail('bot');
      const { data, error } = await client.rpc('submit_question', {
        payload: payload({ email, ...extra }),
      });
      expect(error).toBeNull();
      expect(data).toMatch(/^[0-9a-f-]{36}$/);
      expect(
        await sql('select 1 from public.questions where id = $1 or email = $2', [data, email]),
      ).toHaveLength(0);
    }
  });

  it('a closed tab loses nothing: submit, drop the client; email, notification and Smartsheet row arrive', async () => {
    const email = uniqueEmail('closed-tab');
    const title = `Closed tab ${Math.random().toString(36).slice(2, 8)}`;
    let client: ReturnType<typeof anonClient> | null = testClient('anon', randomIp());
    const { data: id, error } = await client.rpc('submit_question', {
      // Meridian syncs to Smartsheet (its account setting; the payload does not ask)
      payload: payload({ email, title, corporateAccountId: MERIDIAN }),
    });
    expect(error).toBeNull();
    client = null; // the tab is gone: no further call from the browser
    await waitForMail(email);
    await waitForMail('reimbursement@meridian-medical.test', (m) => (m.text ?? '').includes(title));
    await expect
      .poll(
        async () =>
          (
            await sql(
              'select smartsheet_row_id from public.question_internal where question_id = $1',
              [id],
            )
          )[0]?.smartsheet_row_id,
        { timeout: 15_000 },
      )
      .toMatch(/^7\d{15}$/);
    const outbox = await sql<{ kind: string; status: string }>(
      'select kind, status from public.outbox where question_id = $1 order by kind',
      [id],
    );
    expect(outbox).toEqual([
      { kind: 'confirmation_email', status: 'delivered' },
      { kind: 'partner_notification', status: 'delivered' },
      { kind: 'smartsheet_row', status: 'delivered' },
    ]);
  });

  it("submitters cannot read their question's internal columns", async () => {
    const user = await signedIn(DEMO.user);
    const uid = (await user.auth.getUser()).data.user!.id;
    const { data: id } = await user.rpc('submit_question', { payload: payload({ userId: uid }) });
    const own = await user.from('questions').select('id').eq('id', id!);
    expect(own.data).toHaveLength(1);
    const internal = await user
      .from('questions')
      .select('corporate_counted, smartsheet_row_id' as '*')
      .eq('id', id!);
    expect(internal.error).not.toBeNull();
    const table = await fromHidden(user, 'question_internal').select('*');
    expect(table.data ?? []).toEqual([]);
  });
});
