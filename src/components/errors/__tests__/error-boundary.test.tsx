import { render, screen } from '@testing-library/react';
import { RouteErrorBoundary } from '@/components/errors/error-boundary';
import { ERROR_SCREEN } from '@/components/errors/error-messages';

function Boom(): never {
  throw new Error('Cannot read the claim');
}

describe('RouteErrorBoundary', () => {
  it('shows a page saying what happened, the reason, a reload and a way home', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <RouteErrorBoundary resetKey="/broken">
        <Boom />
      </RouteErrorBoundary>,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
    expect(screen.getByText(ERROR_SCREEN.errorDetail)).toBeInTheDocument();
    expect(screen.getByText('Cannot read the claim')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ERROR_SCREEN.goHome })).toHaveAttribute('href', '/');
  });

  it('recovers when the route changes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(
      <RouteErrorBoundary resetKey="/broken">
        <Boom />
      </RouteErrorBoundary>,
    );
    rerender(
      <RouteErrorBoundary resetKey="/dashboard">
        <p>Fine again</p>
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('Fine again')).toBeInTheDocument();
  });
});
