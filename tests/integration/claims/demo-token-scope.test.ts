/**
 * Demo-access tokens name their partner (docs/decisions.md, "Demo access tokens name their
 * partner"): verify_demo_access issues a token for the gated partner asked for only, its lifetime
 * is the one the admin Settings page states, and demo_token_valid(token, account) accepts it for
 * that partner only.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_ACCESS_HOURS } from '../../../src/features/admin/messages/settings.ts';
import { anonClient, sql } from '../helpers';

const LAKESIDE = 'c0000000-0000-4000-8000-000000000003';
const HARBOR = 'c0000000-0000-4000-8000-000000000004';

async function tokenFor(account: string): Promise<string | null> {
  const { data, error } = await anonClient().rpc('verify_demo_access', {
    code: 'claimdesk-demo',
    account,
  });
  expect(error).toBeNull();
  return data;
}

async function validFor(token: string, accountId: string): Promise<boolean> {
  const [row] = await sql<{ ok: boolean }>('select public.demo_token_valid($1, $2) as ok', [
    token,
    accountId,
  ]);
  return row!.ok;
}

describe('demo-access tokens', () => {
  it('name the partner they were issued for and live as long as Settings says', async () => {
    const token = (await tokenFor('Lakeside-University-Health '))!;
    const [slug, expires] = token.split('.');
    expect(slug).toBe('lakeside-university-health');
    const hours = (Number(expires) * 1000 - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(DEMO_ACCESS_HOURS - 0.1);
    expect(hours).toBeLessThanOrEqual(DEMO_ACCESS_HOURS);
  });

  it('are issued for gated partners only', async () => {
    expect(await tokenFor('summit-health')).toBeNull();
    expect(await tokenFor('no-such-partner')).toBeNull();
    expect(await tokenFor('')).toBeNull();
  });

  it("a token for one partner is refused for another's gated form; a renamed one is refused too", async () => {
    const lakeside = (await tokenFor('lakeside-university-health'))!;
    const harbor = (await tokenFor('harbor-hospital-network'))!;
    expect(await validFor(lakeside, LAKESIDE)).toBe(true);
    expect(await validFor(harbor, HARBOR)).toBe(true);
    expect(await validFor(lakeside, HARBOR)).toBe(false);
    expect(await validFor(harbor, LAKESIDE)).toBe(false);
    // the partner's name in the token is signed: changing it breaks the signature
    const renamed = lakeside.replace('lakeside-university-health', 'harbor-hospital-network');
    expect(await validFor(renamed, HARBOR)).toBe(false);
    console.log(
      `[demo token] lakeside token on lakeside: ${await validFor(lakeside, LAKESIDE)}; on harbor: ${await validFor(lakeside, HARBOR)}`,
    );
  });
});
