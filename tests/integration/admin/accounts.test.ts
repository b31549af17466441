/**
 * Corporate accounts in the admin console (docs/spec-notes.md, "Admin console"): create and edit
 * with clear messages, the list's figures and warnings, quota top-up and set-exact (audited, and
 * concurrent top-ups all count), (de)activation, and expert assignments that auto-assignment uses.
 */
import { type TestClient, oneRow, type RpcRow } from '../helpers.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_ID,
  DEMO,
  adminClient,
  apiClient,
  denied,
  eventsFor,
  freshAccount,
  freshExpert,
  freshUser,
  ok,
  questionRow,
  sql,
  submit,
} from './support.ts';

let admin: TestClient;

type AccountRow = RpcRow<
  'admin_list_corporate_accounts',
  | 'primary_email'
  | 'contract_start_date'
  | 'contract_end_date'
  | 'contract_days_left'
  | 'logo_url'
  | 'quota_allowance'
>;

const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function listed(id: string): Promise<AccountRow> {
  const rows: AccountRow[] = ok(await admin.rpc('admin_list_corporate_accounts'));
  const row = rows.find((r) => r.id === id);
  if (!row) throw new Error(`account ${id} not listed`);
  return row;
}

async function create(extra: Record<string, unknown> = {}) {
  const s = suffix();
  return ok(
    await admin.rpc('admin_create_corporate_account', {
      p_name: `Acme Clinic ${s}`,
      p_slug: `acme-${s}`,
      ...extra,
    }),
  );
}

beforeAll(async () => {
  admin = await adminClient();
});

