import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';

/** A dialog opened from state, as the admin create/edit dialogs are (no Dialog.Trigger). */
function StateDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Add staff user
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>Add staff user</DialogTitle>
          <DialogDescription>Create a staff account.</DialogDescription>
          <button type="button" onClick={() => setOpen(false)}>
            Cancel
          </button>
        </DialogContent>
      </Dialog>
    </>
  );
}

describe('Dialog focus', () => {
  it.each([
    ['Escape', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    [
      'its own Cancel button',
      async (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('button', { name: 'Cancel' })),
    ],
  ])('returns focus to the button that opened it after closing with %s', async (_, close) => {
    const user = userEvent.setup();
    render(<StateDialog />);
    const opener = screen.getByRole('button', { name: 'Add staff user' });
    await user.click(opener);
    await screen.findByRole('dialog');
    await close(user);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});

/**
 * A page whose rows each have a Delete button opening a confirmation dialog opened from state, as
 * the admin tables do. `removeRow` says when the row goes: with the dialog's close, or later (the
 * list refetched after closing). `inRegion`: the table sits in a focusable region. `redrawn`: the
 * region is a new element once the row is gone, as when a refetched list is drawn anew.
 */
function DeletePage({
  removeRow,
  inRegion = true,
  redrawn = false,
}: {
  removeRow: 'with-close' | 'after-close';
  inRegion?: boolean;
  redrawn?: boolean;
}) {
  const [rows, setRows] = useState(['Ada', 'Bea']);
  const [deleting, setDeleting] = useState<string | null>(null);
  const confirm = () => {
    const name = deleting;
    setDeleting(null);
    const remove = () => setRows((r) => r.filter((n) => n !== name));
    if (removeRow === 'with-close') remove();
    else setTimeout(remove, 50);
  };
  const table = (
    <table>
      <tbody>
        {rows.map((name) => (
          <tr key={name}>
            <td>{name}</td>
            <td>
              <button type="button" onClick={() => setDeleting(name)}>
                Delete {name}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <main>
      <h1>User Management</h1>
      {inRegion ? (
        <div key={redrawn ? rows.length : 'table'} role="region" aria-label="Users" tabIndex={0}>
          {table}
        </div>
      ) : (
        table
      )}
      {deleting && (
        <Dialog open onOpenChange={(open) => !open && setDeleting(null)}>
          <DialogContent>
            <DialogTitle>Delete user</DialogTitle>
            <DialogDescription>Delete {deleting}?</DialogDescription>
            <button type="button" onClick={confirm}>
              Delete
            </button>
          </DialogContent>
        </Dialog>
      )}
    </main>
  );
}

describe('Dialog focus when the element that opened it is gone', () => {
  it.each(['with-close', 'after-close'] as const)(
    'a Delete that removes its row (%s) leaves focus on the table region, not <body>',
    async (removeRow) => {
      const user = userEvent.setup();
      render(<DeletePage removeRow={removeRow} />);
      await user.click(screen.getByRole('button', { name: 'Delete Bea' }));
      await user.click(await screen.findByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(screen.queryByText('Bea')).not.toBeInTheDocument());
      await waitFor(() => expect(screen.getByRole('region', { name: 'Users' })).toHaveFocus());
    },
  );

  it.each(['with-close', 'after-close'] as const)(
    'a Delete whose list is drawn anew (%s) leaves focus on the new table region of the same name',
    async (removeRow) => {
      const user = userEvent.setup();
      render(<DeletePage removeRow={removeRow} redrawn />);
      const before = screen.getByRole('region', { name: 'Users' });
      await user.click(screen.getByRole('button', { name: 'Delete Bea' }));
      await user.click(await screen.findByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(screen.queryByText('Bea')).not.toBeInTheDocument());
      const after = screen.getByRole('region', { name: 'Users' });
      expect(after).not.toBe(before);
      await waitFor(() => expect(after).toHaveFocus());
    },
  );

  it('without a table region, focus goes to the page heading', async () => {
    const user = userEvent.setup();
    render(<DeletePage removeRow="after-close" inRegion={false} />);
    await user.click(screen.getByRole('button', { name: 'Delete Ada' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Ada')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'User Management' })).toHaveFocus(),
    );
  });

  it('cancelling leaves focus on the row button that opened it', async () => {
    const user = userEvent.setup();
    render(<DeletePage removeRow="after-close" />);
    const opener = screen.getByRole('button', { name: 'Delete Ada' });
    await user.click(opener);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
    expect(screen.getByText('Ada')).toBeInTheDocument();
  });
});
