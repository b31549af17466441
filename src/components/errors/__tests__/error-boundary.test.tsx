import { render, screen } from '@testing-library/react';
import { RouteErrorBoundary } from '@/components/errors/error-boundary';
import { ERROR_SCREEN } from '@/components/errors/error-messages';

function Boom(): never {
  throw new Error('Cannot read the claim');
}

describe('RouteErrorBoundary', () => {
  it('shows "Unexpected Application Error!" with the message and a way home', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <RouteErrorBoundary resetKey="/broken">
        <Boom />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: ERROR_SCREEN.title })).toBeInTheDocument();
    expect(ERROR_SCREEN.title).toBe('Unexpected Application Error!');
    expect(screen.getByText('Cannot read the claim')).toBeInTheDocument();
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
