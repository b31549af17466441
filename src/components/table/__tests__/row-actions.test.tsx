/** A row's actions (docs/decisions.md, "One table, one action style"): a button and a menu, by keyboard. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RowActions } from '@/components/table/row-actions';
import { renderWithProviders } from '@/testing/test-utils';

it('names both controls after the row; the menu opens from the keyboard on its first item', async () => {
  const user = userEvent.setup();
  const edit = vi.fn();
  const quota = vi.fn();
  renderWithProviders(
    <RowActions
      name="Summit Health System"
      primary={{ label: 'Edit', onSelect: edit }}
      more={[
        { label: 'Quota', onSelect: quota },
        { label: 'History', href: '/admin/audit?target=a1' },
      ]}
    />,
  );
  await user.tab();
  expect(screen.getByRole('button', { name: 'Edit Summit Health System' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(edit).toHaveBeenCalledTimes(1);
  await user.tab();
  expect(
    screen.getByRole('button', { name: 'More actions for Summit Health System' }),
  ).toHaveFocus();
  await user.keyboard('{Enter}');
  const quotaItem = await screen.findByRole('menuitem', { name: 'Quota' });
  await vi.waitFor(() => expect(quotaItem).toHaveFocus());
  expect(screen.getByRole('menuitem', { name: 'History' })).toHaveAttribute(
    'href',
    '/admin/audit?target=a1',
  );
  await user.keyboard('{Enter}');
  expect(quota).toHaveBeenCalledTimes(1);
});
