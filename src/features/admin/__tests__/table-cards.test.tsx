// @vitest-environment jsdom
// jsdom, not happy-dom (docs/development.md, "Test environments"): happy-dom's table sections have
// no rows collection.
import { screen, within } from '@testing-library/react';
import { accountRow, adminBackend, expertRow } from '@/features/admin/__tests__/support';
import type { AdminAccount, AdminEvent, AdminExpert } from '@/features/admin/api/types';
import { AccountTable } from '@/features/admin/components/account-table';
import { AuditList } from '@/features/admin/components/audit-list';
import { ExpertLoad } from '@/features/admin/components/dashboard-watch';
import { ExpertTable } from '@/features/admin/components/expert-table';
import { UserTable } from '@/features/admin/components/user-table';
import { makeUser, renderWithProviders } from '@/testing/test-utils';
import { expectCardTable } from '@/testing/table-cards';

const noop = () => {};

/** Below 640 px every admin table is a stack of cards: name, labelled facts, actions together. */
describe('admin tables on phones', () => {
  it('users: the name heads the card, Edit and the row menu sit together at its end', () => {
    renderWithProviders(
      <UserTable
        users={[
          { ...makeUser({ id: 'u1', name: 'Uma User' }), email: 'uma@example.test' },
          { ...makeUser({ id: 'u2', name: 'Eve Expert', role: 'expert' }), email: null },
        ]}
        meId="me"
        onEdit={noop}
        onDelete={noop}
      />,
    );
    expectCardTable(screen.getByRole('table'), ['Uma User', 'Eve Expert']);
    const actions = screen.getAllByRole('row')[1]!.querySelector('[data-cell="actions"]')!;
    expect(
      within(actions as HTMLElement)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Edit Uma User', 'More actions for Uma User']);
  });

  it('accounts, experts and the audit', () => {
    renderWithProviders(
      <>
        <AccountTable
          accounts={[accountRow() as unknown as AdminAccount]}
          onEdit={noop}
          onQuota={noop}
          onToggleActive={noop}
        />
        <ExpertTable
          experts={[expertRow() as unknown as AdminExpert]}
          togglePending={false}
          onToggleApprover={noop}
          onManageAccounts={noop}
        />
        <AuditList
          events={[
            {
              id: 1,
              created_at: '2026-12-02T10:00:00Z',
              actor_id: 'a1',
              actor_name: 'Alex Admin',
              actor_email: 'admin@example.test',
              action: 'account.activate',
              target_type: 'corporate_account',
              target_id: 'a1',
              target_label: 'Summit Health System',
              old_values: { is_active: false },
              new_values: { is_active: true },
              reason: null,
              names: {},
            } satisfies AdminEvent,
          ]}
        />
      </>,
    );
    const [accounts, experts, audit] = screen.getAllByRole('table');
    expectCardTable(accounts!, ['Summit Health System']);
    expectCardTable(experts!, ['Eve Expert']);
    expectCardTable(audit!, ['Alex Admin activated Summit Health System']);
  });

  it("the dashboard's expert load", async () => {
    adminBackend({ admin_list_experts: () => [expertRow()] });
    renderWithProviders(<ExpertLoad />);
    expectCardTable(await screen.findByRole('table'), ['Eve Expert']);
  });
});
