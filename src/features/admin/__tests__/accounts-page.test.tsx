import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ERROR_SUMMARY_TITLE } from '@/components/form/error-summary';
import { addSignedInUser } from '@/testing/auth-helpers';
import { mockDb } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { REST_URL } from '@/testing/mocks/supabase-urls';
import { expectLocation, renderApp, resetAuthStore } from '@/testing/test-utils';
import { chooseRowAction } from '@/testing/row-actions';

function account(partial: Record<string, unknown> = {}) {
  return {
    id: 'a1',
    name: 'Summit Health System',
    slug: 'summit-health',
    is_active: true,
    primary_email: 'ops@summit.test',
    allowed_email_domains: ['summit.test'],
    contract_start_date: '2026-01-01',
    contract_end_date: '2026-12-31',
    contract_days_left: 12,
    logo_url: null,
    questions_remaining: 4,
    quota_allowance: 100,
    expert_ids: [],
    expert_names: [],
    questions_this_month: 9,
    warnings: ['low_quota', 'contract_ending', 'no_expert'],
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    ...partial,
  };
}

const pgError = (status: number, code: string, message: string) =>
  HttpResponse.json({ code, message, details: null, hint: null }, { status });

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
      if (name === 'admin_list_corporate_accounts') return HttpResponse.json([account()]);
      if (name === 'admin_create_corporate_account') {
        if (body.p_slug === 'summit-health')
          return pgError(
            409,
            '23505',
            'The slug "summit-health" is already used by Summit Health System',
          );
        return HttpResponse.json(account({ id: 'a2', name: body.p_name, slug: body.p_slug }));
      }
      if (name === 'admin_top_up_corporate_quota')
        return HttpResponse.json([
          { corporate_account_id: 'a1', old_questions_remaining: 4, new_questions_remaining: 54 },
        ]);
      if (name === 'admin_set_corporate_account_active')
        return HttpResponse.json(account({ is_active: body.p_active }));
      return HttpResponse.json([]);
    }),
  );
});

