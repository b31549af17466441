/**
 * Page titles that need no router (the light auth entry sets them too): route-titles.ts builds the
 * whole table on these.
 */
import { paths } from '@/config/paths';

export const APP_NAME = 'ClaimDesk';

export const AUTH_PAGE_TITLES: Record<string, string> = {
  [paths.auth.login.path]: 'Log in',
  [paths.auth.signup.path]: 'Sign up',
  [paths.auth.forgotPassword.path]: 'Forgot Password',
  [paths.auth.resetPassword.path]: 'Set a New Password',
};

/** "<page> · ClaimDesk" (the app's name alone for the app's own page). */
export function formatTitle(page: string): string {
  return page === APP_NAME ? APP_NAME : `${page} · ${APP_NAME}`;
}
