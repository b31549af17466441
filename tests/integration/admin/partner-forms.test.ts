/**
 * Every partner is a row (20261127001100_functions_accounts_and_partner_forms): its forms' settings are read by every
 * caller through get_partner_form_account and changed only by admins (admin_set_partner_form,
 * validated and audited); a renamed slug keeps forwarding (get_partner_form_account by the old slug
 * answers the current one) and cannot be taken by another partner until an admin frees it; a
 * gated console partner's public form takes questions with the demo token and counts them.
 */
import { type TestClient, type JsonObject, type RpcRow } from '../helpers.ts';
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
import { ADMIN_ID, eventsFor } from './support.ts';

let c: Record<Actor, TestClient>;
let account: { id: string; name: string; slug: string };

type FormRow = RpcRow<'get_partner_form_account', 'accent_color' | 'intro_text' | 'site_url'>;

async function lookup(client: TestClient, slug: string): Promise<FormRow | undefined> {
  const rows: FormRow[] = ok(await client.rpc('get_partner_form_account', { p_slug: slug }));
  return rows[0];
}

const setForm = (client: TestClient, form: JsonObject, id = account.id) =>
  client.rpc('admin_set_partner_form', { p_id: id, p_form: form });

const rename = (slug: string, target = account) =>
  c.admin.rpc('admin_update_corporate_account', {
    p_id: target.id,
    p_name: target.name,
    p_slug: slug,
    p_is_active: true,
  });

beforeAll(async () => {
  c = await signInActors();
  account = await freshAccount('forms', [DEMO.expert], 9);
});

describe('form settings', () => {
  it('a new account offers the standalone form with the date layout, unbranded', async () => {
    expect(await lookup(apiClient(), account.slug)).toMatchObject({
      slug: account.slug,
      display_name: account.name,
      form_variants: ['standalone'],
      form_style: 'date',
      form_test_data: false,
      demo_gated: false,
      accent_color: null,
      intro_text: null,
      site_url: null,
    });
  });

  it('an admin changes them (absent keys stay), everyone reads them, and the change is audited', async () => {
    const before = (await eventsFor(account.id, 'account.update')).length;
    const saved = ok(
      await setForm(c.admin, {
        display_name: ' Forms Partner ',
        variants: ['in_app', 'embed', 'standalone', 'embed'],
        style: 'year',
        accent_color: '#0F766E',
        intro_text: 'Ask our coders.',
        site_url: 'https://partner.example/staff',
      }),
    );
    expect(saved[0]).toMatchObject({
      display_name: 'Forms Partner',
      form_variants: ['embed', 'in_app', 'standalone'],
      form_style: 'year',
      accent_color: '#0f766e',
    });
    ok(await setForm(c.admin, { test_data: true }));
    for (const client of [apiClient(), c.user, c.expert]) {
      expect(await lookup(client, account.slug)).toMatchObject({
        display_name: 'Forms Partner',
        form_variants: ['embed', 'in_app', 'standalone'],
        form_style: 'year',
        form_test_data: true,
        accent_color: '#0f766e',
        intro_text: 'Ask our coders.',
        site_url: 'https://partner.example/staff',
      });
    }
    const events = await eventsFor(account.id, 'account.update');
    expect(events).toHaveLength(before + 2);
    expect(events.at(-1)).toMatchObject({
      actor_id: ADMIN_ID,
      old_values: { form: { test_data: false } },
      new_values: { form: { test_data: true } },
    });
    // setting the same values again changes nothing and writes no audit row
    ok(await setForm(c.admin, { test_data: true, style: 'year' }));
    expect(await eventsFor(account.id, 'account.update')).toHaveLength(before + 2);
  });

  it.each([
    [{ variants: [] }, 'Choose at least one form'],
    [
      { variants: ['kiosk'] },
      'Unknown form: choose among standalone, embed, in_app and visual_test',
    ],
    [{ style: 'wide' }, 'Form layout must be date, year or counter'],
    [{ accent_color: 'teal' }, 'Accent colour must be a hex colour such as #1d4ed8'],
    [
      { site_url: 'javascript:alert(1)' },
      'Partner site must be an address starting with https:// or http://',
    ],
    [{ intro_text: 'x'.repeat(1001) }, 'Intro text must be at most 1000 characters'],
    [{ display_name: 'x'.repeat(201) }, 'Display name must be at most 200 characters'],
    [{ test_data: 'yes' }, 'The form setting test_data must be true or false'],
    [{ logo: '/x.svg' }, 'Unknown form setting "logo"'],
  ])('refuses %j with a clear message and changes nothing', async (form, message) => {
    const before = await lookup(apiClient(), account.slug);
    denied(await setForm(c.admin, form), '22023', message);
    expect(await lookup(apiClient(), account.slug)).toEqual(before);
  });

  it('clearing a branding field stores null', async () => {
    ok(await setForm(c.admin, { intro_text: '  ', site_url: null, display_name: '' }));
    expect(await lookup(apiClient(), account.slug)).toMatchObject({
      intro_text: null,
      site_url: null,
      display_name: account.name,
    });
  });

  it('only admins read or change them', async () => {
    const before = await lookup(apiClient(), account.slug);
    for (const actor of ['anon', 'user', 'corporate', 'expert', 'approver'] as const) {
      denied(await setForm(c[actor], { style: 'counter' }));
      denied(await c[actor].rpc('admin_partner_forms'));
      denied(await c[actor].rpc('admin_remove_slug_alias', { p_slug: account.slug }));
    }
    expect(await lookup(apiClient(), account.slug)).toEqual(before);
  });
});