describe('create and edit', () => {
  it('creates a partner with normalised fields, audited, and its public form data is there at once', async () => {
    const s = suffix();
    const row = ok(
      await admin.rpc('admin_create_corporate_account', {
        p_name: `  Acme Clinic ${s}  `,
        p_slug: `acme-clinic-${s}`,
        p_primary_email: 'ops@acme.test',
        // unique domains: no two accounts may allow one (a retried test creates another account)
        p_allowed_email_domains: [
          `@Acme-${s}.test`,
          `acme-${s}.test`,
          ` clinic.acme-${s}.test `,
          '',
        ],
        p_contract_start_date: '2026-01-01',
        p_contract_end_date: '2027-12-31',
        p_logo_url: 'https://cdn.acme.test/logo.svg',
        p_questions_remaining: 40,
      }),
    );
    expect(row).toMatchObject({
      name: `Acme Clinic ${s}`,
      slug: `acme-clinic-${s}`,
      allowed_email_domains: [`acme-${s}.test`, `clinic.acme-${s}.test`],
      is_active: true,
      questions_remaining: 40,
    });
    const [event] = await eventsFor(row.id);
    expect(event).toMatchObject({
      action: 'account.create',
      actor_id: ADMIN_ID,
      actor_name: 'Alex Admin',
      target_type: 'corporate_account',
      target_label: `Acme Clinic ${s}`,
      old_values: null,
    });
    expect(event!.new_values).toMatchObject({ slug: `acme-clinic-${s}`, questions_remaining: 40 });

    // What the public standalone form of a new partner needs: the lookup by slug, and a submission.
    const anon = apiClient();
    const pub = ok(
      await anon.rpc('get_public_corporate_account', { p_name_or_slug: `acme-clinic-${s}` }),
      1,
    );
    expect(pub[0]!.id).toBe(row.id);
    const q = await submit(anon, { corporateAccountId: row.id });
    expect((await questionRow(q)).corporate_account_id).toBe(row.id);
  });

  const INVALID: [string, Record<string, unknown>, string][] = [
    ['an empty name', { p_name: '   ' }, 'Name is required'],
    ['a long name', { p_name: 'x'.repeat(201) }, 'Name must be at most 200 characters'],
    ['an empty slug', { p_slug: '' }, 'Slug is required'],
    [
      'a slug with capitals and spaces',
      { p_slug: 'Acme Clinic' },
      'Slug must be lowercase letters and digits in words joined by single hyphens, e.g. summit-health',
    ],
    [
      'a slug with a double hyphen',
      { p_slug: 'acme--clinic' },
      'Slug must be lowercase letters and digits in words joined by single hyphens, e.g. summit-health',
    ],
    ['a long slug', { p_slug: 'a'.repeat(101) }, 'Slug must be at most 100 characters'],
    [
      'a bad primary email',
      { p_primary_email: 'ops-at-acme' },
      'Primary email is not a valid email address',
    ],
    [
      'a bad domain',
      { p_allowed_email_domains: ['acme.test', 'not a domain'] },
      'Allowed email domain "not a domain" is not a domain name, e.g. example.org',
    ],
    [
      'an end before the start',
      { p_contract_start_date: '2026-06-01', p_contract_end_date: '2026-05-31' },
      'Contract end date must be on or after the start date',
    ],
    [
      'a javascript: logo',
      { p_logo_url: 'javascript:alert(1)' },
      'Logo URL must start with https://, http:// or / (a path on this site)',
    ],
    [
      'a protocol-relative logo',
      { p_logo_url: '//evil.test/x.svg' },
      'Logo URL must start with https://, http:// or / (a path on this site)',
    ],
    [
      'a negative quota',
      { p_questions_remaining: -1 },
      'Questions remaining must be between 0 and 1000000',
    ],
  ];
  for (const [what, patch, message] of INVALID) {
    it(`refuses ${what} with "${message}" and stores nothing`, async () => {
      const s = suffix();
      const args = { p_name: `Invalid ${s}`, p_slug: `invalid-${s}`, ...patch };
      denied(await admin.rpc('admin_create_corporate_account', args), '22023', message);
      expect(
        await sql('select 1 from public.corporate_accounts where slug = $1 or name = $2', [
          args.p_slug,
          args.p_name,
        ]),
      ).toEqual([]);
    });
  }

  it('a duplicate slug or name (in any case) is a clear 23505 naming the other account', async () => {
    const first = await create();
    denied(
      await admin.rpc('admin_create_corporate_account', {
        p_name: `Other ${suffix()}`,
        p_slug: first.slug,
      }),
      '23505',
      `The slug "${first.slug}" is already used by ${first.name}`,
    );
    denied(
      await admin.rpc('admin_create_corporate_account', {
        p_name: first.name.toUpperCase(),
        p_slug: `other-${suffix()}`,
      }),
      '23505',
      `An account named "${first.name}" already exists`,
    );
    const second = await create();
    denied(
      await admin.rpc('admin_update_corporate_account', {
        p_id: second.id,
        p_name: second.name,
        p_slug: first.slug,
        p_is_active: true,
      }),
      '23505',
      `The slug "${first.slug}" is already used by ${first.name}`,
    );
    expect((await listed(second.id)).slug).toBe(second.slug);
  });

  it('two admins creating the same slug at once: one account, the other gets the duplicate message', async () => {
    const other = await freshUser('acct-admin2', { role: 'admin' });
    const s = suffix();
    const results = await Promise.all(
      [admin, other.client, admin, other.client].map((client, i) =>
        client.rpc('admin_create_corporate_account', {
          p_name: `Race ${s} ${i}`,
          p_slug: `race-${s}`,
        }),
      ),
    );
    expect(results.filter((r) => !r.error)).toHaveLength(1);
    for (const r of results.filter((x) => x.error)) {
      expect(r.error!.code).toBe('23505');
      expect(r.error!.message).toMatch(new RegExp(`^The slug "race-${s}" is already used by`));
    }
    expect(
      await sql('select count(*)::int as n from public.corporate_accounts where slug = $1', [
        `race-${s}`,
      ]),
    ).toEqual([{ n: 1 }]);
  });

  it('edit replaces the editable fields, audits only what changed, and (de)activation separately', async () => {
    const row = await create({ p_primary_email: 'a@acme.test', p_logo_url: '/logos/a.svg' });
    const updated = ok(
      await admin.rpc('admin_update_corporate_account', {
        p_id: row.id,
        p_name: row.name,
        p_slug: row.slug,
        p_is_active: false,
        p_primary_email: 'b@acme.test',
        p_contract_end_date: '2030-01-01',
        // p_logo_url left out: cleared
      }),
    );
    expect(updated).toMatchObject({
      primary_email: 'b@acme.test',
      logo_url: null,
      is_active: false,
      contract_end_date: '2030-01-01',
    });
    const events = await eventsFor(row.id);
    expect(events.map((e) => e.action)).toEqual([
      'account.create',
      'account.update',
      'account.deactivate',
    ]);
    expect(events[1]!.old_values).toEqual({
      primary_email: 'a@acme.test',
      logo_url: '/logos/a.svg',
      contract_end_date: null,
    });
    expect(events[1]!.new_values).toEqual({
      primary_email: 'b@acme.test',
      logo_url: null,
      contract_end_date: '2030-01-01',
    });
    expect(events[2]).toMatchObject({
      old_values: { is_active: true },
      new_values: { is_active: false },
    });

    // an inactive account takes no submission
    const [{ n: before }] = oneRow(
      await sql<{ n: number }>(
        'select count(*)::int as n from public.questions where corporate_account_id = $1',
        [row.id],
      ),
    );
    const res = await apiClient().rpc('submit_question', {
      payload: {
        title: 'Inactive partner',
        content: 'Is this accepted?',
        firstName: 'Ina',
        lastName: 'Active',
        email: 'ina@example.test',
        corporateAccountId: row.id,
      },
    });
    expect(res.error).not.toBeNull();
    expect(
      await sql('select count(*)::int as n from public.questions where corporate_account_id = $1', [
        row.id,
      ]),
    ).toEqual([{ n: before }]);

    // the quick toggle: audited when it changes, silent when it does not
    ok(await admin.rpc('admin_set_corporate_account_active', { p_id: row.id, p_active: true }));
    ok(await admin.rpc('admin_set_corporate_account_active', { p_id: row.id, p_active: true }));
    expect((await eventsFor(row.id)).map((e) => e.action)).toEqual([
      'account.create',
      'account.update',
      'account.deactivate',
      'account.activate',
    ]);
    denied(
      await admin.rpc('admin_set_corporate_account_active', {
        p_id: '00000000-0000-4000-8000-00000000beef',
        p_active: false,
      }),
      'PT404',
      'Corporate account not found',
    );
  });
});

