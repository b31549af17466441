import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { SIGNUP_MESSAGES } from '@/features/auth/messages';
import { PASSWORD_MESSAGES } from '@/lib/password-rules';
import { SignupForm } from '@/features/auth/components/signup-form';
import { useAuthStore } from '@/lib/auth/auth-store';
import { mockDb } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { AUTH_URL } from '@/testing/mocks/supabase-urls';
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

async function fillSignup(
  user: ReturnType<typeof renderApp>['user'],
  name: string,
  email: string,
  password: string,
) {
  await user.type(await screen.findByLabelText('Name'), name);
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: SIGNUP_MESSAGES.submit }));
}

describe('signup page', () => {
  it('has name, email and password fields and a link to /login', async () => {
    renderApp('/signup');
    expect(await screen.findByLabelText('Name')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('reads "Creating account..." while submitting', async () => {
    server.use(
      http.post(`${AUTH_URL}/signup`, async () => {
        await delay(300);
        return HttpResponse.json({ code: 'unexpected_failure', message: 'boom' }, { status: 500 });
      }),
    );
    const { user } = renderApp('/signup');
    await fillSignup(user, 'Ada', 'ada@example.test', 'long-enough-pw-7');
    expect(await screen.findByRole('button', { name: 'Creating account...' })).toBeDisabled();
    await screen.findByTestId('signup-error');
  });

  it('signs up with role user, shows the dialog and continues to /dashboard', async () => {
    const { user } = renderApp('/signup');
    await fillSignup(user, 'Ada Lovelace', 'ada@example.test', 'long-enough-pw-7');
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByRole('heading', { name: 'Account created successfully!' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(SIGNUP_MESSAGES.dialogDescription)).toBeInTheDocument();
    const signupCall = mockDb.calls.find((c) => c.url.endsWith('/signup'));
    expect(signupCall?.body).toMatchObject({
      email: 'ada@example.test',
      password: 'long-enough-pw-7',
      data: { name: 'Ada Lovelace', role: 'user' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Continue to Dashboard' }));
    await expectLocation('/dashboard');
    expect(await screen.findByText('Welcome to your dashboard')).toBeInTheDocument();
  });

  it('Escape on the "Account created" dialog continues to /dashboard, not back to the form', async () => {
    const { user } = renderApp('/signup');
    await fillSignup(user, 'Ada Lovelace', 'ada@example.test', 'long-enough-pw-7');
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await expectLocation('/dashboard');
    expect(screen.queryByRole('button', { name: SIGNUP_MESSAGES.submit })).not.toBeInTheDocument();
  });

  it('maps "already registered" and raises the Error toast', async () => {
    mockDb.addUser({ email: 'taken@example.test' });
    const { user } = renderApp('/signup');
    await fillSignup(user, 'Ada', 'taken@example.test', 'long-enough-pw-7');
    expect(await screen.findByTestId('signup-error')).toHaveTextContent(
      /^This email is already registered\. Please try logging in instead\.$/,
    );
    const title = await screen.findByText('Error', { selector: 'li *' });
    const toast = title.closest('li')!;
    expect(toast).toHaveAttribute('data-variant', 'destructive');
    expect(within(toast).getByText(SIGNUP_MESSAGES.alreadyRegistered)).toBeInTheDocument();
  });

  it('falls back to "Failed to sign up" when the error has no message', async () => {
    const { user } = renderWithProviders(<SignupForm />);
    useAuthStore.setState({
      signup: async () => {
        throw new Error('');
      },
    });
    await fillSignup(user, 'Ada', 'ada@example.test', 'long-enough-pw-7');
    expect(await screen.findByTestId('signup-error')).toHaveTextContent(/^Failed to sign up$/);
    const title = await screen.findByText('Error', { selector: 'li *' });
    expect(within(title.closest('li')!).getByText('Failed to sign up')).toBeInTheDocument();
  });

  it('shows the backend message for other errors, e.g. a weak_password the form could not know', async () => {
    const pwned = 'Password is known to be weak and easy to guess, please choose a different one.';
    server.use(
      http.post(`${AUTH_URL}/signup`, () =>
        HttpResponse.json(
          { code: 'weak_password', message: pwned, weak_password: { reasons: ['pwned'] } },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderApp('/signup');
    await fillSignup(user, 'Ada', 'ada@example.test', 'Unusual-pass-9');
    expect(await screen.findByTestId('signup-error')).toHaveTextContent(pwned);
  });

  it('requires name, email and password', async () => {
    const { user } = renderApp('/signup');
    await user.click(await screen.findByRole('button', { name: SIGNUP_MESSAGES.submit }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    await waitFor(() => expect(mockDb.calls.some((c) => c.url.endsWith('/signup'))).toBe(false));
  });

  it('refuses blank, letter-only and common passwords before calling the server', async () => {
    const { user } = renderApp('/signup');
    const cases: [string, string][] = [
      ['          ', PASSWORD_MESSAGES.blank],
      ['Abc-1', PASSWORD_MESSAGES.tooShort],
      ['only-letters', PASSWORD_MESSAGES.lettersAndDigits],
      ['Password1', PASSWORD_MESSAGES.common],
    ];
    await user.type(await screen.findByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.test');
    for (const [password, message] of cases) {
      await user.clear(screen.getByLabelText('Password'));
      await user.type(screen.getByLabelText('Password'), password);
      await user.click(screen.getByRole('button', { name: SIGNUP_MESSAGES.submit }));
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    }
    expect(mockDb.calls.some((c) => c.url.endsWith('/signup'))).toBe(false);
  });
});
