import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { PASSWORD_RESET_MESSAGES, PROFILE_MESSAGES } from '@/features/auth/messages';
import { useAuthStore } from '@/lib/auth/auth-store';
import { AUTH_STORE_KEY, SUPABASE_AUTH_STORAGE_KEY } from '@/lib/auth/stored-user';
import { addSignedInUser } from '@/testing/auth-helpers';
import { mockDb } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { REST_URL } from '@/testing/mocks/supabase-urls';
import { expectLocation, renderApp, resetAuthStore } from '@/testing/test-utils';

beforeEach(() => {
  mockDb.reset();
  resetAuthStore();
});

describe('profile', () => {
  it('shows name, email, role and the quota', async () => {
    addSignedInUser({ email: 'ada@example.test', name: 'Ada Lovelace', questions_remaining: 7 });
    renderApp('/profile');
    expect(await screen.findByTestId('profile-name')).toHaveTextContent('Ada Lovelace');
    expect(screen.getByTestId('profile-email')).toHaveTextContent('ada@example.test');
    expect(screen.getByTestId('profile-role')).toHaveTextContent('User');
    expect(screen.getByTestId('profile-questions-remaining')).toHaveTextContent(/^7$/);
  });

  it('shows "Unlimited" for corporate users', async () => {
    addSignedInUser({ email: 'coder@example.test', is_corporate_user: true });
    renderApp('/profile');
    expect(await screen.findByTestId('profile-questions-remaining')).toHaveTextContent(
      PROFILE_MESSAGES.unlimited,
    );
  });
});

describe('update profile', () => {
  it('changes the name and password with a success message', async () => {
    addSignedInUser({ email: 'ada@example.test', name: 'Ada' });
    const { user } = renderApp('/update-profile');
    const name = await screen.findByLabelText('Name');
    await vi.waitFor(() => expect(useAuthStore.getState().user).not.toBeNull());
    await user.clear(name);
    await user.type(name, 'Ada King');
    await user.type(screen.getByLabelText('New password'), 'a-new-password-7');
    await user.type(screen.getByLabelText('Confirm new password'), 'a-new-password-7');
    await user.click(screen.getByRole('button', { name: PROFILE_MESSAGES.save }));
    expect(await screen.findByTestId('update-profile-result')).toHaveTextContent(
      PROFILE_MESSAGES.passwordUpdated,
    );
    expect(mockDb.byEmail('ada@example.test')?.password).toBe('a-new-password-7');
    expect(mockDb.byEmail('ada@example.test')?.name).toBe('Ada King');
  });

  it('shows the error when the update fails', async () => {
    addSignedInUser({ email: 'ada@example.test', name: 'Ada' });
    server.use(
      http.patch(`${REST_URL}/profiles`, () =>
        HttpResponse.json(
          { code: '23514', message: 'new row violates check constraint' },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderApp('/update-profile');
    const name = await screen.findByLabelText('Name');
    await vi.waitFor(() => expect(useAuthStore.getState().user).not.toBeNull());
    await user.clear(name);
    await user.type(name, 'Someone Else');
    await user.click(screen.getByRole('button', { name: PROFILE_MESSAGES.save }));
    expect(await screen.findByTestId('update-profile-result')).toHaveTextContent(
      'new row violates check constraint',
    );
  });

  it('checks that the passwords match', async () => {
    addSignedInUser({ email: 'ada@example.test', name: 'Ada' });
    const { user } = renderApp('/update-profile');
    await user.type(await screen.findByLabelText('New password'), 'a-new-password-7');
    await user.type(screen.getByLabelText('Confirm new password'), 'different-one');
    await user.click(screen.getByRole('button', { name: PROFILE_MESSAGES.save }));
    expect(
      await screen.findByText(PASSWORD_RESET_MESSAGES.passwordsDoNotMatch),
    ).toBeInTheDocument();
  });
});

describe('forgot password', () => {
  it('sends the reset email with a link back to /reset-password', async () => {
    const { user } = renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('Email'), 'ada@example.test');
    await user.click(screen.getByRole('button', { name: PASSWORD_RESET_MESSAGES.send }));
    expect(await screen.findByText(PASSWORD_RESET_MESSAGES.sent)).toBeInTheDocument();
    // the form is gone: focus is on the message's heading, one level under the page's h1
    const heading = screen.getByRole('heading', { name: PASSWORD_RESET_MESSAGES.sentTitle });
    expect(heading.tagName).toBe('H2');
    expect(heading).toHaveFocus();
    const call = mockDb.calls.find((c) => c.url.includes('/recover'));
    expect(call?.body).toMatchObject({ email: 'ada@example.test' });
    expect(new URL(call!.url).searchParams.get('redirect_to')).toBe(
      `${window.location.origin}/reset-password`,
    );
  });

  it('explains an invalid or expired link on /reset-password without a session', async () => {
    renderApp('/reset-password');
    expect(await screen.findByText(PASSWORD_RESET_MESSAGES.resetLinkInvalid)).toBeInTheDocument();
  });
});

describe('logout', () => {
  it('clears the stored keys, signs out and lands on / (then /login)', async () => {
    addSignedInUser({ email: 'ada@example.test', name: 'Ada Lovelace' });
    const { user } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Open user menu' }));
    await user.click(
      within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Log out' }),
    );
    await expectLocation('/login');
    expect(window.localStorage.getItem(AUTH_STORE_KEY)).toBeNull();
    expect(window.localStorage.getItem(SUPABASE_AUTH_STORAGE_KEY)).toBeNull();
    expect(mockDb.calls.some((c) => c.url.includes('/logout?scope=global'))).toBe(true);
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });
});
