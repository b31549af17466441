/**
 * The pages of the light auth entry (src/app/auth-app.tsx): a first visit to them loads the form
 * and the auth client, not the app (docs/decisions.md, "Auth pages' light entry"). Kept out of
 * `paths`, so main.tsx can choose the entry without carrying the route table into every first load.
 */
export const LOGIN_PATH = '/login';
export const SIGNUP_PATH = '/signup';
export const FORGOT_PASSWORD_PATH = '/forgot-password';

export const AUTH_APP_PATHS: readonly string[] = [LOGIN_PATH, SIGNUP_PATH, FORGOT_PASSWORD_PATH];

/** Trailing slashes are stripped before the check. */
export function isAuthAppPath(pathname: string): boolean {
  return AUTH_APP_PATHS.includes(pathname.replace(/\/+$/, '') || '/');
}
