import { screen, waitFor, within } from '@testing-library/react';
import { accountRow, adminBackend, expertRow, pgError } from '@/features/admin/__tests__/support';
import { EXPERTS_MESSAGES } from '@/features/admin/messages/experts';
import { renderApp } from '@/testing/test-utils';

describe('Experts page', () => {
  it('explains auto-assignment, warns about active accounts without an expert, lists figures', async () => {
    adminBackend({
      admin_list_experts: () => [expertRow()],
      admin_list_corporate_accounts: () => [
        accountRow(),
        accountRow({
          id: 'a2',
          name: 'Harbor Hospital Network',
          slug: 'harbor',
          warnings: ['no_expert'],
          expert_ids: [],
          expert_names: [],
        }),
      ],
    });
    renderApp('/admin/experts');
    expect(await screen.findByTestId('auto-assignment')).toHaveTextContent(
      EXPERTS_MESSAGES.autoAssignment,
    );
    expect(await screen.findByText(/Active accounts with no expert assigned/)).toHaveTextContent(
      'Harbor Hospital Network',
    );
    const row = await screen.findByTestId('expert-row-eve@example.test');
    expect(within(row).getByText('Summit Health System')).toBeInTheDocument();
    // A question waiting for the submitter's reply is the expert's open work too.
    const open = within(row).getByRole('link', { name: /4 open questions of Eve Expert/ });
    expect(open).toHaveAttribute('href', '/admin/questions?expert=e1');
    expect(open).toHaveAccessibleName(
      "4 open questions of Eve Expert: 2 pending, 1 waiting for the submitter's reply, 1 awaiting approval",
    );
    expect(within(row).getByText('11')).toBeInTheDocument();
    expect(within(row).getByText('5.3 h')).toBeInTheDocument();
  });

  it('toggles the approver flag through admin_update_user', async () => {
    const calls = adminBackend({
      admin_list_experts: () => [expertRow()],
      admin_update_user: () => ({}),
    });
    const { user } = renderApp('/admin/experts');
    await user.click(await screen.findByRole('checkbox', { name: 'Approver: Eve Expert' }));
    await waitFor(() =>
      expect(calls.find((c) => c.name === 'admin_update_user')?.body).toEqual({
        p_user_id: 'e1',
        p_is_approver: true,
      }),
    );
  });

  it('adds and removes an account in the dialog; an empty choice is an error tied to the field', async () => {
    const calls = adminBackend({
      admin_list_experts: () => [expertRow()],
      admin_list_corporate_accounts: () => [
        accountRow(),
        accountRow({ id: 'a2', name: 'Harbor Hospital Network', slug: 'harbor' }),
      ],
      admin_assign_expert_account: () => true,
      admin_unassign_expert_account: () => true,
    });
    const { user } = renderApp('/admin/experts');
    await user.click(await screen.findByRole('button', { name: 'Accounts of Eve Expert' }));
    const dialog = await screen.findByRole('dialog');
    const select = within(dialog).getByLabelText('Add an account');
    // it opens on its first safe control, not on a Remove button
    await waitFor(() => expect(select).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select.getAttribute('aria-describedby')).toBe(
      within(dialog).getByText('Choose an account', { selector: 'p' }).id,
    );
    await user.selectOptions(select, 'a2');
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove Summit Health System' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.name.includes('assign_expert_account'))).toHaveLength(2),
    );
    // the removed row's button is gone: focus is on the account choice, not <body>
    await waitFor(() => expect(select).toHaveFocus());
    expect(calls.find((c) => c.name === 'admin_assign_expert_account')?.body).toEqual({
      p_expert_id: 'e1',
      p_account_id: 'a2',
    });
    expect(calls.find((c) => c.name === 'admin_unassign_expert_account')?.body).toEqual({
      p_expert_id: 'e1',
      p_account_id: 'a1',
    });
  });

  it("shows the server's refusal of an assignment in a toast and keeps the choice", async () => {
    adminBackend({
      admin_list_experts: () => [expertRow()],
      admin_list_corporate_accounts: () => [
        accountRow(),
        accountRow({ id: 'a2', name: 'Harbor Hospital Network', slug: 'harbor' }),
      ],
      admin_assign_expert_account: () => pgError(404, 'PT404', 'Corporate account not found'),
    });
    const { user } = renderApp('/admin/experts');
    await user.click(await screen.findByRole('button', { name: 'Accounts of Eve Expert' }));
    const dialog = await screen.findByRole('dialog');
    const select = within(dialog).getByLabelText('Add an account');
    await user.selectOptions(select, 'a2');
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(
      await screen.findByText('Corporate account not found', { selector: 'li *' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Something went wrong', { selector: 'li *' })).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(select).toHaveValue('a2');
    expect(select).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('has an empty state, an error state with Retry, and filters in the URL', async () => {
    let fail = true;
    adminBackend({
      admin_list_experts: () =>
        fail ? pgError(403, '42501', 'Only admins can manage experts') : [],
    });
    const { user } = renderApp('/admin/experts?search=zed');
    expect(await screen.findByRole('alert')).toHaveTextContent('Only admins can manage experts');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('empty')).toHaveTextContent('No experts yet');
    expect(screen.getByLabelText('Search name or email')).toHaveValue('zed');
  });
});
