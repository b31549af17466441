import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PublicApp } from '@/app/public-app';
import { ERROR_SCREEN } from '@/components/errors/error-messages';
import { NavigationProvider, useAppNavigate } from '@/lib/navigation';

function GoHome() {
  const navigate = useAppNavigate();
  return (
    <button type="button" onClick={() => navigate('/dashboard')}>
      Go
    </button>
  );
}

describe('useAppNavigate', () => {
  it('uses the provided navigate inside the routed app', async () => {
    const navigate = vi.fn();
    render(
      <NavigationProvider navigate={navigate}>
        <GoHome />
      </NavigationProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(navigate).toHaveBeenCalledWith('/dashboard');
  });
});

describe('PublicApp (router-less public forms)', () => {
  it('shows the error screen for a path that is not a public form', async () => {
    render(<PublicApp pathname="/not-a-form" />);
    expect(
      await screen.findByRole('heading', { name: ERROR_SCREEN.notFoundTitle }),
    ).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });
});
