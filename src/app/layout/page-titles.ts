/**
 * Page titles that need no router (the light auth entry sets them too): route-titles.ts builds the
 * whole table on these.
 */
import { paths } from '@/config/paths';
import { APP_NAME, formatTitle } from '@/lib/navigation';

export { APP_NAME, formatTitle };

export const AUTH_PAGE_TITLES: Record<string, string> = {
  [paths.auth.login.path]: 'Log in',
  [paths.auth.signup.path]: 'Sign up',
  [paths.auth.forgotPassword.path]: 'Forgot Password',
  [paths.auth.resetPassword.path]: 'Set a New Password',
};