describe('Corporate Accounts page', () => {
  it('lists accounts with the quota, contract and expert warnings', async () => {
    renderApp('/admin/accounts');
    const row = await screen.findByTestId('account-row-summit-health');
    expect(within(row).getByTestId('questions-remaining')).toHaveTextContent('4');
    expect(within(row).getByText('Low quota')).toBeInTheDocument();
    expect(within(row).getByText('Ends in 12 d')).toBeInTheDocument();
    expect(within(row).getByText('No expert')).toBeInTheDocument();
    expect(within(row).getByText('9')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Account' })).toHaveAttribute('tabindex', '0');
  });

  it('shows loading, then the reason and a Retry that asks again', async () => {
    let fail = true;
    server.use(
      http.post(`${REST_URL}/rpc/admin_list_corporate_accounts`, () =>
        fail ? pgError(500, 'XX000', 'database is down') : HttpResponse.json([account()]),
      ),
    );
    const { user } = renderApp('/admin/accounts');
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('database is down');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('account-row-summit-health')).toBeInTheDocument();
  });

  it('says what to do when there are no accounts, and keeps filters in the URL', async () => {
    server.use(
      http.post(`${REST_URL}/rpc/admin_list_corporate_accounts`, async ({ request }) => {
        calls.push({ name: 'list', body: (await request.json()) as Record<string, unknown> });
        return HttpResponse.json([]);
      }),
    );
    const { user } = renderApp('/admin/accounts');
    expect(await screen.findByTestId('empty')).toHaveTextContent('Add the first partner');
    await user.click(screen.getByLabelText('Only accounts that need attention'));
    await user.selectOptions(screen.getByLabelText(/^Active/), 'inactive');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/admin/accounts?attention=1&active=inactive',
      ),
    );
    expect(await screen.findByTestId('empty')).toHaveTextContent(
      'No accounts match these filters.',
    );
    expect(calls.at(-1)?.body).toEqual({ p_active: false, p_attention: true });
  });

  it('creates an account: field errors tied to fields, the duplicate slug on the slug field', async () => {
    const { user } = renderApp('/admin/accounts');
    await user.click(await screen.findByRole('button', { name: 'Add account' }));
    const dialog = await screen.findByRole('dialog');
    const slug = within(dialog).getByLabelText('Slug (the public form address)');
    await user.type(slug, 'Bad Slug');
    await user.type(
      within(dialog).getByLabelText('Allowed email domains'),
      'summit.test, not_a_domain',
    );
    await user.type(within(dialog).getByLabelText('Contract start'), '2026-05-01');
    await user.type(within(dialog).getByLabelText('Contract end'), '2026-04-01');
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(
      await within(dialog).findByText('Name is required', { selector: 'p' }),
    ).toBeInTheDocument();
    expect(slug).toHaveAttribute('aria-invalid', 'true');
    expect(slug.getAttribute('aria-describedby')).toBe(
      within(dialog).getByText(/Slug must be lowercase letters/, { selector: 'p' }).id,
    );
    expect(
      within(dialog).getByText(
        'Allowed email domain "not_a_domain" is not a domain name, e.g. example.org',
        { selector: 'p' },
      ),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Contract end date must be on or after the start date', {
        selector: 'p',
      }),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.name === 'admin_create_corporate_account')).toBe(false);

    await user.type(within(dialog).getByLabelText('Name'), 'Acme Clinic');
    await user.clear(slug);
    await user.type(slug, 'summit-health');
    const domains = within(dialog).getByLabelText('Allowed email domains');
    await user.clear(domains);
    await user.type(domains, '@Acme.test acme.test');
    await user.clear(within(dialog).getByLabelText('Contract end'));
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(
      await within(dialog).findAllByText(
        'The slug "summit-health" is already used by Summit Health System',
      ),
    ).not.toHaveLength(0);
    expect(slug).toHaveAttribute('aria-invalid', 'true');

    await user.clear(slug);
    await user.type(slug, 'acme-clinic');
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Account created', { selector: 'li *' })).toBeInTheDocument();
    expect(calls.filter((c) => c.name === 'admin_create_corporate_account').at(-1)?.body).toEqual({
      p_name: 'Acme Clinic',
      p_slug: 'acme-clinic',
      p_allowed_email_domains: ['acme.test'],
      p_contract_start_date: '2026-05-01',
      p_is_active: true,
      p_questions_remaining: 0,
    });
    // The dialog's code loads on its first opening (a cold import in this test): more time.
  }, 30_000);

  it("links each account's slug to its public form", async () => {
    renderApp('/admin/accounts');
    const row = await screen.findByTestId('account-row-summit-health');
    expect(
      within(row).getByRole('link', { name: 'Open the public form of summit-health' }),
    ).toHaveAttribute('href', '/questions/corporate/summit-health');
  });

  it('saves the demo access requirement from the account dialog only when it changed', async () => {
    server.use(
      http.post(`${REST_URL}/rpc/admin_account_flags`, () =>
        HttpResponse.json([{ id: 'a1', demo_gated: true, kb_public_suggestions: false }]),
      ),
      http.post(`${REST_URL}/rpc/admin_update_corporate_account`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        calls.push({ name: 'admin_update_corporate_account', body });
        return HttpResponse.json(account());
      }),
    );
    const { user } = renderApp('/admin/accounts');
    const label = "Require the demo access code on this partner's forms";

    // stored on: the box is ticked; saving without a change does not call the setting
    await user.click(await screen.findByRole('button', { name: 'Edit Summit Health System' }));
    let dialog = await screen.findByRole('dialog');
    const box = within(dialog).getByRole('checkbox', { name: label });
    await waitFor(() => expect(box).toBeChecked());
    expect(
      within(dialog).getByText(
        'Questions to this account are refused without the code; its members and staff are not asked.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.name === 'admin_update_corporate_account')).toBe(true);
    expect(calls.some((c) => c.name === 'admin_set_account_flag')).toBe(false);

    // unticking it turns the requirement off for this account
    await user.click(await screen.findByRole('button', { name: 'Edit Summit Health System' }));
    dialog = await screen.findByRole('dialog');
    const again = within(dialog).getByRole('checkbox', { name: label });
    await waitFor(() => expect(again).toBeChecked());
    await user.click(again);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.name === 'admin_set_account_flag')).toEqual([
        {
          name: 'admin_set_account_flag',
          body: { p_id: 'a1', p_flag: 'demo_gated', p_on: false },
        },
      ]),
    );
  });

  it('turns the demo access requirement on for an account that had it off', async () => {
    server.use(
      http.post(`${REST_URL}/rpc/admin_update_corporate_account`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        calls.push({ name: 'admin_update_corporate_account', body });
        return HttpResponse.json(account());
      }),
    );
    const { user } = renderApp('/admin/accounts');
    await user.click(await screen.findByRole('button', { name: 'Edit Summit Health System' }));
    const dialog = await screen.findByRole('dialog');
    const box = within(dialog).getByRole('checkbox', {
      name: "Require the demo access code on this partner's forms",
    });
    expect(box).not.toBeChecked();
    await user.click(box);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Account updated', { selector: 'li *' })).toBeInTheDocument();
    expect(calls.find((c) => c.name === 'admin_set_account_flag')?.body).toEqual({
      p_id: 'a1',
      p_flag: 'demo_gated',
      p_on: true,
    });
  });

  it('shows the stored Smartsheet setting and saves only that change when it is turned off', async () => {
    server.use(
      http.post(`${REST_URL}/rpc/admin_account_flags`, () =>
        HttpResponse.json([
          { id: 'a1', demo_gated: false, kb_public_suggestions: false, smartsheet_sync: true },
        ]),
      ),
      http.post(`${REST_URL}/rpc/admin_update_corporate_account`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        calls.push({ name: 'admin_update_corporate_account', body });
        return HttpResponse.json(account());
      }),
    );
    const { user } = renderApp('/admin/accounts');
    await user.click(await screen.findByRole('button', { name: 'Edit Summit Health System' }));
    const dialog = await screen.findByRole('dialog');
    const box = within(dialog).getByRole('checkbox', {
      name: 'Add each question to the Smartsheet sheet',
    });
    await waitFor(() => expect(box).toBeChecked());
    expect(
      within(dialog).getByText(
        'The server adds a row for every question submitted to this account, whichever form it came from.',
      ),
    ).toBeInTheDocument();
    await user.click(box);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Account updated', { selector: 'li *' })).toBeInTheDocument();
    expect(calls.filter((c) => c.name === 'admin_set_account_flag')).toEqual([
      {
        name: 'admin_set_account_flag',
        body: { p_id: 'a1', p_flag: 'smartsheet_sync', p_on: false },
      },
    ]);
  });

  it('a failed create focuses an error summary whose links focus each field', async () => {
    const { user } = renderApp('/admin/accounts');
    await user.click(await screen.findByRole('button', { name: 'Add account' }));
    const dialog = await screen.findByRole('dialog');
    const slug = within(dialog).getByLabelText('Slug (the public form address)');
    await user.type(slug, 'Bad Slug');
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));

    const summary = await within(dialog).findByRole('alert', { name: ERROR_SUMMARY_TITLE });
    await waitFor(() => expect(summary).toHaveFocus());
    const links = within(summary).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Name is required',
      within(dialog).getByText(/Slug must be lowercase letters/, { selector: 'p' }).textContent,
    ]);
    await user.click(links[1]!);
    expect(slug).toHaveFocus();
    await user.click(within(summary).getByRole('link', { name: 'Name is required' }));
    expect(within(dialog).getByLabelText('Name')).toHaveFocus();
    expect(calls.some((c) => c.name === 'admin_create_corporate_account')).toBe(false);
  });

  it('tops up the quota with a reason and says old → new', async () => {
    const { user } = renderApp('/admin/accounts');
    await chooseRowAction(user, 'Summit Health System', 'Quota');
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Questions to add'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Change quota' }));
    expect(
      await within(dialog).findByText('Add between 1 and 100000 questions'),
    ).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Questions to add'));
    await user.type(within(dialog).getByLabelText('Questions to add'), '50');
    await user.type(
      within(dialog).getByLabelText('Reason (optional, kept in the audit)'),
      'Renewal',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Change quota' }));
    expect(await screen.findByText('Questions remaining: 4 → 54')).toBeInTheDocument();
    expect(calls.find((c) => c.name === 'admin_top_up_corporate_quota')?.body).toEqual({
      p_account_id: 'a1',
      p_add: 50,
      p_reason: 'Renewal',
    });
  });

  it('asks before deactivating, then sends it', async () => {
    const { user } = renderApp('/admin/accounts');
    await chooseRowAction(user, 'Summit Health System', 'Deactivate');
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Summit Health System?' });
    expect(dialog).toHaveTextContent('This form is not accepting questions');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() =>
      expect(calls.find((c) => c.name === 'admin_set_corporate_account_active')?.body).toEqual({
        p_id: 'a1',
        p_active: false,
      }),
    );
  });

  it('is admin-only in the router', async () => {
    mockDb.reset();
    resetAuthStore();
    addSignedInUser({ email: 'expert@example.test', role: 'expert' });
    renderApp('/admin/accounts');
    await expectLocation('/expert/dashboard');
  });
});
