import { functionError } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';

/** The edge functions the signed-in app calls (supabase/functions/README.md). */
type FunctionName =
  | 'create-profile-trigger'
  | 'create-staff-user'
  | 'delete-user'
  | 'get-all-users-email'
  | 'send-approved-answer'
  | 'verify-turnstile';

/**
 * Calls an edge function as the signed-in user and returns its JSON body. A failure throws an
 * ApiError carrying the function's own `{ error }` message (src/lib/api-error.ts).
 */
export async function invokeFunction<T>(name: FunctionName, body: unknown): Promise<T> {
  const { data, error } = await supabase.functions.invoke<T>(name, {
    body: body as Record<string, unknown>,
  });
  if (error) throw await functionError(error);
  return data as T;
}
