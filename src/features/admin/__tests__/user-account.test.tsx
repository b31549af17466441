import { screen, waitFor, within } from '@testing-library/react';
import {
  accountRow,
  adminBackend,
  managedUser,
  pgError,
  serveUsers,
} from '@/features/admin/__tests__/support';
import type { ManagedUser } from '@/features/admin/api/types';
import { AUDIT_MESSAGES } from '@/features/admin/messages/audit';
import { ADMIN_MESSAGES } from '@/features/admin/messages/users';
import { renderApp } from '@/testing/test-utils';

const SUMMIT = { id: 'a1', name: 'Summit Health System' };
const QUOTA = 'Questions remaining (-1 is unlimited)';

const linked = (partial: Partial<ManagedUser> = {}) =>
  managedUser({
    isCorporateUser: true,
    questionsRemaining: -1,
    corporateAccount: SUMMIT,
    ...partial,
  });

/** The admin backend with these users listed; `list` may change what a refetch returns. */
function backend(list: () => ManagedUser[], answers: Parameters<typeof adminBackend>[0] = {}) {
  const calls = adminBackend({
    admin_list_corporate_accounts: () => [
      accountRow(),
      accountRow({ id: 'a2', name: 'Harbor Hospital Network', is_active: false }),
    ],
    admin_set_user_corporate_account: () => ({}),
    admin_update_user: () => ({}),
    ...answers,
  });
  serveUsers(list);
  return calls;
}

async function openEdit(name: string) {
  const { user } = renderApp('/admin/users');
  await user.click(await screen.findByRole('button', { name: `Edit ${name}` }));
  return { user, dialog: await screen.findByRole('dialog') };
}

