/**
 * The account dialog's "Partner forms": which forms a partner offers, their layout and branding,
 * its site; the stored settings fill the dialog and only what changed is sent
 * (admin_set_partner_form); a slug change shows the links that will move before it is saved; an old
 * slug can be freed ("Stop forwarding").
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { addSignedInUser } from '@/testing/auth-helpers';
import { mockDb } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { REST_URL } from '@/testing/mocks/supabase-urls';
import { renderApp, resetAuthStore } from '@/testing/test-utils';

const ACCOUNT = {
  id: 'a1',
  name: 'Northwind Clinics',
  slug: 'northwind',
  is_active: true,
  primary_email: null,
  allowed_email_domains: ['northwind.example'],
  contract_start_date: null,
  contract_end_date: null,
  contract_days_left: null,
  logo_url: null,
  questions_remaining: 40,
  quota_allowance: 40,
  expert_ids: [],
  expert_names: [],
  questions_this_month: 0,
  warnings: [],
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

const STORED = {
  id: 'a1',
  display_name: null,
  form_variants: ['standalone', 'embed'],
  form_style: 'year',
  form_test_data: false,
  accent_color: '#0f766e',
  intro_text: null,
  site_url: 'https://northwind.example',
  slug_aliases: ['northwind-old'],
};

let calls: Array<{ name: string; body: Record<string, unknown> }>;

beforeEach(() => {
  mockDb.reset();
  resetAuthStore();
  calls = [];
  addSignedInUser({ email: 'admin@example.test', role: 'admin', name: 'Root Admin' });
  server.use(
    http.post(`${REST_URL}/rpc/:name`, async ({ request, params }) => {
      const body = (await request.json().catch(() => ({}))) as Record<string, unknown>;
      const name = String(params.name);
      calls.push({ name, body });
      if (name === 'admin_list_corporate_accounts') return HttpResponse.json([ACCOUNT]);
      if (name === 'admin_partner_forms') return HttpResponse.json([STORED]);
      if (name === 'admin_create_corporate_account')
        return HttpResponse.json({ ...ACCOUNT, id: 'a2', name: body.p_name, slug: body.p_slug });
      if (name === 'admin_update_corporate_account')
        return HttpResponse.json({ ...ACCOUNT, slug: body.p_slug });
      if (name === 'admin_set_partner_form') return HttpResponse.json([STORED]);
      if (name === 'admin_remove_slug_alias') return HttpResponse.json(true);
      return HttpResponse.json([]);
    }),
  );
});

const sent = (name: string) => calls.filter((c) => c.name === name).map((c) => c.body);

describe('the account dialog: partner forms', () => {
  it('a new partner with every form, gated, counter layout and branding: one settings call', async () => {
    const { user } = renderApp('/admin/accounts');
    await user.click(await screen.findByRole('button', { name: 'Add account' }));
    const dialog = await screen.findByRole('dialog');
    const forms = within(dialog).getByRole('group', { name: 'Partner forms' });
    // a new account offers the public form unless told otherwise
    expect(within(forms).getByRole('checkbox', { name: /^Public form/ })).toBeChecked();
    await user.type(within(dialog).getByLabelText('Name'), 'Acme Clinic');
    await user.type(within(dialog).getByLabelText('Slug (the public form address)'), 'acme');
    await user.click(within(forms).getByRole('checkbox', { name: /^Embeddable form/ }));
    await user.click(within(forms).getByRole('checkbox', { name: /^In-app form/ }));
    // the embed needs the partner's site in the deployment's allowed origins: the dialog says so
    expect(within(forms).getByText(/EMBED_ALLOWED_ORIGINS/)).toBeInTheDocument();
    // the links the partner will be given
    expect(within(forms).getByText(/\/questions\/corporate\/acme\/embed$/)).toBeInTheDocument();
    await user.click(
      within(dialog).getByRole('checkbox', {
        name: "Require the demo access code on this partner's forms",
      }),
    );
    await user.selectOptions(
      within(forms).getByLabelText('Layout'),
      'One card with the questions-remaining counter',
    );
    await user.type(within(forms).getByLabelText('Display name on the forms (optional)'), 'Acme');
    await user.type(within(forms).getByLabelText('Accent colour (optional)'), '#1D4ED8');
    await user.type(
      within(forms).getByLabelText("Partner's own site (optional)"),
      'https://acme.example/help',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Account created', { selector: 'li *' })).toBeInTheDocument();
    expect(sent('admin_set_partner_form')).toEqual([
      {
        p_id: 'a2',
        p_form: {
          display_name: 'Acme',
          variants: ['standalone', 'embed', 'in_app'],
          style: 'counter',
          accent_color: '#1d4ed8',
          site_url: 'https://acme.example/help',
        },
      },
    ]);
    expect(sent('admin_set_account_flag')).toEqual([
      { p_id: 'a2', p_flag: 'demo_gated', p_on: true },
    ]);
  });

  it('refuses no form at all, a bad colour and a site that is not a web address, on their fields', async () => {
    const { user } = renderApp('/admin/accounts');
    await user.click(await screen.findByRole('button', { name: 'Add account' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Name'), 'Acme Clinic');
    await user.type(within(dialog).getByLabelText('Slug (the public form address)'), 'acme');
    const standalone = within(dialog).getByRole('checkbox', { name: /^Public form/ });
    await user.click(standalone);
    await user.type(within(dialog).getByLabelText('Accent colour (optional)'), 'teal');
    await user.type(
      within(dialog).getByLabelText("Partner's own site (optional)"),
      'javascript:alert(1)',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(
      await within(dialog).findByText('Choose at least one form', { selector: 'p' }),
    ).toBeInTheDocument();
    expect(standalone).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Accent colour (optional)')).toHaveAccessibleDescription(
      expect.stringContaining('Accent colour must be a hex colour such as #1d4ed8'),
    );
    expect(
      within(dialog).getByText(
        'Partner site must be an address starting with https:// or http://',
        {
          selector: 'p',
        },
      ),
    ).toBeInTheDocument();
    expect(sent('admin_create_corporate_account')).toEqual([]);
  });

  it('an edit shows the stored settings and sends only what changed', async () => {
    const { user } = renderApp('/admin/accounts');
    await user.click(await screen.findByRole('button', { name: 'Edit Northwind Clinics' }));
    const dialog = await screen.findByRole('dialog');
    const embed = within(dialog).getByRole('checkbox', { name: /^Embeddable form/ });
    await waitFor(() => expect(embed).toBeChecked());
    expect(within(dialog).getByLabelText('Layout')).toHaveValue('year');
    expect(within(dialog).getByLabelText('Accent colour (optional)')).toHaveValue('#0f766e');
    await user.click(within(dialog).getByRole('checkbox', { name: /^In-app form/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent('admin_set_partner_form')).toEqual([
      { p_id: 'a1', p_form: { variants: ['standalone', 'embed', 'in_app'] } },
    ]);
  });

  it('saving with no form change makes no settings call', async () => {
    const { user } = renderApp('/admin/accounts');
    await user.click(await screen.findByRole('button', { name: 'Edit Northwind Clinics' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('checkbox', { name: /^Embeddable form/ })).toBeChecked(),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent('admin_update_corporate_account')).toHaveLength(1);
    expect(sent('admin_set_partner_form')).toEqual([]);
  });

  it('a slug change warns before saving and shows each link that moves', async () => {
    const { user } = renderApp('/admin/accounts');
    await user.click(await screen.findByRole('button', { name: 'Edit Northwind Clinics' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('checkbox', { name: /^Embeddable form/ })).toBeChecked(),
    );
    expect(within(dialog).queryByText('Changing the slug moves these links')).toBeNull();
    const slug = within(dialog).getByLabelText('Slug (the public form address)');
    await user.clear(slug);
    await user.type(slug, 'northwind-clinics');
    const note = within(dialog).getByRole('note');
    expect(note).toHaveTextContent('Changing the slug moves these links');
    const origin = window.location.origin;
    expect(note).toHaveTextContent(
      `${origin}/questions/corporate/northwind → ${origin}/questions/corporate/northwind-clinics`,
    );
    expect(note).toHaveTextContent(
      `${origin}/questions/corporate/northwind/embed → ${origin}/questions/corporate/northwind-clinics/embed`,
    );
    expect(note).toHaveTextContent('The old addresses keep working');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent('admin_update_corporate_account')[0]).toMatchObject({
      p_slug: 'northwind-clinics',
    });
  });

  it('lists the old slugs that still forward, and "Stop forwarding" frees one', async () => {
    const { user } = renderApp('/admin/accounts');
    await user.click(await screen.findByRole('button', { name: 'Edit Northwind Clinics' }));
    const dialog = await screen.findByRole('dialog');
    const stop = await within(dialog).findByRole('button', {
      name: 'Stop forwarding northwind-old',
    });
    await user.click(stop);
    expect(
      await screen.findByText('Old address no longer forwards', { selector: 'li *' }),
    ).toBeInTheDocument();
    expect(sent('admin_remove_slug_alias')).toEqual([{ p_slug: 'northwind-old' }]);
  });

  it('says what the allowed domains do', async () => {
    const { user } = renderApp('/admin/accounts');
    await user.click(await screen.findByRole('button', { name: 'Add account' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Allowed email domains')).toHaveAccessibleDescription(
      expect.stringContaining("becomes this account's user"),
    );
  });
});
