/**
 * The auth service's password policy: minimum length and required characters from
 * supabase/config.toml `[auth]` (as the Supabase CLI passes them to GoTrue), the shared rules of
 * src/lib/password-rules.ts, and the bundled list of common passwords, which plays the part of
 * hosted GoTrue's leaked-password check (reason `pwned`).
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  MAX_PASSWORD_LENGTH,
  parseCommonPasswords,
  isCommonPassword,
  ruleViolations,
} from '../../src/lib/password-rules.ts';
import { ROOT } from '../config.ts';
import { AuthHttpError, badRequest } from './errors.ts';

export interface PasswordPolicy {
  minLength: number;
  /** GoTrue's required character sets (one character of each). */
  requiredCharacters: string[];
  common: ReadonlySet<string>;
}

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
const SYMBOLS = '!@#$%^&*()_+-=[]{};\'\\:"|<>?,./`~';

/** The Supabase CLI's password_requirements values, as GoTrue's character sets. */
export const REQUIREMENT_SETS: Record<string, string[]> = {
  '': [],
  letters_digits: [LOWER + UPPER, DIGITS],
  lower_upper_letters_digits: [LOWER, UPPER, DIGITS],
  lower_upper_letters_digits_symbols: [LOWER, UPPER, DIGITS, SYMBOLS],
};

/** `minimum_password_length` and `password_requirements` of `[auth]` (CLI defaults 6 and ""). */
export function authPasswordConfig(file = path.join(ROOT, 'supabase', 'config.toml')): {
  minLength: number;
  requirements: string;
} {
  const out = { minLength: 6, requirements: '' };
  if (!fs.existsSync(file)) return out;
  let inAuth = false;
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const section = /^\s*\[([^\]]+)\]\s*$/.exec(line);
    if (section) inAuth = section[1] === 'auth';
    if (!inAuth) continue;
    const min = /^\s*minimum_password_length\s*=\s*(\d+)\s*$/.exec(line);
    if (min) out.minLength = Number(min[1]);
    const req = /^\s*password_requirements\s*=\s*"([^"]*)"\s*$/.exec(line);
    if (req) out.requirements = req[1]!;
  }
  return out;
}

export function loadPasswordPolicy(
  overrides: Partial<Pick<PasswordPolicy, 'minLength' | 'requiredCharacters'>> = {},
): PasswordPolicy {
  const cfg = authPasswordConfig();
  const sets = REQUIREMENT_SETS[cfg.requirements];
  if (!sets) throw new Error(`unknown password_requirements "${cfg.requirements}" in config.toml`);
  const list = fs.readFileSync(path.join(ROOT, 'src', 'lib', 'common-passwords.txt'), 'utf8');
  return {
    minLength: overrides.minLength ?? cfg.minLength,
    requiredCharacters: overrides.requiredCharacters ?? sets,
    common: parseCommonPasswords(list),
  };
}

/** GoTrue's 422 weak_password, with its reasons and its words for each. */
export function weakPasswordError(
  policy: Pick<PasswordPolicy, 'minLength' | 'requiredCharacters'>,
  reasons: string[],
): AuthHttpError {
  const messages: string[] = [];
  if (reasons.includes('length'))
    messages.push(`Password should be at least ${policy.minLength} characters.`);
  if (reasons.includes('characters'))
    messages.push(
      policy.requiredCharacters.length
        ? `Password should contain at least one character of each: ${policy.requiredCharacters.join(', ')}.`
        : 'Password should contain at least one character that is not a space.',
    );
  if (reasons.includes('pwned'))
    messages.push('Password is known to be weak and easy to guess, please choose a different one.');
  const message = messages.join(' ');
  return new AuthHttpError(422, 'weak_password', message, {
    weak_password: { reasons, message },
  });
}

/** A new password, or GoTrue's error: not a string, too long, or weak (with every reason). */
export function checkNewPassword(policy: PasswordPolicy, pw: unknown): string {
  if (typeof pw !== 'string') throw badRequest('validation_failed', 'Password must be a string');
  if (pw.length > MAX_PASSWORD_LENGTH)
    throw badRequest(
      'validation_failed',
      `Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`,
    );
  const reasons: string[] = ruleViolations(pw, policy.minLength, policy.requiredCharacters);
  if (isCommonPassword(policy.common, pw)) reasons.push('pwned');
  if (reasons.length) throw weakPasswordError(policy, reasons);
  return pw;
}
