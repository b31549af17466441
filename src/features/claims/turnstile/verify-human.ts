/**
 * Trades the widget's token for the server's short-lived human token (verify-turnstile), which
 * submit_question asks for while the deployer requires Turnstile. Loaded only when configured.
 */
import type { ClaimBackend } from '@/features/claims/api/backend';
import { TURNSTILE_TEXT } from '@/components/turnstile/messages';

export async function verifyHuman(backend: ClaimBackend, widgetToken: string): Promise<string> {
  // The function's JSON body is `{ data: { humanToken, expiresAt } }` (supabase/functions/README.md).
  const { data, error } = await backend.invoke('verify-turnstile', { token: widgetToken });
  const token: unknown = data?.data?.humanToken;
  if (error || typeof token !== 'string' || token === '')
    throw new Error(TURNSTILE_TEXT.verifyFailed);
  return token;
}
