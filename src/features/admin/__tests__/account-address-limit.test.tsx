/**
 * The account dialog's "Questions per network address" (docs/decisions.md, "Per-address limits"):
 * the stored limit fills it, its hint says what it does, a value outside 1..50 is refused on the
 * field, and only a change is sent (admin_set_account_address_limit; empty: the default again).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ACCOUNT_MESSAGES } from '@/features/admin/messages/accounts';
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
  allowed_email_domains: [],
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
      if (name === 'admin_account_address_limits')
        return HttpResponse.json([{ id: 'a1', per_address: 12 }]);
      if (name === 'admin_update_corporate_account') return HttpResponse.json(ACCOUNT);
      if (name === 'admin_set_account_address_limit')
        return HttpResponse.json(body.p_per_address ?? null);
      return HttpResponse.json([]);
    }),
  );
});

const sent = (name: string) => calls.filter((c) => c.name === name).map((c) => c.body);

async function openEdit() {
  const app = renderApp('/admin/accounts');
  await app.user.click(await screen.findByRole('button', { name: 'Edit Northwind Clinics' }));
  const dialog = await screen.findByRole('dialog');
  const field = within(dialog).getByLabelText(ACCOUNT_MESSAGES.perAddress);
  await waitFor(() => expect(field).toHaveValue(12));
  return { ...app, dialog, field };
}

describe('the account dialog: questions per network address', () => {
  it('shows the stored limit with its hint; a raised limit is saved', async () => {
    const { user, dialog, field } = await openEdit();
    expect(field).toHaveAccessibleDescription(ACCOUNT_MESSAGES.perAddressHint);
    await user.clear(field);
    await user.type(field, '30');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent('admin_set_account_address_limit')).toEqual([{ p_id: 'a1', p_per_address: 30 }]);
  });

  it('refuses a value outside 1..50 on the field, and sends nothing', async () => {
    const { user, dialog, field } = await openEdit();
    await user.clear(field);
    await user.type(field, '500');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText(ACCOUNT_MESSAGES.perAddressRange)).not.toHaveLength(
      0,
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(sent('admin_update_corporate_account')).toEqual([]);
  });

  it('empty puts the default back; unchanged sends no limit call', async () => {
    const first = await openEdit();
    await first.user.click(within(first.dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent('admin_set_account_address_limit')).toEqual([]);
    first.unmount();

    const { user, dialog, field } = await openEdit();
    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent('admin_set_account_address_limit')).toEqual([{ p_id: 'a1' }]);
  });
});
