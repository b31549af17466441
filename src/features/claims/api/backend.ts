/**
 * The few backend calls the claim forms make, as one small interface, so the same submission flow
 * runs on the light public client (src/lib/public-api.ts) and on the signed-in supabase-js client,
 * and unit tests can record the call order.
 */
import type { Database } from '@/types/database';

export interface BackendError {
  message: string;
  code?: string;
}

export interface BackendResult<T> {
  data: T | null;
  error: BackendError | null;
}

type Fns = Database['public']['Functions'];

/** The RPCs the claim forms call; names, arguments and results are the generated types'. */
export type ClaimRpc =
  | 'submit_question'
  | 'verify_demo_access'
  | 'get_partner_form_account'
  | 'kb_suggest_articles'
  | 'kb_public_article'
  | 'kb_public_draft_sent';

export interface ClaimBackend {
  rpc<F extends ClaimRpc>(fn: F, args: Fns[F]['Args']): Promise<BackendResult<Fns[F]['Returns']>>;
  invoke<T>(fn: string, body: Record<string, unknown>): Promise<BackendResult<T>>;
}

/** Turns a thrown value into an Error with a readable message. */
export function toError(error: unknown, fallback: string): Error {
  if (error instanceof Error && error.message) return error;
  if (
    error &&
    typeof error === 'object' &&
    'message' in error &&
    typeof error.message === 'string' &&
    error.message
  ) {
    return new Error(error.message);
  }
  return new Error(fallback);
}
