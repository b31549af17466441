/**
 * ClaimDesk's password rules, one definition for the SPA's forms (src/lib/password-policy.ts)
 * and the local auth service (stack/auth/password.ts), which answers GoTrue's `weak_password`
 * with these reasons. supabase/config.toml `[auth]` sets the same minimum_password_length and
 * password_requirements for hosted Supabase Auth; a test keeps the three in step.
 * Pure and dependency-free: the list of common passwords is loaded by the callers.
 */

export const MIN_PASSWORD_LENGTH = 8;
/** bcrypt uses the first 72 bytes only; GoTrue refuses longer passwords. */
export const MAX_PASSWORD_LENGTH = 72;
/** config.toml `password_requirements = "letters_digits"`: one of each set, as GoTrue reads it. */
export const PASSWORD_REQUIREMENTS = 'letters_digits';
const REQUIRED_CHARACTERS: readonly string[] = [
  'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ',
  '0123456789',
];

/** GoTrue's weak_password reasons ('pwned': a known, common password). */
type WeakPasswordReason = 'length' | 'characters' | 'pwned';

/** What the SPA's forms say for each problem. */
export const PASSWORD_MESSAGES = {
  required: 'Password is required',
  blank: 'Password cannot be only spaces',
  tooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  tooLong: `Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`,
  lettersAndDigits: 'Password must contain at least one letter and one digit',
  common: 'This password is too common. Choose one that is harder to guess.',
} as const;

export const isBlank = (pw: string) => pw.trim() === '';

/** Length and character rules (not the list): GoTrue's reasons, in GoTrue's order. */
export function ruleViolations(
  pw: string,
  minLength = MIN_PASSWORD_LENGTH,
  required: readonly string[] = REQUIRED_CHARACTERS,
): WeakPasswordReason[] {
  const reasons: WeakPasswordReason[] = [];
  if (pw.length < minLength) reasons.push('length');
  const missing = required.some((set) => set !== '' && ![...pw].some((c) => set.includes(c)));
  if (missing || isBlank(pw)) reasons.push('characters');
  return reasons;
}

/** The data file's format: one password per line, lower case; lines starting with # are notes. */
export function parseCommonPasswords(text: string): Set<string> {
  const out = new Set<string>();
  for (const line of text.split('\n')) {
    const pw = line.replace(/\r$/, '');
    if (pw && !pw.startsWith('#')) out.add(pw);
  }
  return out;
}

/** Is the password on the list (case and surrounding spaces ignored)? */
export const isCommonPassword = (list: ReadonlySet<string>, pw: string) =>
  list.has(pw.trim().toLowerCase());
