import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API_ERROR_TEXT } from '@/lib/api-error';
import { useApiMutation, type MutationCallbacks } from '@/lib/api-mutation';
import { invokeFunction } from '@/lib/functions';
import { server } from '@/testing/mocks/server';
import { FUNCTIONS_URL } from '@/testing/mocks/supabase-urls';
import { renderWithProviders } from '@/testing/test-utils';

/** A mutation hook written as every hook in src/features/<name>/api/ is. */
function useRemoveUser(options: MutationCallbacks<unknown, string> = {}) {
  return useApiMutation(
    {
      mutationFn: (userId: string) => invokeFunction('delete-user', { userId }),
      errorTitle: 'Could not remove',
    },
    options,
  );
}

function RemoveButton({ options }: { options?: MutationCallbacks<unknown, string> }) {
  const remove = useRemoveUser(options);
  return (
    <button type="button" onClick={() => remove.mutate('u1')}>
      Remove
    </button>
  );
}

const toastTitled = (title: string) => screen.findByText(title, { selector: 'li *' });

describe('useApiMutation: the default error toast, or only the caller’s onError', () => {
  beforeEach(() => {
    server.use(
      http.post(`${FUNCTIONS_URL}/delete-user`, () =>
        HttpResponse.json({ error: 'User not found' }, { status: 404 }),
      ),
    );
  });

  it('shows the default toast (announced, with the server’s message) when the caller passes nothing', async () => {
    const { user } = renderWithProviders(<RemoveButton />);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    const toast = (await toastTitled('Could not remove')).closest('li')!;
    expect(within(toast).getByText('User not found')).toBeInTheDocument();
    // the toaster's live region is what announces it
    expect(toast.closest('[aria-live], [role="region"], [role="status"]')).not.toBeNull();
  });

  it('runs only the caller’s handler when it passes one: no default toast', async () => {
    const onError = vi.fn();
    const { user } = renderWithProviders(<RemoveButton options={{ onError }} />);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ message: 'User not found', status: 404 });
    expect(onError.mock.calls[0]?.[1]).toBe('u1');
    expect(screen.queryByText('Could not remove')).not.toBeInTheDocument();
    expect(screen.queryByText('User not found')).not.toBeInTheDocument();
  });

  it('titles the toast with describeError’s title when the hook names none', async () => {
    server.use(
      http.post(`${FUNCTIONS_URL}/delete-user`, () =>
        HttpResponse.json({ message: 'boom' }, { status: 500 }),
      ),
    );
    function Plain() {
      const remove = useApiMutation({
        mutationFn: (userId: string) => invokeFunction('delete-user', { userId }),
      });
      return (
        <button type="button" onClick={() => remove.mutate('u1')}>
          Remove
        </button>
      );
    }
    const { user } = renderWithProviders(<Plain />);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await toastTitled(API_ERROR_TEXT.errorTitle)).toBeInTheDocument();
  });

  it('runs the hook’s own onSuccess and onSettled first, then the caller’s', async () => {
    server.use(
      http.post(`${FUNCTIONS_URL}/delete-user`, () => HttpResponse.json({ success: true })),
    );
    const order: string[] = [];
    function Ordered() {
      const remove = useApiMutation(
        {
          mutationFn: (userId: string) => invokeFunction('delete-user', { userId }),
          onSuccess: () => void order.push('hook success'),
          onSettled: () => void order.push('hook settled'),
        },
        {
          onSuccess: () => void order.push('caller success'),
          onSettled: () => void order.push('caller settled'),
        },
      );
      return (
        <button type="button" onClick={() => remove.mutate('u1')}>
          Remove
        </button>
      );
    }
    const { user } = renderWithProviders(<Ordered />);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(order).toHaveLength(4));
    expect(order).toEqual(['hook success', 'caller success', 'hook settled', 'caller settled']);
  });
});