describe('slugs that never break a link', () => {
  it('a renamed slug forwards: the old one answers the account under its new slug', async () => {
    const old = account.slug;
    const renamed = `${old}-renamed`;
    ok(await rename(renamed));
    account = { ...account, slug: renamed };
    expect((await lookup(apiClient(), old))?.slug).toBe(renamed);
    expect((await lookup(apiClient(), renamed))?.slug).toBe(renamed);
    const forms = ok(await c.admin.rpc('admin_partner_forms'));
    expect(forms.find((f) => f.id === account.id)?.slug_aliases).toEqual([old]);

    // a second rename keeps both old slugs; renaming back makes the alias the slug again
    ok(await rename(`${old}-third`));
    expect((await lookup(apiClient(), old))?.slug).toBe(`${old}-third`);
    ok(await rename(renamed));
    const after = ok(await c.admin.rpc('admin_partner_forms'));
    expect(after.find((f) => f.id === account.id)?.slug_aliases.sort()).toEqual(
      [old, `${old}-third`].sort(),
    );
  });

  it('another partner cannot take a slug that still forwards, until an admin frees it (audited)', async () => {
    const other = await freshAccount('forms-other', []);
    const oldSlug = ok(await c.admin.rpc('admin_partner_forms')).find((f) => f.id === account.id)!
      .slug_aliases[0]!;
    denied(
      await rename(oldSlug, other),
      '23P01',
      `The slug "${oldSlug}" still forwards to the forms of ${account.name}`,
    );
    denied(
      await c.admin.rpc('admin_create_corporate_account', {
        p_name: `Taker ${other.slug}`,
        p_slug: oldSlug,
      }),
      '23P01',
    );
    expect(ok(await c.admin.rpc('admin_remove_slug_alias', { p_slug: oldSlug }))).toBe(true);
    expect(ok(await c.admin.rpc('admin_remove_slug_alias', { p_slug: oldSlug }))).toBe(false);
    expect(await lookup(apiClient(), oldSlug)).toBeUndefined();
    expect((await eventsFor(account.id, 'account.update')).at(-1)).toMatchObject({
      actor_id: ADMIN_ID,
      old_values: { old_slug: oldSlug },
      new_values: { old_slug: null },
    });
    ok(await rename(oldSlug, other));
    expect((await lookup(apiClient(), oldSlug))?.slug).toBe(oldSlug);
  });
});

describe('a gated console partner', () => {
  it('refuses an anonymous question without the demo token, stores and counts one with it', async () => {
    const gated = await freshAccount('forms-gated', [DEMO.expert], 5);
    ok(
      await c.admin.rpc('admin_set_account_flag', {
        p_id: gated.id,
        p_flag: 'demo_gated',
        p_on: true,
      }),
    );
    expect(await lookup(apiClient(), gated.slug)).toMatchObject({ demo_gated: true });
    const payload = questionPayload({ corporateAccountId: gated.id });
    denied(
      await apiClient().rpc('submit_question', { payload }),
      'PT403',
      'Demo access has expired. Please enter the access code again.',
    );
    const token = ok(
      await apiClient().rpc('verify_demo_access', { code: 'claimdesk-demo', account: gated.slug }),
    );
    const id = ok(
      await apiClient().rpc('submit_question', { payload: { ...payload, demoToken: token } }),
    );
    const [row] = await sql(
      `select q.corporate_account_id, c.questions_remaining from public.questions q
       join public.corporate_accounts c on c.id = q.corporate_account_id where q.id = $1`,
      [id],
    );
    expect(row).toEqual({ corporate_account_id: gated.id, questions_remaining: 4 });
  });
});
