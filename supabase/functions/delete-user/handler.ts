/**
 * delete-user (admin or service role): { userId }. Deletes the auth user; the profile goes with it
 * (on delete cascade) and the user's questions and answers stay, with user_id / expert_id set to null
 * (shown as a deleted user). An admin cannot delete their own account.
 */
import { z } from 'zod';
import { requireAdmin, resolveCaller } from '../_shared/auth.ts';
import { HttpError } from '../_shared/http.ts';
import { MESSAGES } from '../_shared/messages.ts';
import { jsonHandler } from '../_shared/serve.ts';
import { serviceClient } from '../_shared/supabase.ts';
import { parseBody, uuid } from '../_shared/validation.ts';

export const deleteUserBody = z.object({ userId: uuid });

export const handler = jsonHandler('delete-user', async ({ req, body }) => {
  const caller = requireAdmin(await resolveCaller(req), MESSAGES.onlyAdminsDelete);
  const { userId } = parseBody(deleteUserBody, body);
  if (caller.kind === 'user' && caller.id === userId)
    throw new HttpError(403, MESSAGES.cannotDeleteSelf);

  const admin = serviceClient();
  const { data: found, error: findError } = await admin.auth.admin.getUserById(userId);
  if (findError || !found.user) {
    if (!findError || findError.status === 404 || /not found/i.test(findError.message)) {
      throw new HttpError(404, MESSAGES.userNotFound);
    }
    throw new Error(findError.message);
  }
  const { error } = await admin.auth.admin.deleteUser(userId);
  if (error) throw new Error(error.message);
  // The profile row cascades from auth.users; make sure, in case a deployment lacks the cascade.
  await admin.from('profiles').delete().eq('id', userId);
  console.log(
    `[delete-user] ${caller.kind === 'user' ? caller.id : 'service role'} deleted ${userId}`,
  );
  return { data: { deleted: true, userId } };
});
