/**
 * Partner email domains (docs/decisions.md, "Partner email domains"), the admin's side: no two
 * accounts allow one domain (the account RPCs say which account has it, also when two writes race),
 * and an admin links and unlinks a user by hand.
 */
import { type TestClient, env, sqlArgs } from '../helpers.ts';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  LINK,
  UNLINKED,
  linkOf,
  linkedTo,
  newAccount,
  newDomain,
  rand,
  type Account,
} from './domain-support.ts';
import { ADMIN_ID, adminClient, denied, eventsFor, freshUser, ok, sql } from './support.ts';

let admin: TestClient;

beforeAll(async () => {
  admin = await adminClient();
});

describe('one account per domain', () => {
  it('admin_create_corporate_account refuses a domain another account allows, in any spelling', async () => {
    const domain = newDomain('taken');
    const owner = await newAccount(admin, [domain]);
    const s = rand();
    denied(
      await admin.rpc('admin_create_corporate_account', {
        p_name: `Second Partner ${s}`,
        p_slug: `second-partner-${s}`,
        p_allowed_email_domains: [newDomain('free'), `@${domain.toUpperCase()}`],
      }),
      '23P01',
      `Allowed email domain "${domain}" is already used by ${owner.name}`,
    );
    expect(
      await sql('select 1 from public.corporate_accounts where slug = $1', [`second-partner-${s}`]),
    ).toEqual([]);
  });

  it('admin_update_corporate_account refuses adding a taken domain; keeping its own is fine', async () => {
    const domain = newDomain('kept');
    const owner = await newAccount(admin, [domain]);
    const other = await newAccount(admin, []);
    const update = (a: Account, domains: string[]) =>
      admin.rpc('admin_update_corporate_account', {
        p_id: a.id,
        p_name: a.name,
        p_slug: a.slug,
        p_is_active: true,
        p_primary_email: 'ops@example.test',
        p_allowed_email_domains: domains,
      });
    denied(
      await update(other, [domain]),
      '23P01',
      `Allowed email domain "${domain}" is already used by ${owner.name}`,
    );
    ok(await update(owner, [domain]));
    const [row] = await sql(
      'select allowed_email_domains from public.corporate_accounts where id = $1',
      [other.id],
    );
    expect(row).toEqual({ allowed_email_domains: [] });
  });

  it('two transactions adding one domain at once: the second waits for the first and is refused', async () => {
    const domain = newDomain('race');
    const [one, two] = [await newAccount(admin, []), await newAccount(admin, [])];
    const set = 'update public.corporate_accounts set allowed_email_domains = $2 where id = $1';
    const [a, b] = [new pg.Client(env('DB_URL')), new pg.Client(env('DB_URL'))];
    await Promise.all([a.connect(), b.connect()]);
    try {
      await a.query('begin');
      await a.query(set, [one.id, [domain]]);
      let settled = false;
      const second = b.query(set, [two.id, [domain]]).then(
        () => 'stored',
        (e: Error & { code?: string }) => ({ code: e.code, message: e.message }),
      );
      void second.finally(() => (settled = true));
      await new Promise((r) => setTimeout(r, 300));
      expect(settled).toBe(false);
      await a.query('commit');
      expect(await second).toEqual({
        code: '23P01',
        message: `Allowed email domain "${domain}" is already used by ${one.name}`,
      });
    } finally {
      await a.query('rollback').catch(() => {});
      await Promise.all([a.end(), b.end()]);
    }
  });
});

describe('admin_set_user_corporate_account', () => {
  it('an admin links and unlinks a user, each audited with the admin as actor', async () => {
    const account = await newAccount(admin, []);
    const user = await freshUser('domains-manual');
    const call = (accountId: string | null) =>
      admin.rpc(
        'admin_set_user_corporate_account',
        sqlArgs<'admin_set_user_corporate_account'>({
          p_user_id: user.id,
          p_corporate_account_id: accountId,
        }),
      );
    expect(ok(await call(account.id))).toMatchObject({ id: user.id, is_corporate_user: true });
    expect(await linkOf(user.id)).toEqual(linkedTo(account.id));
    ok(await call(null));
    expect(await linkOf(user.id)).toEqual(UNLINKED);
    const events = await eventsFor(user.id, LINK);
    expect(events.map((e) => [e.actor_id, e.new_values?.corporate_account_name, e.reason])).toEqual(
      [
        [ADMIN_ID, account.name, null],
        [ADMIN_ID, null, null],
      ],
    );
  });
});
