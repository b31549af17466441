/**
 * The app shell end to end: sign-up, demo logins by role, login errors, session persistence, logout
 * and guards, the side panel breakpoint, the error screen, and password reset through MailDev.
 */
import { expect, test } from '@playwright/test';
import { createUser, DEMO_PASSWORD, uniqueEmail } from '../tests/support/accounts.ts';
import { sql as dbQuery } from '../tests/support/db.ts';
import { waitForMail } from '../tests/support/mail.ts';
import { logIn } from './support/sign-in';
import { waitForHydration } from './support/hydrated.ts';

const INVALID_CREDENTIALS =
  'The email or password you entered is incorrect. Please check your credentials and try again.';
/** Password of the users these tests create. */
const SHELL_PASSWORD = 'Shell-e2e-password-1';

// No uncaught exception in the page during any shell test.
let pageErrors: string[] = [];
test.beforeEach(({ page }) => {
  pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
});
test.afterEach(() => {
  expect(pageErrors, 'uncaught errors in the page').toEqual([]);
});

test.describe('sign-up', () => {
  test('shows the dialog, continues to /dashboard, and the profile exists', async ({ page }) => {
    const email = uniqueEmail('signup', 'shell-e2e.test');
    await page.goto('/signup');
    await waitForHydration(page);
    await page.getByLabel('Name').fill('Shell Signup Tester');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('Shell-e2e-password-1');
    await page.getByRole('button', { name: 'Sign up' }).click();

    const dialog = page.getByRole('dialog');
    await expect(
      dialog.getByRole('heading', { name: 'Account created successfully!' }),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Continue to Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText('Welcome to your dashboard')).toBeVisible();

    const rows = await dbQuery<{ name: string; role: string; questions_remaining: number }>(
      `select p.name, p.role::text as role, p.questions_remaining
         from public.profiles p join auth.users u on u.id = p.id
        where lower(u.email) = lower($1)`,
      [email],
    );
    expect(rows).toEqual([{ name: 'Shell Signup Tester', role: 'user', questions_remaining: 10 }]);
  });
});

test.describe('login', () => {
  for (const [email, landing] of [
    ['admin@claimdesk.test', '/admin/dashboard'],
    ['approver@claimdesk.test', '/expert/dashboard'],
    ['expert@claimdesk.test', '/expert/dashboard'],
    ['user@claimdesk.test', '/dashboard'],
    ['coder@summit-health.test', '/dashboard'],
  ] as const) {
    test(`${email} lands on ${landing}`, async ({ page }) => {
      await logIn(page, email, DEMO_PASSWORD);
      await expect(page).toHaveURL(new RegExp(`${landing}$`));
      await expect(
        page.getByText('You have been logged in successfully!', { exact: true }),
      ).toBeVisible();
    });
  }

  test('the login page lists the demo accounts on the local stack', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByTestId('demo-logins')).toContainText(DEMO_PASSWORD);
    await expect(page.getByTestId('demo-logins')).toContainText('approver@claimdesk.test');
  });

  test('a wrong password shows the exact message and the Login Failed toast', async ({ page }) => {
    await logIn(page, 'user@claimdesk.test', 'not-the-password');
    await expect(page.getByTestId('login-error')).toHaveText(INVALID_CREDENTIALS);
    await expect(page.getByText('Login Failed', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('session', () => {
  test('a reload keeps the user signed in, with auth-storage and the supabase key apart', async ({
    page,
  }) => {
    await logIn(page, 'user@claimdesk.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.reload();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open user menu' })).toBeVisible();
    const keys = await page.evaluate(() => Object.keys(window.localStorage));
    expect(keys).toEqual(expect.arrayContaining(['auth-storage', 'claimdesk-supabase-auth']));
    const stored = await page.evaluate(() =>
      JSON.parse(window.localStorage.getItem('auth-storage') ?? '{}'),
    );
    expect(stored.state.user).toMatchObject({ email: 'user@claimdesk.test', role: 'user' });
  });

  test('an expired refresh token signs the user out cleanly', async ({ page }) => {
    const user = await createUser({
      name: 'Expiring Session',
      password: SHELL_PASSWORD,
      email: uniqueEmail('shell', 'shell-e2e.test'),
    });
    await logIn(page, user.email, user.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    // Expire the access token, and end the session on the server (its refresh token goes with it).
    await page.evaluate(() => {
      const key = 'claimdesk-supabase-auth';
      const session = JSON.parse(window.localStorage.getItem(key)!);
      session.expires_at = Math.floor(Date.now() / 1000) - 60;
      window.localStorage.setItem(key, JSON.stringify(session));
    });
    await dbQuery(
      `delete from auth.sessions where user_id = (select id from auth.users where lower(email) = lower($1))`,
      [user.email],
    );
    await page.reload();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(
      page.getByText('Your session has expired. Please log in again.', { exact: true }),
    ).toBeVisible();
    const appState = await page.evaluate(() => window.localStorage.getItem('auth-storage'));
    expect(appState).toBeNull();
  });

  test('log out lands on / (then /login), and protected pages redirect', async ({ page }) => {
    await logIn(page, 'user@claimdesk.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await page.getByRole('button', { name: 'Open user menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(visited).toContain('/');
    const keys = await page.evaluate(() => Object.keys(window.localStorage));
    expect(keys).not.toContain('auth-storage');
    expect(keys).not.toContain('claimdesk-supabase-auth');

    for (const path of ['/dashboard', '/profile', '/admin/dashboard', '/expert/dashboard']) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`/login\\?redirectTo=${encodeURIComponent(path)}$`));
    }
  });

  test('a protected page returns after login', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fprofile$/);
    await page.getByLabel('Email').fill('user@claimdesk.test');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByTestId('profile-email')).toHaveText('user@claimdesk.test');
    await expect(page.getByTestId('profile-questions-remaining')).toHaveText(/^\d+$/);
  });
});

