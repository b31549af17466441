import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadError } from '@/components/ui/load-error';
import { ApiError, API_ERROR_TEXT, loadFailureReason } from '@/lib/api-error';

describe('LoadError: a failed data view says why in words, with Retry', () => {
  it.each([
    ['Internal Server Error', undefined, API_ERROR_TEXT.serverFailed],
    ['Failed to fetch', undefined, API_ERROR_TEXT.unreachable],
    ['', 502, API_ERROR_TEXT.serverFailed],
    ['permission denied for table questions', undefined, API_ERROR_TEXT.notAllowed],
    ['Question not found', undefined, 'Question not found'],
    ['internal error', undefined, API_ERROR_TEXT.serverFailed],
    ['invalid input syntax for type uuid: "x"', undefined, API_ERROR_TEXT.serverFailed],
  ])('"%s" (status %s) reads "%s"', (message, status, expected) => {
    const code = message.startsWith('permission denied') ? '42501' : undefined;
    expect(loadFailureReason(new ApiError(message, code, status))).toBe(expected);
  });

  it('names what failed, gives the reason and retries on click', async () => {
    const retry = vi.fn();
    render(
      <LoadError
        error={new Error('Internal Server Error')}
        title="Could not load the users"
        onRetry={retry}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(`Could not load the users. ${API_ERROR_TEXT.serverFailed}`);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('shows machine text only as a detail under the words for people', () => {
    render(<LoadError error={{ message: 'internal error', code: 'XX000' }} onRetry={() => {}} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      `${API_ERROR_TEXT.loadFailedTitle}. ${API_ERROR_TEXT.serverFailed}`,
    );
    expect(alert).not.toHaveTextContent(`${API_ERROR_TEXT.loadFailedTitle}. internal error`);
    expect(screen.getByTestId('load-error-detail')).toHaveTextContent('Details: internal error');
  });

  it("adds no detail when the reason is the server's own sentence", () => {
    render(<LoadError error={new Error('Question not found')} onRetry={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load this. Question not found');
    expect(screen.queryByTestId('load-error-detail')).not.toBeInTheDocument();
  });
});