describe('Edit user: corporate account', () => {
  it('links a user to an account: no quota then, and the table shows the account after saving', async () => {
    let users = [managedUser({})];
    const calls = backend(() => users);
    const { user, dialog } = await openEdit('Ada User');
    const select = within(dialog).getByLabelText(ADMIN_MESSAGES.accountLabel);
    expect(select).toHaveValue('');
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual([
        ADMIN_MESSAGES.accountNone,
        'Summit Health System',
        'Harbor Hospital Network (inactive)',
      ]),
    );
    expect(within(dialog).getByLabelText(QUOTA)).toHaveValue(3);

    await user.selectOptions(select, 'a1');
    expect(within(dialog).queryByLabelText(QUOTA)).not.toBeInTheDocument();
    expect(within(dialog).getByText(ADMIN_MESSAGES.corporateUnlimited)).toBeInTheDocument();

    users = [linked()];
    await user.click(within(dialog).getByRole('button', { name: ADMIN_MESSAGES.save }));
    expect(
      await screen.findByText(ADMIN_MESSAGES.updatedToast, { selector: 'li *' }),
    ).toBeInTheDocument();
    const writes = calls.filter((c) => !c.name.startsWith('admin_list'));
    expect(writes).toEqual([
      {
        name: 'admin_set_user_corporate_account',
        body: { p_user_id: 'u1', p_corporate_account_id: 'a1' },
      },
    ]);
    const row = await screen.findByTestId('user-row-ada@example.test');
    await waitFor(() => expect(row).toHaveTextContent('Unlimited'));
    expect(row).toHaveTextContent('Summit Health System');
  });

  it('unlinks with null; the quota shows again at 10 and a new quota is set after the unlink', async () => {
    const calls = backend(() => [linked()]);
    const { user, dialog } = await openEdit('Ada User');
    const select = within(dialog).getByLabelText(ADMIN_MESSAGES.accountLabel);
    expect(select).toHaveValue('a1');
    expect(within(dialog).queryByLabelText(QUOTA)).not.toBeInTheDocument();
    expect(within(dialog).getByText(ADMIN_MESSAGES.corporateUnlimited)).toBeInTheDocument();

    await user.selectOptions(select, '');
    const quota = within(dialog).getByLabelText(QUOTA);
    expect(quota).toHaveValue(10);
    await user.clear(quota);
    await user.type(quota, '25');
    await user.click(within(dialog).getByRole('button', { name: ADMIN_MESSAGES.save }));
    await screen.findByText(ADMIN_MESSAGES.updatedToast, { selector: 'li *' });
    expect(calls.filter((c) => !c.name.startsWith('admin_list'))).toEqual([
      {
        name: 'admin_set_user_corporate_account',
        body: { p_user_id: 'u1', p_corporate_account_id: null },
      },
      { name: 'admin_update_user', body: { p_user_id: 'u1', p_questions_remaining: 25 } },
    ]);
  });

  it("leaves the link alone when it is not changed, and shows the server's refusal", async () => {
    const calls = backend(() => [linked()], {
      admin_set_user_corporate_account: () => pgError(403, '42501', 'Only admins can update users'),
    });
    const { user, dialog } = await openEdit('Ada User');
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'Ada Renamed');
    await user.click(within(dialog).getByRole('button', { name: ADMIN_MESSAGES.save }));
    await screen.findByText(ADMIN_MESSAGES.updatedToast, { selector: 'li *' });
    expect(calls.filter((c) => !c.name.startsWith('admin_list'))).toEqual([
      { name: 'admin_update_user', body: { p_user_id: 'u1', p_name: 'Ada Renamed' } },
    ]);

    await user.click(await screen.findByRole('button', { name: 'Edit Ada User' }));
    const again = await screen.findByRole('dialog');
    await user.selectOptions(within(again).getByLabelText(ADMIN_MESSAGES.accountLabel), '');
    await user.click(within(again).getByRole('button', { name: ADMIN_MESSAGES.save }));
    expect(await within(again).findByRole('alert')).toHaveTextContent(
      'Only admins can update users',
    );
  });

  it('is not offered for staff, and no accounts are fetched for them', async () => {
    const calls = backend(() => [managedUser({ name: 'Eve Expert', role: 'expert' })]);
    const { dialog } = await openEdit('Eve Expert');
    expect(within(dialog).queryByLabelText(ADMIN_MESSAGES.accountLabel)).not.toBeInTheDocument();
    expect(calls.map((c) => c.name)).not.toContain('admin_list_corporate_accounts');
  });
});

describe('Audit: a link made on sign-up', () => {
  it('reads as a sentence by ClaimDesk with the account by name and the reason', async () => {
    adminBackend({
      admin_list_events: () => [
        {
          id: 7,
          created_at: '2026-11-20T10:00:00Z',
          actor_id: null,
          actor_name: null,
          actor_email: null,
          action: 'user.corporate_account_change',
          target_type: 'user',
          target_id: 'u1',
          target_label: 'Dana Domain',
          old_values: {
            corporate_account_id: null,
            corporate_account_name: null,
            questions_remaining: 10,
          },
          new_values: {
            corporate_account_id: 'a1',
            corporate_account_name: 'Summit Health System',
            questions_remaining: -1,
          },
          reason: 'Signed up with an email at summit-health.test',
        },
      ],
    });
    const { user } = renderApp('/admin/audit');
    const row = await screen.findByTestId('audit-row');
    expect(within(row).getByTestId('audit-sentence')).toHaveTextContent(
      `${AUDIT_MESSAGES.system} linked Dana Domain to Summit Health System ` +
        '(signed up with an email at summit-health.test)',
    );
    // the stored values, on demand: who acted is the service, automatically
    expect(
      within(row).getByText(`${AUDIT_MESSAGES.system} (${AUDIT_MESSAGES.automatic})`),
    ).not.toBeVisible();
    await user.click(within(row).getByText(AUDIT_MESSAGES.raw));
    expect(
      within(row).getByText(`${AUDIT_MESSAGES.system} (${AUDIT_MESSAGES.automatic})`),
    ).toBeVisible();
  });
});
