/**
 * New-password checks for the SPA's forms (sign-up, reset password, update profile), with the
 * rules of password-rules.ts. The list of the 10,000 most common passwords is a separate chunk,
 * loaded the first time a password is checked, so it never weighs on a page's first load.
 */
import {
  isBlank,
  isCommonPassword,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  parseCommonPasswords,
  PASSWORD_MESSAGES,
  ruleViolations,
} from '@/lib/password-rules';

let commonPasswords: Promise<ReadonlySet<string>> | null = null;

/** The list, fetched once on first use. */
export function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  commonPasswords ??= import('./common-passwords.txt?raw').then((m) =>
    parseCommonPasswords(m.default),
  );
  return commonPasswords;
}

/** The first problem with a new password, in the form's words, or null when it is acceptable. */
export async function newPasswordProblem(pw: string): Promise<string | null> {
  if (pw === '') return PASSWORD_MESSAGES.required;
  if (isBlank(pw)) return PASSWORD_MESSAGES.blank;
  if (pw.length < MIN_PASSWORD_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (pw.length > MAX_PASSWORD_LENGTH) return PASSWORD_MESSAGES.tooLong;
  if (ruleViolations(pw).length) return PASSWORD_MESSAGES.lettersAndDigits;
  if (isCommonPassword(await loadCommonPasswords(), pw)) return PASSWORD_MESSAGES.common;
  return null;
}
