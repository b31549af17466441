/**
 * The partner setting "require the demo access code on this partner's forms"
 * (`corporate_accounts.demo_gated`) through the admin RPCs: only admins read and set it, every
 * change is audited, and `submit_question` follows it at once (anonymous submissions without a
 * demo-access token refused while it is on, accepted again once it is off; members not asked).
 */
import { type TestClient, sqlArgs } from '../helpers.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, DEMO_PASSWORD } from '../../support/accounts.ts';
import {
  DEMO,
  apiClient,
  denied,
  freshAccount,
  ok,
  questionPayload,
  signIn,
  sql,
  signInActors,
  type Actor,
} from '../db/db-helpers.ts';

let c: Record<Actor, TestClient>;
let member: { client: TestClient; id: string };
let account: { id: string; slug: string };

/** An anonymous submission to the account from a fresh client (own address), without a token. */
const anonSubmit = () =>
  apiClient().rpc('submit_question', {
    payload: questionPayload({ corporateAccountId: account.id }),
  });

const gated = async () =>
  (
    await sql<{ demo_gated: boolean }>(
      'select demo_gated from public.corporate_accounts where id = $1',
      [account.id],
    )
  )[0]!.demo_gated;

/** The account's on/off settings as admins read them. */
const flagsOf = async (id: string) => {
  const rows = ok(await c.admin.rpc('admin_account_flags'));
  const row = rows.find((r) => r.id === id);
  return row && { demo_gated: row.demo_gated, kb_public_suggestions: row.kb_public_suggestions };
};

beforeAll(async () => {
  c = await signInActors();
  account = await freshAccount('gate', [DEMO.expert]);
  const partner = await createUser({ name: 'Gate Member' });
  await sql(
    'update public.profiles set corporate_account_id = $2, is_corporate_user = true where id = $1',
    [partner.id, account.id],
  );
  member = { client: await signIn(partner.email, DEMO_PASSWORD), id: partner.id };
});

describe('admin_set_account_flag / admin_account_flags: the demo gate', () => {
  it('only admins read and set the flag; a change is audited with the old and new value', async () => {
    const on = { p_id: account.id, p_flag: 'demo_gated', p_on: true };
    for (const actor of ['anon', 'user', 'corporate', 'expert', 'approver'] as const) {
      denied(await c[actor].rpc('admin_set_account_flag', on), '42501');
      denied(await c[actor].rpc('admin_account_flags'), '42501');
    }
    expect(await gated()).toBe(false);
    expect(await flagsOf(account.id)).toEqual({ demo_gated: false, kb_public_suggestions: false });

    expect(ok(await c.admin.rpc('admin_set_account_flag', on))).toBe(true);
    expect(await gated()).toBe(true);
    expect(await flagsOf(account.id)).toEqual({ demo_gated: true, kb_public_suggestions: false });
    const audit = await sql<{
      actor_id: string;
      old_values: unknown;
      new_values: unknown;
    }>(
      "select actor_id, old_values, new_values from public.admin_events where target_id = $1 and action = 'account.update' order by id desc",
      [account.id],
    );
    const adminId = (
      await sql<{ id: string }>('select id from public.profiles where email = $1', [DEMO.admin])
    )[0]!.id;
    expect(audit).toHaveLength(1);
    expect(audit[0]).toEqual({
      actor_id: adminId,
      old_values: { demo_gated: false },
      new_values: { demo_gated: true },
    });

    // setting the same value again changes nothing and records nothing
    ok(await c.admin.rpc('admin_set_account_flag', on));
    const again = await sql(
      "select 1 from public.admin_events where target_id = $1 and action = 'account.update'",
      [account.id],
    );
    expect(again).toHaveLength(1);

    denied(
      await c.admin.rpc(
        'admin_set_account_flag',
        sqlArgs<'admin_set_account_flag'>({
          p_id: account.id,
          p_flag: 'demo_gated',
          p_on: null,
        }),
      ),
      '22023',
      'The setting must be on or off',
    );
    for (const flag of ['is_active', 'questions_remaining', '', null]) {
      denied(
        await c.admin.rpc(
          'admin_set_account_flag',
          sqlArgs<'admin_set_account_flag'>({
            p_id: account.id,
            p_flag: flag,
            p_on: true,
          }),
        ),
        '22023',
        'Unknown account setting',
      );
    }
    denied(
      await c.admin.rpc('admin_set_account_flag', {
        p_id: '00000000-0000-4000-8000-000000000000',
        p_flag: 'demo_gated',
        p_on: true,
      }),
      'PT404',
      'Corporate account not found',
    );
  });

  it('submit_question follows the flag: no token refused while on, accepted once off; members not asked', async () => {
    ok(
      await c.admin.rpc('admin_set_account_flag', {
        p_id: account.id,
        p_flag: 'demo_gated',
        p_on: true,
      }),
    );
    denied(
      await anonSubmit(),
      'PT403',
      'Demo access has expired. Please enter the access code again.',
    );
    const memberId = ok(
      await member.client.rpc('submit_question', {
        payload: questionPayload({ corporateAccountId: account.id, userId: member.id }),
      }),
    );
    expect(memberId).toEqual(expect.any(String));

    ok(
      await c.admin.rpc('admin_set_account_flag', {
        p_id: account.id,
        p_flag: 'demo_gated',
        p_on: false,
      }),
    );
    const id = ok(await anonSubmit());
    const stored = await sql<{ corporate_account_id: string }>(
      'select corporate_account_id from public.questions where id = $1',
      [id],
    );
    expect(stored).toEqual([{ corporate_account_id: account.id }]);
    const audit = await sql<{ new_values: unknown }>(
      "select new_values from public.admin_events where target_id = $1 and action = 'account.update' order by id desc limit 1",
      [account.id],
    );
    expect(audit[0]?.new_values).toEqual({ demo_gated: false });
  });
});
