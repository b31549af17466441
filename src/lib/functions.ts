import { functionError } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';
import type { FunctionBody, FunctionName, FunctionResult } from '@/types/functions';

/**
 * Calls an edge function as the signed-in user and returns its JSON body. The name, the body and
 * the result's type come from src/types/functions.ts. A failure throws an ApiError carrying the
 * function's own `{ error }` message (src/lib/api-error.ts).
 */
export async function invokeFunction<N extends FunctionName>(
  name: N,
  body: FunctionBody<N>,
): Promise<FunctionResult<N>> {
  const { data, error } = await supabase.functions.invoke<FunctionResult<N>>(name, { body });
  if (error) throw await functionError(error);
  return data as FunctionResult<N>;
}
