/**
 * Per-address limits on the PostgreSQL server (docs/decisions.md, "Per-address limits"): the client
 * address as the gateway reports it (cf-connecting-ip) is set per call, which the local stack's
 * loopback clients cannot do for IPv6. Limit 5 per window (the default), ceiling 50.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caught } from '../support/caught.ts';
import { asRole, createTestDatabase, type TestDatabase } from './support.ts';

const MERIDIAN = 'c0000000-0000-4000-8000-000000000002';
const SUMMIT = 'c0000000-0000-4000-8000-000000000001';
const REFUSED = 'Too many questions have been submitted from your network. Please try again later.';

interface Answer {
  id: string | null;
  code: string | null;
  hint: string | null;
}

describe('per-address limits (PostgreSQL server)', () => {
  let db: TestDatabase;
  let su: pg.Client;
  let c: pg.Client;
  let n = 0;

  beforeAll(async () => {
    db = await createTestDatabase('addrlimits');
    su = new pg.Client({ connectionString: db.url });
    c = new pg.Client({ connectionString: db.url });
    await Promise.all([su.connect(), c.connect()]);
    // one window for the whole file (windows start at multiples of their length, here midnight UTC)
    await su.query(
      `update public.app_settings set value = '86400' where key = 'limit.submissions_window_seconds'`,
    );
  });
  afterAll(async () => {
    await Promise.all([su?.end(), c?.end()]);
    await db?.drop();
  });

  /** One anonymous submission from `ip` to `account`, as PostgREST runs it. */
  async function submit(ip: string, account = MERIDIAN, extra: object = {}): Promise<Answer> {
    n += 1;
    try {
      const id = await asRole(c, 'anon', {}, async () => {
        await c.query(`select set_config('request.headers', $1, true)`, [
          JSON.stringify({ 'cf-connecting-ip': ip }),
        ]);
        const r = await c.query<{ id: string }>('select public.submit_question($1) id', [
          {
            title: `Limit ${n}`,
            content: 'Which modifier applies?',
            firstName: 'Nat',
            lastName: 'Shared',
            email: 'nat.shared@example.test',
            corporateAccountId: account,
            formElapsedMs: 60_000,
            ...extra,
          },
        ]);
        return r.rows[0]!.id;
      });
      return { id, code: null, hint: null };
    } catch (e) {
      const err = caught(e);
      expect(err.message).toBe(REFUSED);
      return { id: null, code: err.code ?? null, hint: err.hint ?? null };
    }
  }

  async function stored(ip: string, tries: number, account = MERIDIAN): Promise<number> {
    let ok = 0;
    for (let i = 0; i < tries; i++) if ((await submit(ip, account)).id) ok += 1;
    return ok;
  }

  async function humanToken(): Promise<string> {
    return (await su.query<{ t: string }>('select public.issue_human_token() t')).rows[0]!.t;
  }

  it('two IPv6 addresses in one /64 share the limit; another /64 has its own', async () => {
    expect(await stored('2001:db8:aa:1::10', 3)).toBe(3);
    expect(await stored('2001:db8:aa:1:ffff:1234:5678:9abc', 4)).toBe(2);
    expect(await stored('2001:db8:aa:2::10', 5)).toBe(5);
    const keys = await su.query<{ k: string }>(
      `select public.client_address_key(a) k from unnest(array['2001:db8:aa:1::10', '::ffff:192.0.2.7', '192.0.2.7']) a`,
    );
    expect(keys.rows.map((r) => r.k)).toEqual(['2001:db8:aa:1::/64', '192.0.2.7', '192.0.2.7']);
    console.log('[limits] one /64: 7 tries -> 5 stored; another /64: 5 of 5');
  });

  it('IPv4 keeps the full address, and an IPv4-mapped IPv6 address is that IPv4 address', async () => {
    expect(await stored('198.51.100.20', 3)).toBe(3);
    expect(await stored('::ffff:198.51.100.20', 3)).toBe(2);
    expect(await stored('198.51.100.21', 5)).toBe(5);
  });

  it('an account whose limit an admin raised accepts more from one address', async () => {
    await su.query(
      `insert into public.account_submission_limits (corporate_account_id, per_address) values ($1, 12)`,
      [SUMMIT],
    );
    expect(await stored('203.0.113.50', 14, SUMMIT)).toBe(12);
    expect(await stored('203.0.113.51', 7, MERIDIAN)).toBe(5);
  });

  it('over the limit: the refusal asks for the human check; a verified check gets through, up to the ceiling', async () => {
    const ip = '2001:db8:bb:1::1';
    expect(await stored(ip, 5)).toBe(5);
    const asked = await submit(ip);
    expect(asked).toEqual({ id: null, code: 'PT429', hint: 'human_check' });
    const forged = await submit(ip, MERIDIAN, { humanToken: 'not-a-token' });
    expect(forged.hint).toBe('human_check');

    const through = await submit(ip, MERIDIAN, { humanToken: await humanToken() });
    expect(through.id).toMatch(/^[0-9a-f-]{36}$/);
    // single use: the same token again is asked again
    const token = await humanToken();
    expect((await submit(ip, MERIDIAN, { humanToken: token })).id).not.toBeNull();
    expect((await submit(ip, MERIDIAN, { humanToken: token })).hint).toBe('human_check');

    await su.query(
      `update public.app_settings set value = '8' where key = 'limit.submissions_per_address_ceiling'`,
    );
    try {
      // 7 counted so far in this window; the 8th passes with a check, the 9th never does
      expect((await submit(ip, MERIDIAN, { humanToken: await humanToken() })).id).not.toBeNull();
      const ceiling = await submit(ip, MERIDIAN, { humanToken: await humanToken() });
      expect(ceiling).toEqual({ id: null, code: 'PT429', hint: null });
    } finally {
      await su.query(
        `update public.app_settings set value = '50' where key = 'limit.submissions_per_address_ceiling'`,
      );
    }
  });
});
