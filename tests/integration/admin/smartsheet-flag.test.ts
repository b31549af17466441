/**
 * The partner setting "add each question to the Smartsheet sheet"
 * (`corporate_accounts.smartsheet_sync`): only admins read and set it, a change is audited, and
 * submit_question queues a Smartsheet row by that setting alone; the payload's old `smartsheet`
 * field is ignored either way (docs/decisions.md, "Smartsheet rows by account").
 */
import type { TestClient } from '../helpers.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO,
  apiClient,
  denied,
  freshAccount,
  ok,
  questionPayload,
  sql,
  signInActors,
  type Actor,
} from '../db/db-helpers.ts';

let c: Record<Actor, TestClient>;
let account: { id: string; slug: string };

const SUMMIT = 'c0000000-0000-4000-8000-000000000001';
const MERIDIAN = 'c0000000-0000-4000-8000-000000000002';
const HARBOR = 'c0000000-0000-4000-8000-000000000004';

/** An anonymous submission to the account, asking (as old clients did) for a Smartsheet row or not. */
async function submitAsking(accountId: string | null, smartsheet: boolean): Promise<string> {
  return ok(
    await apiClient().rpc('submit_question', {
      payload: questionPayload({ corporateAccountId: accountId, smartsheet }),
    }),
  );
}

async function sheetRows(questionId: string): Promise<number> {
  return (
    await sql(`select 1 from public.outbox where kind = 'smartsheet_row' and question_id = $1`, [
      questionId,
    ])
  ).length;
}

const setFlag = (client: TestClient, on: boolean) =>
  client.rpc('admin_set_account_flag', { p_id: account.id, p_flag: 'smartsheet_sync', p_on: on });

beforeAll(async () => {
  c = await signInActors();
  account = await freshAccount('sheet', [DEMO.expert]);
});

describe('smartsheet_sync: the server decides which questions get a Smartsheet row', () => {
  it('is on for the spec’s device-company and hospital-system partners only', async () => {
    const rows = ok(await c.admin.rpc('admin_account_flags'));
    const on = (id: string) => rows.find((r) => r.id === id)?.smartsheet_sync;
    expect([on(SUMMIT), on(MERIDIAN), on(HARBOR), on(account.id)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('only admins read and set it; a change is audited', async () => {
    for (const actor of ['anon', 'user', 'corporate', 'expert', 'approver'] as const) {
      denied(await setFlag(c[actor], true), '42501');
      denied(await c[actor].rpc('admin_account_flags'), '42501');
    }
    expect(
      (
        await sql<{ smartsheet_sync: boolean }>(
          'select smartsheet_sync from public.corporate_accounts where id = $1',
          [account.id],
        )
      )[0]!.smartsheet_sync,
    ).toBe(false);
    expect(ok(await setFlag(c.admin, true))).toBe(true);
    const audit = await sql<{ old_values: unknown; new_values: unknown }>(
      "select old_values, new_values from public.admin_events where target_id = $1 and action = 'account.update'",
      [account.id],
    );
    expect(audit).toEqual([
      { old_values: { smartsheet_sync: false }, new_values: { smartsheet_sync: true } },
    ]);
    ok(await setFlag(c.admin, false));
  });

  it('flag off: no Smartsheet row even when the payload asks; flag on: one row even when it does not', async () => {
    ok(await setFlag(c.admin, false));
    const asked = await submitAsking(account.id, true);
    expect(await sheetRows(asked)).toBe(0);
    // no account: never a row
    expect(await sheetRows(await submitAsking(null, true))).toBe(0);

    ok(await setFlag(c.admin, true));
    const notAsked = await submitAsking(account.id, false);
    expect(await sheetRows(notAsked)).toBe(1);
    ok(await setFlag(c.admin, false));
  });
});
