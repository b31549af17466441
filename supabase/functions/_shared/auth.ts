import { env, requiredEnv } from './env.ts';
import { HttpError } from './http.ts';
import { MESSAGES } from './messages.ts';
import { serviceClient } from './supabase.ts';

export type Role = 'user' | 'expert' | 'admin';

export type Caller =
  | { kind: 'anon' }
  | { kind: 'service' }
  | { kind: 'user'; id: string; email: string | null; role: Role; isApprover: boolean };

/** The bearer token of the Authorization header, or null. */
export function bearerToken(req: Request): string | null {
  const header = req.headers.get('Authorization') ?? req.headers.get('authorization');
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match ? match[1]!.trim() : null;
}

/**
 * Who is calling. The service role key is compared exactly; any other token must be a live session
 * of the auth service (verified by it, not decoded here), and the role is read from `profiles` with
 * the service role: user metadata is editable by its owner and is never trusted.
 * A token that is neither the anon key nor a valid session is 401 'No valid session found'.
 */
export async function resolveCaller(req: Request): Promise<Caller> {
  const token = bearerToken(req);
  if (!token) return { kind: 'anon' };
  if (token === requiredEnv('SUPABASE_SERVICE_ROLE_KEY')) return { kind: 'service' };
  if (token === env('SUPABASE_ANON_KEY')) return { kind: 'anon' };

  const admin = serviceClient();
  const { data, error } = await admin.auth.getUser(token);
  if (error || !data.user) throw new HttpError(401, MESSAGES.noSession);

  const { data: profile, error: profileError } = await admin
    .from('profiles')
    .select('role, is_approver')
    .eq('id', data.user.id)
    .maybeSingle();
  if (profileError) throw new Error(`profile lookup failed: ${profileError.message}`);
  const role: Role =
    profile?.role === 'admin' || profile?.role === 'expert' ? profile.role : 'user';
  return {
    kind: 'user',
    id: data.user.id,
    email: data.user.email ?? null,
    role,
    isApprover: profile?.is_approver === true,
  };
}

/** A signed-in user or the service role; anyone else is 401. */
export function requireSession(caller: Caller): Exclude<Caller, { kind: 'anon' }> {
  if (caller.kind === 'anon') throw new HttpError(401, MESSAGES.noSession);
  return caller;
}

/** An admin or the service role; no session is 401, any other role 403 with `message`. */
export function requireAdmin(
  caller: Caller,
  message: string,
): { kind: 'service' } | { kind: 'user'; id: string; role: 'admin' } {
  const c = requireSession(caller);
  if (c.kind === 'service') return c;
  if (c.role !== 'admin') throw new HttpError(403, message);
  return { kind: 'user', id: c.id, role: 'admin' };
}

/**
 * Staff (experts, admins) or the service role; anonymous callers are 401, other users 403. For the
 * functions the browser no longer calls after a submission (the outbox delivers those follow-ups).
 */
export function requireStaffOrService(
  caller: Caller,
): { kind: 'service' } | { kind: 'user'; id: string; role: 'expert' | 'admin' } {
  const c = requireSession(caller);
  if (c.kind === 'service') return c;
  if (c.role !== 'expert' && c.role !== 'admin') throw new HttpError(403, MESSAGES.staffOnly);
  return { kind: 'user', id: c.id, role: c.role };
}
