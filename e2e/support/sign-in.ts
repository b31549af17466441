/** Signing in through the login page, as a user does (the API-only way is tests/support/sign-in.ts). */
import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../tests/support/accounts.ts';
import { waitForHydration } from './hydrated.ts';

/** Fills the login form and submits it; the caller asserts what happens next. */
export async function logIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await waitForHydration(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Logs in and waits until the app has left /login. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await logIn(page, email, password);
  await expect(page).not.toHaveURL(/\/login/);
}
