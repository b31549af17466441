/**
 * Partner email domains (docs/decisions.md, "Partner email domains") through the real auth API: a
 * confirmed email at an active account's allowed domain makes a plain user that account's
 * corporate user (audited, no actor); nothing else links, and nothing moves or unlinks a user.
 */
import { type TestClient, testClient } from '../helpers.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { callFn } from '../functions/fn-helpers.ts';
import { LINK, UNLINKED, linkOf, linkedTo, newAccount, newDomain, rand } from './domain-support.ts';
import { adminClient, eventsFor, ok, sql } from './support.ts';

let admin: TestClient;

beforeAll(async () => {
  admin = await adminClient();
});

/** Signs up through the auth API (autoconfirm locally: confirmed at insert); returns id and client. */
async function signUp(email: string) {
  const client = testClient();
  const { data, error } = await client.auth.signUp({
    email,
    password: 'Partner-domain-2026',
    options: { data: { name: 'Dana Domain' } },
  });
  if (error || !data.user || !data.session)
    throw new Error(`signUp failed: ${error?.message ?? 'no session'}`);
  return { id: data.user.id, client };
}

describe('signing up at a partner domain', () => {
  it('links the new user to the account (corporate, unlimited), audited with no actor and the reason', async () => {
    const domain = newDomain('partner');
    const account = await newAccount(admin, [`clinic.${domain}`, domain]);
    const { id, client } = await signUp(`dana.${rand()}@${domain.toUpperCase()}`);
    expect(await linkOf(id)).toEqual(linkedTo(account.id));
    // the user's own session reads it at once
    const own = ok(await client.from('profiles').select('is_corporate_user').eq('id', id), 1);
    expect(own).toEqual([{ is_corporate_user: true }]);
    expect(await eventsFor(id, LINK)).toEqual([
      expect.objectContaining({
        actor_id: null,
        actor_name: null,
        target_type: 'user',
        target_label: 'Dana Domain',
        old_values: {
          corporate_account_id: null,
          corporate_account_name: null,
          questions_remaining: 10,
        },
        new_values: {
          corporate_account_id: account.id,
          corporate_account_name: account.name,
          questions_remaining: -1,
        },
        reason: `Signed up with an email at ${domain}`,
      }),
    ]);
  });

  it('matches the exact domain only: unknown, unlisted subdomain and look-alike domains do not link', async () => {
    const domain = newDomain('exact');
    await newAccount(admin, [domain]);
    for (const email of [
      `a.${rand()}@${newDomain('unknown')}`,
      `b.${rand()}@sub.${domain}`,
      `c.${rand()}@not${domain}`,
      `${domain}.${rand()}@example.test`,
    ]) {
      const { id } = await signUp(email);
      expect(await linkOf(id), email).toEqual(UNLINKED);
      expect(await eventsFor(id, LINK)).toEqual([]);
    }
  });

  it("an inactive account's domain does not link", async () => {
    const domain = newDomain('inactive');
    await newAccount(admin, [domain], false);
    const { id } = await signUp(`d.${rand()}@${domain}`);
    expect(await linkOf(id)).toEqual(UNLINKED);
  });

  it('staff created at a partner domain (create-staff-user) are not linked', async () => {
    const domain = newDomain('staff');
    await newAccount(admin, [domain]);
    const res = await callFn<{ user: { id: string } }>(
      'create-staff-user',
      {
        email: `e.${rand()}@${domain}`,
        password: 'Staff-pass-2026',
        name: 'Sky Staff',
        role: 'expert',
      },
      'admin',
    );
    expect(res.status).toBe(200);
    const id = res.body.data!.user.id;
    expect(await linkOf(id)).toEqual({ ...UNLINKED, role: 'expert', questions_remaining: -1 });
    expect(await eventsFor(id, LINK)).toEqual([]);
  });
});

describe('confirming later and changing email', () => {
  it('an unconfirmed user is linked when the email is confirmed, not before', async () => {
    const domain = newDomain('later');
    const account = await newAccount(admin, [domain]);
    const [row] = await sql<{ id: string }>(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password,
         raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
       values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated',
         'authenticated', $1, '', '{"provider":"email","providers":["email"]}',
         '{"name":"Casey Later"}', now(), now())
       returning id`,
      [`f.${rand()}@${domain}`],
    );
    const id = row!.id;
    expect(await linkOf(id)).toEqual(UNLINKED);
    await sql('update auth.users set email_confirmed_at = now() where id = $1', [id]);
    expect(await linkOf(id)).toEqual(linkedTo(account.id));
    expect((await eventsFor(id, LINK)).map((e) => e.reason)).toEqual([
      `Signed up with an email at ${domain}`,
    ]);
  });

  it('a confirmed user who moves to a partner email is linked; a linked user is never moved or unlinked', async () => {
    const first = newDomain('first');
    const second = newDomain('second');
    const one = await newAccount(admin, [first]);
    await newAccount(admin, [second]);
    const { id } = await signUp(`g.${rand()}@example.test`);
    expect(await linkOf(id)).toEqual(UNLINKED);
    await sql('update auth.users set email = $2 where id = $1', [id, `g.${rand()}@${first}`]);
    expect(await linkOf(id)).toEqual(linkedTo(one.id));
    await sql('update auth.users set email = $2 where id = $1', [id, `g.${rand()}@${second}`]);
    await sql('update auth.users set email = $2 where id = $1', [id, `g.${rand()}@example.test`]);
    expect(await linkOf(id)).toEqual(linkedTo(one.id));
    expect((await eventsFor(id, LINK)).map((e) => e.reason)).toEqual([
      `Changed their email to one at ${first}`,
    ]);
  });
});
