import { screen, within } from '@testing-library/react';
import { addSignedInUser } from '@/testing/auth-helpers';
import { mockDb } from '@/testing/mocks/handlers';
import { expectLocation, renderApp, resetAuthStore } from '@/testing/test-utils';

beforeEach(() => {
  mockDb.reset();
  resetAuthStore();
});

describe('mobile slide-out menu', () => {
  it('offers Login and Sign up to signed-out visitors', async () => {
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog');
    expect(within(menu).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(menu).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  });

  it('offers the main navigation, Profile and Log out to a user, and closes on navigation', async () => {
    addSignedInUser({ email: 'ada@example.test', name: 'Ada Lovelace' });
    const { user } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog');
    expect(within(menu).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(menu).getByText('ada@example.test')).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Claim Review' })).toHaveAttribute(
      'href',
      '/questions',
    );
    expect(within(menu).getByRole('link', { name: 'Submit Claim' })).toHaveAttribute(
      'href',
      '/questions/new',
    );
    expect(within(menu).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    await user.click(within(menu).getByRole('link', { name: 'Profile' }));
    await expectLocation('/profile');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with Escape', async () => {
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
