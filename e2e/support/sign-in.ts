/**
 * Signing in, two ways: `logIn` through the login page, as a user does (e2e/shell-app.spec.ts
 * tests that page with it), and `signIn` for the specs about something else, which starts on the
 * page it wants. The API-only way, without a browser, is tests/support/sign-in.ts.
 */
import { expect, type Page } from '@playwright/test';
import { AUTH_STORE_KEY, SUPABASE_AUTH_STORAGE_KEY } from '@/lib/auth/stored-user';
import { DEMO_PASSWORD } from '../../tests/support/accounts.ts';
import { passwordSession } from '../../tests/support/sign-in.ts';
import { waitForHydration } from './hydrated.ts';

/** Fills the login form and submits it; the caller asserts what happens next. */
export async function logIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await waitForHydration(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/**
 * Signs in and opens `to` (by default `/`, which sends each role to its dashboard, as the login
 * page does). The session comes from the auth service's password grant, the request the login
 * page makes, and is stored where the app's auth client keeps it, so the page opens signed in,
 * as after a reload: the app restores the session and loads the profile itself. This resolves
 * once the app has stored the signed-in user. Opening the login page first, then the dashboard it
 * leads to, then the page a test is about, cost two page loads per test (about a second each).
 */
export async function signIn(page: Page, email: string, to = '/'): Promise<void> {
  const session = await passwordSession(email);

  // A static file of the app's origin: its storage, without starting the app.
  await page.goto('/robots.txt');
  await page.evaluate(
    ([key, value, storeKey]) => {
      window.localStorage.removeItem(storeKey);
      window.localStorage.setItem(key, value);
    },
    [SUPABASE_AUTH_STORAGE_KEY, JSON.stringify(session), AUTH_STORE_KEY] as const,
  );
  await page.goto(to);
  await expect
    .poll(
      () =>
        page.evaluate((storeKey) => {
          const stored = window.localStorage.getItem(storeKey);
          return stored ? (JSON.parse(stored) as { state?: { user?: { email?: string } } }) : null;
        }, AUTH_STORE_KEY),
      { message: `the app is signed in as ${email}` },
    )
    .toMatchObject({ state: { user: { email } } });
}
