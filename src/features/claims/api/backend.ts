/**
 * The few backend calls the claim forms make, as one small interface, so the same submission flow
 * runs on the light public client (src/lib/public-api.ts) and on the signed-in supabase-js client,
 * and unit tests can record the call order.
 */
import type { Database } from '@/types/database';
import type { FunctionBody, FunctionName, FunctionResult } from '@/types/functions';

interface BackendError {
  message: string;
  code?: string;
  /** PostgREST's hint; `human_check`: over the per-address limit, a human check would let it through. */
  hint?: string | null;
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
  | 'kb_public_draft_sent'
  | 'kb_open_form_session';

/**
 * The edge functions the claim forms call, with the body they send and the answer they expect: a
 * visitor's widget token for a human token (the admin's status call is not theirs).
 */
type ClaimFunctions = {
  'verify-turnstile': {
    body: Extract<FunctionBody<'verify-turnstile'>, { token: string }>;
    result: Extract<FunctionResult<'verify-turnstile'>, { data: { humanToken: string } }>;
  };
};

export type ClaimFunction = keyof ClaimFunctions & FunctionName;
export type ClaimFunctionBody<F extends ClaimFunction> = ClaimFunctions[F]['body'];
export type ClaimFunctionResult<F extends ClaimFunction> = ClaimFunctions[F]['result'];

export interface ClaimBackend {
  rpc<F extends ClaimRpc>(fn: F, args: Fns[F]['Args']): Promise<BackendResult<Fns[F]['Returns']>>;
  invoke<F extends ClaimFunction>(
    fn: F,
    body: ClaimFunctionBody<F>,
  ): Promise<BackendResult<ClaimFunctionResult<F>>>;
}