describe('quota', () => {
  it('top-up and set-exact change the counter and record who, when, old and new', async () => {
    const row = await create({ p_questions_remaining: 3 });
    expect(
      ok(
        await admin.rpc('admin_top_up_corporate_quota', {
          p_account_id: row.id,
          p_add: 50,
          p_reason: 'November order',
        }),
      ),
    ).toEqual([
      { corporate_account_id: row.id, old_questions_remaining: 3, new_questions_remaining: 53 },
    ]);
    expect(
      ok(
        await admin.rpc('admin_set_corporate_quota', {
          p_account_id: row.id,
          p_questions_remaining: 7,
        }),
      ),
    ).toEqual([
      { corporate_account_id: row.id, old_questions_remaining: 53, new_questions_remaining: 7 },
    ]);
    const [, top, set] = await eventsFor(row.id);
    expect(top).toMatchObject({
      action: 'account.quota_top_up',
      actor_name: 'Alex Admin',
      old_values: { questions_remaining: 3 },
      new_values: { questions_remaining: 53, added: 50 },
      reason: 'November order',
    });
    expect(Date.now() - new Date(top!.created_at).getTime()).toBeLessThan(60_000);
    expect(set).toMatchObject({
      action: 'account.quota_set',
      old_values: { questions_remaining: 53 },
      new_values: { questions_remaining: 7 },
      reason: null,
    });
    expect((await listed(row.id)).questions_remaining).toBe(7);
  });

  it('refuses amounts out of range and unknown accounts, changing nothing', async () => {
    const row = await create({ p_questions_remaining: 10 });
    for (const add of [0, -5, 100001]) {
      denied(
        await admin.rpc('admin_top_up_corporate_quota', { p_account_id: row.id, p_add: add }),
        '22023',
        'Add between 1 and 100000 questions',
      );
    }
    for (const value of [-1, 1000001]) {
      denied(
        await admin.rpc('admin_set_corporate_quota', {
          p_account_id: row.id,
          p_questions_remaining: value,
        }),
        '22023',
        'Questions remaining must be between 0 and 1000000',
      );
    }
    ok(
      await admin.rpc('admin_set_corporate_quota', {
        p_account_id: row.id,
        p_questions_remaining: 999_990,
      }),
    );
    denied(
      await admin.rpc('admin_top_up_corporate_quota', { p_account_id: row.id, p_add: 11 }),
      '22023',
      'Questions remaining cannot exceed 1000000',
    );
    denied(
      await admin.rpc('admin_top_up_corporate_quota', {
        p_account_id: '00000000-0000-4000-8000-00000000beef',
        p_add: 1,
      }),
      'PT404',
      'Corporate account not found',
    );
    expect((await listed(row.id)).questions_remaining).toBe(999_990);
    expect((await eventsFor(row.id)).map((e) => e.action)).toEqual([
      'account.create',
      'account.quota_set',
    ]);
  });

  it('two admins topping up the same account at once: every top-up counts, each answer is its own', async () => {
    const row = await create({ p_questions_remaining: 100 });
    const other = await freshUser('quota-admin2', { role: 'admin' });
    const calls = Array.from({ length: 20 }, (_, i) => ({
      client: i % 2 === 0 ? admin : other.client,
      add: i + 1,
    }));
    const results = await Promise.all(
      calls.map((x) =>
        x.client.rpc('admin_top_up_corporate_quota', { p_account_id: row.id, p_add: x.add }),
      ),
    );
    const answers = results.map((r, i) => {
      const [a] = ok(r);
      expect(a!.new_questions_remaining - a!.old_questions_remaining).toBe(calls[i]!.add);
      return a!;
    });
    const total = calls.reduce((n, x) => n + x.add, 0);
    expect((await listed(row.id)).questions_remaining).toBe(100 + total);
    // the answers chain: each top-up started from the previous one's result
    const chain = [...answers].sort(
      (a, b) => a.old_questions_remaining - b.old_questions_remaining,
    );
    expect(chain[0]!.old_questions_remaining).toBe(100);
    for (let i = 1; i < chain.length; i++) {
      expect(chain[i]!.old_questions_remaining).toBe(chain[i - 1]!.new_questions_remaining);
    }
    const events = await eventsFor(row.id, 'account.quota_top_up');
    expect(events).toHaveLength(20);
    expect(events.filter((e) => e.actor_id === ADMIN_ID)).toHaveLength(10);
    expect(events.filter((e) => e.actor_id === other.id)).toHaveLength(10);
  });

  it('top-ups and submissions at once: nothing lost on either side', async () => {
    const row = await create({ p_questions_remaining: 10 });
    const anon = apiClient();
    const work: Promise<unknown>[] = [];
    for (let i = 0; i < 5; i++) {
      work.push(
        (async () =>
          ok(
            await admin.rpc('admin_top_up_corporate_quota', { p_account_id: row.id, p_add: 10 }),
          ))(),
      );
      // submit_question counts the submission itself.
      work.push(submit(anon, { corporateAccountId: row.id }));
    }
    await Promise.all(work);
    const [{ n }] = oneRow(
      await sql<{ n: number }>(
        'select count(*)::int as n from public.questions where corporate_account_id = $1',
        [row.id],
      ),
    );
    expect(n).toBe(5);
    expect((await listed(row.id)).questions_remaining).toBe(10 + 50 - 5);
  });
});

