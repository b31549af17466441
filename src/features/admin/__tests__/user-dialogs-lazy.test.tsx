/**
 * User Management's dialogs load their code (react-hook-form, zod, the Radix dialog) when first
 * opened, fetched ahead on hover or focus of their buttons (docs/decisions.md, "Weight of the staff
 * pages"). The page shows without them, and a dialog opened before its code arrived still opens,
 * with focus handled.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { managedUser, serveUsers } from '@/features/admin/__tests__/support';
import { ADMIN_MESSAGES } from '@/features/admin/messages/users';
import { addSignedInUser } from '@/testing/auth-helpers';
import { mockDb } from '@/testing/mocks/handlers';
import { renderApp, resetAuthStore } from '@/testing/test-utils';

const loaded = vi.hoisted(() => new Set<string>());

vi.mock('@/features/admin/components/create-staff-dialog', async (importOriginal) => {
  loaded.add('create');
  return importOriginal();
});
vi.mock('@/features/admin/components/edit-user-dialog', async (importOriginal) => {
  loaded.add('edit');
  return importOriginal();
});
vi.mock('@/features/admin/components/delete-user-dialog', async (importOriginal) => {
  loaded.add('delete');
  return importOriginal();
});

beforeEach(() => {
  mockDb.reset();
  resetAuthStore();
  addSignedInUser({ email: 'admin@example.test', role: 'admin', name: 'Root Admin' });
  serveUsers(() => [managedUser({ id: 'u-ada' })]);
});

describe('User Management dialogs', () => {
  it('load with their buttons (hover or focus), not with the page, and give focus back', async () => {
    const { user } = renderApp('/admin/users');
    const row = await screen.findByTestId('user-row-ada@example.test');
    expect([...loaded]).toEqual([]);

    // Focus (keyboard) on Edit fetches the edit dialog only.
    within(row).getByRole('button', { name: 'Edit Ada User' }).focus();
    await waitFor(() => expect([...loaded]).toEqual(['edit']));

    // Hover on Delete, in the row's menu, fetches the delete dialog.
    await user.click(within(row).getByRole('button', { name: 'More actions for Ada User' }));
    await user.hover(await screen.findByRole('menuitem', { name: 'Delete' }));
    await waitFor(() => expect(loaded.has('delete')).toBe(true));
    await user.keyboard('{Escape}');
    expect(loaded.has('create')).toBe(false);

    // Add staff user, pressed from the keyboard: the dialog opens with its form, and Escape
    // returns focus to the button.
    const add = screen.getByRole('button', { name: ADMIN_MESSAGES.addStaff });
    add.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: ADMIN_MESSAGES.createTitle });
    expect(loaded.has('create')).toBe(true);
    await waitFor(() => expect(within(dialog).getByLabelText('Name')).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(add).toHaveFocus();
  });
});
