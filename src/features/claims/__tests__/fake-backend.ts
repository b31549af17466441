/**
 * A typed fake of the claim forms' backend (src/features/claims/api/backend.ts) for unit tests.
 * Each RPC and edge function answers what the test gives for its name, checked against the
 * generated types (arguments and result) and the backend's function map; a name without an answer
 * answers no data. Every call is recorded in order: its name and its arguments (an RPC's args, a
 * function's body).
 */
import type {
  BackendResult,
  ClaimBackend,
  ClaimFunction,
  ClaimFunctionBody,
  ClaimFunctionResult,
  ClaimRpc,
} from '@/features/claims/api/backend';
import type { Database } from '@/types/database';

type Fns = Database['public']['Functions'];
type Answer<A, R> = (args: A) => BackendResult<R> | Promise<BackendResult<R>>;

export type RpcAnswers = { [F in ClaimRpc]?: Answer<Fns[F]['Args'], Fns[F]['Returns']> };
export type FunctionAnswers = {
  [F in ClaimFunction]?: Answer<ClaimFunctionBody<F>, ClaimFunctionResult<F>>;
};

export interface BackendCall {
  kind: 'rpc' | 'fn';
  name: string;
  args: Record<string, unknown>;
}

/** A successful answer. */
export const ok = <T>(data: T): BackendResult<T> => ({ data, error: null });

/** A refusal with the server's message (and code). */
export const fail = <T = never>(message: string, code?: string): BackendResult<T> => ({
  data: null,
  error: code === undefined ? { message } : { message, code },
});

export function fakeClaimBackend(rpc: RpcAnswers = {}, functions: FunctionAnswers = {}) {
  const calls: BackendCall[] = [];
  const backend: ClaimBackend = {
    async rpc(name, args) {
      calls.push({ kind: 'rpc', name, args });
      const answer = rpc[name];
      return answer ? answer(args) : { data: null, error: null };
    },
    async invoke(name, body) {
      calls.push({ kind: 'fn', name, args: body });
      const answer = functions[name];
      return answer ? answer(body) : { data: null, error: null };
    },
  };
  return { backend, calls };
}

/** The payload of the submission the form sent (fails the test when it sent none). */
export function sentPayload(calls: BackendCall[]): Record<string, unknown> {
  const call = calls.find((c) => c.name === 'submit_question');
  if (!call) throw new Error('the form sent no submit_question');
  return call.args.payload as Record<string, unknown>;
}
