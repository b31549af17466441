import type { ClaimBackend } from '@/features/claims/api/backend';

/**
 * A form session id the server issues for a public partner form (kb_open_form_session): the only
 * kind of id a suggested-article view is counted under. Null when the partner has no suggestions.
 */
export async function openPublicFormSession(
  backend: ClaimBackend,
  slug: string,
): Promise<string | null> {
  const { data, error } = await backend.rpc('kb_open_form_session', { p_account_slug: slug });
  if (error) throw new Error(error.message);
  return data ?? null;
}
