/**
 * The edge functions the app calls (supabase/functions/README.md), each with the body it takes
 * and the JSON it answers: invokeFunction (src/lib/functions.ts) and the claim forms' backend
 * (src/features/claims/api/backend.ts) take their names, bodies and results from here. A module
 * of types only, so the claim forms and the node-side tests can name them without the client.
 */
import type { Tables } from '@/types/database';
import type { AuthUser } from '@/lib/auth/types';

/** A user as the admin functions answer it (create-staff-user, get-all-users-email). */
export type FunctionUser = Omit<AuthUser, 'email' | 'corporateAccount'> & {
  email: string | null;
  corporateAccount?: Pick<Tables<'corporate_accounts'>, 'id' | 'name'> | null;
  createdAt?: string;
};

export interface FunctionCalls {
  'create-profile-trigger': { body: { userId: string; name: string }; result: unknown };
  'create-staff-user': {
    body: { name: string; email: string; password: string; role: 'expert' | 'admin' };
    result: { data?: { user?: FunctionUser } };
  };
  'delete-user': { body: { userId: string }; result: unknown };
  'get-all-users-email': {
    body: Record<string, never>;
    result: { data?: { users?: FunctionUser[] } };
  };
  /** A visitor's widget token for a human token; an admin's { status: true } for the setup. */
  'verify-turnstile': {
    body: { token: string } | { status: true };
    result:
      { data: { humanToken: string; expiresAt: string } } | { data: { secretConfigured: boolean } };
  };
}

export type FunctionName = keyof FunctionCalls;
export type FunctionBody<N extends FunctionName> = FunctionCalls[N]['body'];
export type FunctionResult<N extends FunctionName> = FunctionCalls[N]['result'];
