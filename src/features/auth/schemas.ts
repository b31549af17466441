/**
 * The auth forms' checks, messages word for word as before. No zod schema runtime: the auth pages
 * are a first visit's page (issue 13 §3) and zod (even zod/mini) weighs about 15 KB gzipped there.
 * The email check is zod's own: the pattern that z.email() applies.
 */
import { regexes } from 'zod/v4/core';
import type { FormErrors } from '@/features/auth/components/use-light-form';

export const AUTH_VALIDATION = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  passwordRequired: 'Password is required',
} as const;

/** Required after trimming, then a valid address (z.email()). */
export function emailProblem(value: string): string | undefined {
  const email = value.trim();
  if (email.length === 0) return AUTH_VALIDATION.emailRequired;
  return regexes.email.test(email) ? undefined : AUTH_VALIDATION.emailInvalid;
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
