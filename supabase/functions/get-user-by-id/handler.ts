/** get-user-by-id (admin or service role): { userId } -> 200 { data: { user } }, 404 'User not found'. */
import { z } from 'zod';
import { requireAdmin, resolveCaller } from '../_shared/auth.ts';
import { HttpError } from '../_shared/http.ts';
import { MESSAGES } from '../_shared/messages.ts';
import { jsonHandler } from '../_shared/serve.ts';
import { serviceClient } from '../_shared/supabase.ts';
import { PROFILE_SELECT, toAppUser } from '../_shared/users.ts';
import { parseBody, uuid } from '../_shared/validation.ts';

export const getUserByIdBody = z.object({ userId: uuid });

export const handler = jsonHandler('get-user-by-id', async ({ req, body }) => {
  requireAdmin(await resolveCaller(req), MESSAGES.onlyAdminsView);
  const { userId } = parseBody(getUserByIdBody, body);
  const admin = serviceClient();
  const { data: profile, error } = await admin
    .from('profiles')
    .select(PROFILE_SELECT)
    .eq('id', userId)
    .maybeSingle();
  if (error) throw new Error(error.message);
  if (!profile) throw new HttpError(404, MESSAGES.userNotFound);
  let authEmail = profile.email;
  if (!authEmail) {
    const { data } = await admin.auth.admin.getUserById(userId);
    authEmail = data.user?.email ?? null;
  }
  return { data: { user: toAppUser(profile, authEmail) } };
});
