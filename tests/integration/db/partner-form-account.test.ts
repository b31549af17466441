/**
 * get_partner_form_account (20261127001100_functions_accounts_and_partner_forms): every partner form loads its account by slug. Anyone
 * may call it (the forms are public); a deactivated account answers "not accepting" without its id
 * or counter; an unknown slug answers no row; the call writes nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../helpers.ts';
import { DEMO, apiClient, freshAccount, ok, signIn, sql } from './db-helpers.ts';

let callers: Array<[string, TestClient]>;
let account: { id: string; name: string; slug: string };

beforeAll(async () => {
  callers = [
    ['anon', apiClient()],
    ['user', await signIn(DEMO.user)],
    ['expert', await signIn(DEMO.expert)],
    ['admin', await signIn(DEMO.admin)],
  ];
  account = await freshAccount('partner-form', [DEMO.expert], 12);
});

describe('get_partner_form_account', () => {
  it('every role reads an active account by slug (trimmed, any case)', async () => {
    for (const [, client] of callers) {
      const rows = ok(
        await client.rpc('get_partner_form_account', { p_slug: ` ${account.slug.toUpperCase()} ` }),
        1,
      );
      expect(rows[0]).toEqual({
        id: account.id,
        name: account.name,
        slug: account.slug,
        display_name: account.name,
        logo_url: '/logos/summit-health.svg',
        questions_remaining: 12,
        accepting_questions: true,
        kb_suggestions: false,
        demo_gated: false,
        form_variants: ['standalone'],
        form_style: 'date',
        form_test_data: false,
        accent_color: null,
        intro_text: null,
        site_url: null,
      });
    }
  });

  it('a deactivated account: not accepting, and no caller learns its id or counter', async () => {
    await sql('update public.corporate_accounts set is_active = false where id = $1', [account.id]);
    try {
      for (const [, client] of callers) {
        const rows = ok(await client.rpc('get_partner_form_account', { p_slug: account.slug }), 1);
        expect(rows[0]).toMatchObject({
          id: null,
          questions_remaining: null,
          accepting_questions: false,
          name: account.name,
        });
      }
    } finally {
      await sql('update public.corporate_accounts set is_active = true where id = $1', [
        account.id,
      ]);
    }
  });

  it('an unknown slug answers no row; the name is not a key', async () => {
    const [, anon] = callers[0]!;
    ok(await anon.rpc('get_partner_form_account', { p_slug: 'no-such-partner' }), 0);
    ok(await anon.rpc('get_partner_form_account', { p_slug: account.name }), 0);
  });
});