test.describe('layout', () => {
  test('the side panel hides at 767 px and shows at 768 px', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await logIn(page, 'admin@claimdesk.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    const panel = page.getByRole('complementary', { name: 'Admin Panel' });

    await page.setViewportSize({ width: 767, height: 800 });
    await expect(panel).toBeHidden();
    await page.setViewportSize({ width: 768, height: 800 });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Settings' })).toBeVisible();

    // Below 768 px the mobile menu carries the same links.
    await page.setViewportSize({ width: 767, height: 800 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    await expect(menu.getByRole('link', { name: 'Settings' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Log out' })).toBeVisible();
  });

  test('the expert panel shows Approval Queue only to approvers', async ({ page }) => {
    await logIn(page, 'expert@claimdesk.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/expert\/dashboard$/);
    const panel = page.getByRole('complementary', { name: 'Expert Panel' });
    await expect(panel.getByRole('link', { name: 'My Questions' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Approval Queue' })).toHaveCount(0);
  });

  test('signed-out visitors see Login and Sign up and no side panel', async ({ page }) => {
    await page.goto('/login');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Sign up' })).toBeVisible();
    await expect(page.getByTestId('side-panel')).toHaveCount(0);
  });

  test('an unknown route shows the "Page not found" page with a way home', async ({ page }) => {
    await page.goto('/this/route/does-not-exist');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('password reset', () => {
  test('works end to end through the mail captured by MailDev', async ({ page }) => {
    const user = await createUser({
      name: 'Reset Tester',
      password: SHELL_PASSWORD,
      email: uniqueEmail('shell', 'shell-e2e.test'),
    });
    await page.goto('/forgot-password');
    await waitForHydration(page);
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Check your email')).toBeVisible();

    const mail = await waitForMail(user.email);
    const body = (mail.html ?? mail.text ?? '').replace(/&amp;/g, '&');
    const link = body.match(/https?:\/\/[^\s"'<>]+\/auth\/v1\/verify\?[^\s"'<>]+/)?.[0];
    expect(link, 'the reset mail contains a verify link').toBeTruthy();

    await page.goto(link!);
    await expect(page).toHaveURL(/\/reset-password/);
    await expect(page.getByRole('heading', { name: 'Set a New Password' })).toBeVisible();
    const newPassword = 'Shell-e2e-new-password-2';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page).toHaveURL(/\/login\?notice=password-updated$/);
    await expect(
      page.getByText('Your password has been changed. Log in with your new password.').first(),
    ).toBeVisible();

    // The old password no longer works; the new one does.
    await logIn(page, user.email, user.password);
    await expect(page.getByTestId('login-error')).toHaveText(INVALID_CREDENTIALS);
    await logIn(page, user.email, newPassword);
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('user management', () => {
  test('an admin creates an expert, who then lands on the expert dashboard', async ({ page }) => {
    const email = uniqueEmail('staff', 'shell-e2e.test');
    const password = 'Shell-e2e-staff-password-1';
    await logIn(page, 'admin@claimdesk.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page
      .getByRole('complementary', { name: 'Admin Panel' })
      .getByRole('link', { name: 'Users' })
      .click();
    await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
    // the list has loaded (newest first: the seed users may be on a later page by now)
    await expect(page.locator('[data-testid^="user-row-"]').first()).toBeVisible();

    await page.getByRole('button', { name: 'Add staff user' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Shell Staff Expert');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password').fill(password);
    await dialog.getByRole('button', { name: 'Create user' }).click();
    await expect(page.getByTestId(`user-row-${email}`)).toContainText('Expert');

    await page.getByRole('button', { name: 'Open user menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, email, password);
    await expect(page).toHaveURL(/\/expert\/dashboard$/);
  });
});
