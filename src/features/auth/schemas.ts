/**
 * The auth forms' checks, messages word for word as before. No zod runtime: the auth pages are a
 * first visit's page (docs/decisions.md, "Auth pages' light entry") and zod (even zod/mini) weighs
 * about 15 KB gzipped there.
 */
import type { FormErrors } from '@/components/form/use-light-form';

export const AUTH_VALIDATION = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  passwordRequired: 'Password is required',
} as const;

/**
 * The address pattern z.email() applies (zod's `regexes.email`, with its redundant `\-` escapes dropped; a unit test keeps them equal).
 * Written out rather than imported so the staff pages' zod chunk is not split for it.
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** Required after trimming, then a valid address (z.email()). */
export function emailProblem(value: string): string | undefined {
  const email = value.trim();
  if (email.length === 0) return AUTH_VALIDATION.emailRequired;
  return EMAIL_PATTERN.test(email) ? undefined : AUTH_VALIDATION.emailInvalid;
}

export function nameProblem(value: string): string | undefined {
  return value.trim().length === 0 ? AUTH_VALIDATION.nameRequired : undefined;
}

/** Drops the keys without a problem. */
export function collectErrors<K extends string>(
  found: Record<K, string | null | undefined>,
): FormErrors<K> {
  const out: FormErrors<K> = {};
  for (const key of Object.keys(found) as K[]) {
    const message = found[key];
    if (message) out[key] = message;
  }
  return out;
}
