import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { DEMO_PASSWORD } from '@/features/auth/demo-logins';
import { LOGIN_MESSAGES } from '@/features/auth/messages';
import { LoginForm } from '@/features/auth/components/login-form';
import { useAuthStore } from '@/lib/auth/auth-store';
import { mockDb } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { AUTH_URL, REST_URL } from '@/testing/mocks/supabase-urls';
import {
  expectLocation,
  renderApp,
  renderWithProviders,
  resetAuthStore,
} from '@/testing/test-utils';

beforeEach(() => {
  mockDb.reset();
  resetAuthStore();
});

async function submitLogin(
  user: ReturnType<typeof renderApp>['user'],
  email: string,
  password: string,
) {
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: LOGIN_MESSAGES.submit }));
}

function toastWithTitle(title: string) {
  return screen.findByText(title, { selector: 'li *' });
}

describe('login page', () => {
  it('has an email input of type email and a password input', async () => {
    renderApp('/login');
    expect(await screen.findByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  });

  it('moves focus to the error after a failed login submitted with the button', async () => {
    mockDb.addUser({ email: 'ada@example.test', password: 'right-password' });
    const { user } = renderApp('/login');
    await submitLogin(user, 'ada@example.test', 'wrong-password');
    const error = await screen.findByTestId('login-error');
    await waitFor(() => expect(error).toHaveFocus());
  });

  it('maps "Invalid login credentials" and raises the Login Failed toast', async () => {
    mockDb.addUser({ email: 'ada@example.test', password: 'right-password' });
    const { user } = renderApp('/login');
    await submitLogin(user, 'ada@example.test', 'wrong-password');
    expect(await screen.findByTestId('login-error')).toHaveTextContent(
      LOGIN_MESSAGES.invalidCredentials,
    );
    expect(LOGIN_MESSAGES.invalidCredentials).toBe(
      'The email or password you entered is incorrect. Please check your credentials and try again.',
    );
    const title = await toastWithTitle('Login Failed');
    const toast = title.closest('li')!;
    expect(
      within(toast).getByText('Could not log you in. Please check the error details below.'),
    ).toBeInTheDocument();
    expect(toast).toHaveAttribute('data-variant', 'destructive');
  });

  it('maps "Email not confirmed"', async () => {
    mockDb.addUser({ email: 'new@example.test', password: 'pw', emailConfirmed: false });
    const { user } = renderApp('/login');
    await submitLogin(user, 'new@example.test', 'pw');
    expect(await screen.findByTestId('login-error')).toHaveTextContent(
      'Your email has not been confirmed. Please check your inbox for a confirmation email.',
    );
    expect(await toastWithTitle('Login Failed')).toBeInTheDocument();
  });

  it('shows any other auth error as "Error: " followed by the message', async () => {
    server.use(
      http.post(`${AUTH_URL}/token`, () =>
        HttpResponse.json(
          { code: 'over_request_rate_limit', message: 'Request rate limit reached' },
          { status: 429 },
        ),
      ),
    );
    const { user } = renderApp('/login');
    await submitLogin(user, 'ada@example.test', 'pw');
    expect(await screen.findByTestId('login-error')).toHaveTextContent(
      /^Error: Request rate limit reached$/,
    );
    expect(await toastWithTitle('Login Failed')).toBeInTheDocument();
  });

  it('shows "Failed to fetch user profile" through the unexpected-error path', async () => {
    mockDb.addUser({ email: 'ada@example.test', password: 'pw' });
    server.use(
      http.get(`${REST_URL}/profiles`, () =>
        HttpResponse.json(
          { code: 'XX000', message: 'database is down', details: null, hint: null },
          { status: 500 },
        ),
      ),
    );
    const { user } = renderApp('/login');
    await submitLogin(user, 'ada@example.test', 'pw');
    expect(await screen.findByTestId('login-error')).toHaveTextContent(
      /^Failed to fetch user profile$/,
    );
    expect(
      await toastWithTitle('Error: An unexpected error occurred during login'),
    ).toBeInTheDocument();
  });

  it('shows "An unexpected error occurred" when an exception has no message', async () => {
    const { user } = renderWithProviders(<LoginForm showDemoLogins={false} />);
    useAuthStore.setState({
      login: async () => {
        throw new Error('');
      },
    });
    await submitLogin(user, 'ada@example.test', 'pw');
    expect(await screen.findByTestId('login-error')).toHaveTextContent(
      /^An unexpected error occurred$/,
    );
    expect(
      await toastWithTitle('Error: An unexpected error occurred during login'),
    ).toBeInTheDocument();
  });

  it('reads "Logging in..." while submitting', async () => {
    mockDb.addUser({ email: 'ada@example.test', password: 'pw' });
    server.use(
      http.post(`${AUTH_URL}/token`, async () => {
        await delay(300);
        return HttpResponse.json(
          { code: 'invalid_credentials', message: 'Invalid login credentials' },
          { status: 400 },
        );
      }),
    );
    const { user } = renderApp('/login');
    await submitLogin(user, 'ada@example.test', 'pw');
    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
    await screen.findByTestId('login-error');
    expect(screen.getByRole('button', { name: LOGIN_MESSAGES.submit })).toBeEnabled();
  });

  it.each([
    ['user', '/dashboard'],
    ['expert', '/expert/dashboard'],
    ['admin', '/admin/dashboard'],
  ] as const)('logs a %s in with the Success toast and lands on %s', async (role, target) => {
    mockDb.addUser({ email: `${role}@example.test`, password: 'pw', role });
    const { user } = renderApp('/login');
    await submitLogin(user, `${role}@example.test`, 'pw');
    await expectLocation(target);
    const title = await toastWithTitle('Success');
    expect(
      within(title.closest('li')!).getByText('You have been logged in successfully!'),
    ).toBeInTheDocument();
    expect(title.closest('li')).toHaveAttribute('data-variant', 'success');
  });

  it('returns to the page that required sign-in', async () => {
    mockDb.addUser({ email: 'ada@example.test', password: 'pw' });
    const { user } = renderApp('/profile');
    await expectLocation('/login');
    await submitLogin(user, 'ada@example.test', 'pw');
    await expectLocation('/profile');
  });

  it('requires email and password', async () => {
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: LOGIN_MESSAGES.submit }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(mockDb.calls.filter((c) => c.url.includes('/token'))).toHaveLength(0);
  });

  it('shows the demo-login hint only when enabled', async () => {
    const { unmount } = renderWithProviders(<LoginForm showDemoLogins={false} />);
    expect(screen.queryByTestId('demo-logins')).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<LoginForm showDemoLogins />);
    const hint = await screen.findByTestId('demo-logins');
    expect(hint).toHaveTextContent(DEMO_PASSWORD);
    expect(hint).toHaveTextContent('admin@claimdesk.test');
    expect(hint).toHaveTextContent('coder@summit-health.test');
  });

  it('hides the demo-login hint by default when VITE_SHOW_DEMO_LOGINS is not "true"', async () => {
    renderApp('/login');
    await screen.findByLabelText('Email');
    await waitFor(() => expect(screen.queryByTestId('demo-logins')).not.toBeInTheDocument());
  });
});