describe('the accounts list', () => {
  it('shows experts, questions this month and the low-quota warning at <= 10 % of the last top-up or <= 5', async () => {
    const row = await create({ p_questions_remaining: 0 });
    ok(await admin.rpc('admin_top_up_corporate_quota', { p_account_id: row.id, p_add: 100 }));
    ok(
      await admin.rpc('admin_assign_expert_account', {
        p_expert_id: '00000000-0000-4000-8000-0000000000a3',
        p_account_id: row.id,
      }),
    );
    const setRemaining = (n: number) =>
      sql('update public.corporate_accounts set questions_remaining = $2 where id = $1', [
        row.id,
        n,
      ]);
    await setRemaining(11);
    expect(await listed(row.id)).toMatchObject({
      quota_allowance: 100,
      warnings: [],
      expert_names: ['Erin Expert'],
    });
    await setRemaining(10);
    expect((await listed(row.id)).warnings).toEqual(['low_quota']);

    // an account that never had a top-up: only the <= 5 rule
    const seeded = await freshAccount('acct-seeded', [DEMO.expert], 6);
    expect(await listed(seeded.id)).toMatchObject({ quota_allowance: null, warnings: [] });
    await sql('update public.corporate_accounts set questions_remaining = 5 where id = $1', [
      seeded.id,
    ]);
    expect((await listed(seeded.id)).warnings).toEqual(['low_quota']);

    // questions this month: not last month's
    const anon = apiClient();
    await submit(anon, { corporateAccountId: row.id });
    const old = await submit(anon, { corporateAccountId: row.id });
    await sql(
      `update public.questions set created_at = date_trunc('month', now()) - interval '1 day' where id = $1`,
      [old],
    );
    expect((await listed(row.id)).questions_this_month).toBe(1);
  });

  it('warns about contracts past or within 30 days of their end, and accounts without an expert', async () => {
    const row = await create({ p_questions_remaining: 50 });
    const setEnd = (days: number) =>
      sql(
        `update public.corporate_accounts set contract_end_date = current_date + $2::int where id = $1`,
        [row.id, days],
      );
    await setEnd(31);
    expect(await listed(row.id)).toMatchObject({ contract_days_left: 31, warnings: ['no_expert'] });
    await setEnd(30);
    expect((await listed(row.id)).warnings).toEqual(['contract_ending', 'no_expert']);
    await setEnd(0);
    expect((await listed(row.id)).warnings).toEqual(['contract_ending', 'no_expert']);
    await setEnd(-1);
    expect(await listed(row.id)).toMatchObject({
      contract_days_left: -1,
      warnings: ['contract_ended', 'no_expert'],
    });
    // inactive accounts carry no warnings
    ok(await admin.rpc('admin_set_corporate_account_active', { p_id: row.id, p_active: false }));
    expect((await listed(row.id)).warnings).toEqual([]);
  });

  it('filters by text, active and "needs attention"', async () => {
    const s = suffix();
    const calm = await create({
      p_name: `Filter Calm ${s}`,
      p_slug: `filter-calm-${s}`,
      p_questions_remaining: 50,
    });
    ok(
      await admin.rpc('admin_assign_expert_account', {
        p_expert_id: '00000000-0000-4000-8000-0000000000a3',
        p_account_id: calm.id,
      }),
    );
    const noisy = await create({ p_name: `Filter Noisy ${s}`, p_slug: `filter-noisy-${s}` });
    const off = await create({
      p_name: `Filter Off ${s}`,
      p_slug: `filter-off-${s}`,
      p_is_active: false,
    });
    const ids = async (args: Record<string, unknown>) =>
      ok(await admin.rpc('admin_list_corporate_accounts', args)).map((r) => r.id);
    expect(await ids({ p_search: `Filter CALM ${s}` })).toEqual([calm.id]);
    expect(await ids({ p_search: `filter-calm-${s}` })).toEqual([calm.id]);
    expect(await ids({ p_search: s })).toEqual([calm.id, noisy.id, off.id]);
    expect(await ids({ p_search: s, p_active: false })).toEqual([off.id]);
    expect(await ids({ p_search: s, p_attention: true })).toEqual([noisy.id]);
  });
});

