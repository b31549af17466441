import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthApp } from '@/app/auth-app';
import { resetToasts } from '@/components/ui/use-toast';
import { LOGIN_MESSAGES } from '@/features/auth/messages';
import { addSignedInUser } from '@/testing/auth-helpers';
import { mockDb } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { resetAuthStore } from '@/testing/test-utils';

const loaded = vi.hoisted(() => new Set<string>());

// The landing pages, light: what matters is which one the hand-over lands on.
vi.mock('@/app/routes/app/dashboard', () => {
  loaded.add('user');
  return { DashboardRoute: () => <h1>User landing</h1> };
});
vi.mock('@/app/routes/expert/dashboard', () => {
  loaded.add('expert');
  return { ExpertDashboardRoute: () => <h1>Expert landing</h1> };
});
vi.mock('@/app/routes/admin/dashboard', () => {
  loaded.add('admin');
  return { AdminDashboardRoute: () => <h1>Admin landing</h1> };
});

/** Profile reads: one per session restore or sign-in. */
let profileReads = 0;
function countProfileReads({ request }: { request: Request }) {
  if (request.method === 'GET' && new URL(request.url).pathname.endsWith('/profiles'))
    profileReads += 1;
}

beforeEach(() => {
  mockDb.reset();
  resetAuthStore();
  resetToasts();
  profileReads = 0;
  server.events.on('request:start', countProfileReads);
});
afterEach(() => {
  server.events.removeListener('request:start', countProfileReads);
});

function openAuthApp(url: string) {
  window.history.replaceState(null, '', url);
  render(<AuthApp />);
  return userEvent.setup();
}

async function logIn(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: LOGIN_MESSAGES.submit }));
}

describe('AuthApp (light entry of /login, /signup, /forgot-password)', () => {
  it('fetches the landing pages while the visitor types, before the click (first: the module cache is per file)', async () => {
    const user = openAuthApp('/login');
    const email = await screen.findByLabelText('Email');
    expect(loaded.size).toBe(0);
    await user.click(email);
    await waitFor(() => expect([...loaded].sort()).toEqual(['admin', 'expert', 'user']));
  });

  it('moves between the auth pages without a reload: URL, title and focus follow', async () => {
    const user = openAuthApp('/login');
    const main = await screen.findByRole('main');
    await within(main).findByLabelText('Email');
    expect(document.title).toBe('Log in · ClaimDesk');

    await user.click(within(main).getByRole('link', { name: 'Sign up' }));
    const signupHeading = await screen.findByRole('heading', { name: 'Create an account' });
    expect(window.location.pathname).toBe('/signup');
    expect(document.title).toBe('Sign up · ClaimDesk');
    await waitFor(() => expect(signupHeading).toHaveFocus());

    await user.click(within(main).getByRole('link', { name: 'Log in' }));
    await screen.findByRole('heading', { name: 'Log in' });
    await user.click(within(main).getByRole('link', { name: 'Forgot your password?' }));
    await screen.findByRole('heading', { name: 'Forgot Password' });
    expect(window.location.pathname).toBe('/forgot-password');

    // The browser's back button returns to the previous auth page.
    window.history.back();
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
  });

  it('offers Login and Sign up in the header, and the skip link first', async () => {
    const user = openAuthApp('/forgot-password/');
    await screen.findByRole('heading', { name: 'Forgot Password' });
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    const header = screen.getByRole('banner');
    await user.click(within(header).getByRole('link', { name: 'Sign up' }));
    expect(await screen.findByRole('heading', { name: 'Create an account' })).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it.each([
    ['user', '/dashboard', 'User landing'],
    ['expert', '/expert/dashboard', 'Expert landing'],
    ['admin', '/admin/dashboard', 'Admin landing'],
  ] as const)(
    'hands a signed-in %s over to the app on %s, in place and without a second restore',
    async (role, target, heading) => {
      mockDb.addUser({ email: `${role}@example.test`, password: 'pw', role });
      const user = openAuthApp('/login');
      await logIn(user, `${role}@example.test`, 'pw');

      const landing = await screen.findByRole('heading', { name: heading });
      expect(window.location.pathname).toBe(target);
      // The app's own layout now: its user menu for the signed-in user.
      expect(await screen.findByRole('button', { name: 'Open user menu' })).toBeInTheDocument();
      // The Success toast follows to the app's toaster.
      expect(await screen.findByText(LOGIN_MESSAGES.successToastDescription)).toBeInTheDocument();
      // A navigation: focus goes to the new page's heading.
      await waitFor(() => expect(landing).toHaveFocus());
      // The sign-in read the profile; the app did not restore the session again.
      expect(profileReads).toBe(1);
    },
  );

  it('returns to the page that required sign-in (?redirectTo)', async () => {
    mockDb.addUser({ email: 'ada@example.test', password: 'pw' });
    const user = openAuthApp('/login?redirectTo=%2Fprofile');
    await logIn(user, 'ada@example.test', 'pw');
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/profile');
  });

  it('sends a visitor who is already signed in to their home, without showing the form', async () => {
    addSignedInUser({ email: 'boss@example.test', role: 'admin' });
    openAuthApp('/signup');
    expect(await screen.findByRole('heading', { name: 'Admin landing' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin/dashboard');
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(profileReads).toBe(1);
  });

  it('keeps a failed sign-in on the page with the error and the Login Failed toast', async () => {
    mockDb.addUser({ email: 'ada@example.test', password: 'right' });
    const user = openAuthApp('/login');
    await logIn(user, 'ada@example.test', 'wrong');
    expect(await screen.findByTestId('login-error')).toHaveTextContent(
      LOGIN_MESSAGES.invalidCredentials,
    );
    expect(
      await screen.findByText(LOGIN_MESSAGES.failedToastTitle, { selector: 'li *' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
  });
});
