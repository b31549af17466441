/**
 * get-all-users-email (bearer token): admins and the service role get every user
 * (id, name, email, role, flags); any other signed-in user gets an empty list, as the spec says.
 * No session: 401 'No valid session found'. GET or POST.
 */
import { resolveCaller, requireSession } from '../_shared/auth.ts';
import { jsonHandler } from '../_shared/serve.ts';
import { serviceClient } from '../_shared/supabase.ts';
import { PROFILE_SELECT, toAppUser, type AppUser } from '../_shared/users.ts';

export const handler = jsonHandler(
  'get-all-users-email',
  async ({ req }) => {
    const caller = requireSession(await resolveCaller(req));
    if (caller.kind === 'user' && caller.role !== 'admin')
      return { data: { users: [] satisfies AppUser[] } };
    const { data, error } = await serviceClient()
      .from('profiles')
      .select(PROFILE_SELECT)
      .order('created_at', { ascending: true })
      .order('name', { ascending: true });
    if (error) throw new Error(error.message);
    const users = (data ?? []).map((row) => toAppUser(row));
    return { data: { users } };
  },
  { allowGet: true },
);