describe('expert assignments', () => {
  it('assign and unassign are idempotent, audited once, and auto-assignment picks the assigned expert', async () => {
    const row = await create({ p_questions_remaining: 20 });
    const expert = await freshExpert('acct-assign');
    expect(
      ok(
        await admin.rpc('admin_assign_expert_account', {
          p_expert_id: expert.id,
          p_account_id: row.id,
        }),
      ),
    ).toBe(true);
    expect(
      ok(
        await admin.rpc('admin_assign_expert_account', {
          p_expert_id: expert.id,
          p_account_id: row.id,
        }),
      ),
    ).toBe(false);
    expect(await listed(row.id)).toMatchObject({ expert_ids: [expert.id], warnings: [] });
    const assigned = await eventsFor(expert.id, 'expert.assign_account');
    expect(assigned).toHaveLength(1);
    expect(assigned[0]!.new_values).toEqual({
      corporate_account_id: row.id,
      corporate_account_name: row.name,
    });

    // the public path: submit_question auto-assigns to the only expert of the account
    const anon = apiClient();
    const q = await submit(anon, { corporateAccountId: row.id });
    expect(await questionRow(q)).toMatchObject({ status: 'pending', expert_id: expert.id });

    expect(
      ok(
        await admin.rpc('admin_unassign_expert_account', {
          p_expert_id: expert.id,
          p_account_id: row.id,
        }),
      ),
    ).toBe(true);
    expect(
      ok(
        await admin.rpc('admin_unassign_expert_account', {
          p_expert_id: expert.id,
          p_account_id: row.id,
        }),
      ),
    ).toBe(false);
    expect(await eventsFor(expert.id, 'expert.unassign_account')).toHaveLength(1);
    // their open question stays theirs
    expect((await questionRow(q)).expert_id).toBe(expert.id);
    expect((await listed(row.id)).warnings).toEqual(['no_expert']);
    const q2 = await submit(anon, { corporateAccountId: row.id });
    expect(await questionRow(q2)).toMatchObject({ status: 'unassigned', expert_id: null });
  });

  it('only experts can be assigned, to accounts that exist', async () => {
    const row = await create();
    const user = await freshUser('acct-not-expert');
    denied(
      await admin.rpc('admin_assign_expert_account', {
        p_expert_id: user.id,
        p_account_id: row.id,
      }),
      '22023',
      'User is not an expert',
    );
    denied(
      await admin.rpc('admin_assign_expert_account', {
        p_expert_id: '00000000-0000-4000-8000-0000000000a3',
        p_account_id: '00000000-0000-4000-8000-00000000beef',
      }),
      'PT404',
      'Corporate account not found',
    );
    expect(
      await sql(
        'select 1 from public.expert_corporate_assignments where corporate_account_id = $1',
        [row.id],
      ),
    ).toEqual([]);
  });
});
