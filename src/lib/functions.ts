import { functionError } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';
import type { FunctionName } from '@/types/functions';

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
