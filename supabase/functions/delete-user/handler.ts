/**
 * delete-user (admin or service role): { userId }. Deletes the auth user, so the login is gone; the
 * profile goes with it (on delete cascade) and the user's questions and answers stay, with user_id /
 * expert_id set to null, while a staff member's name stays on their answers, the question history
 * and the report figures (copied where written: docs/decisions.md, "Records that outlive people").
 * An expert's open questions move first (back to unassigned and auto-assigned within their
 * accounts, never to the only approver), and the deletion is audited with the admin as actor, both
 * by the profiles delete trigger. An admin cannot delete their own account.
 */
import { z } from 'zod';
import { requireAdmin, resolveCaller } from '../_shared/auth.ts';
import { HttpError } from '../_shared/http.ts';
import { MESSAGES } from '../_shared/messages.ts';
import { jsonHandler } from '../_shared/serve.ts';
import { serviceClient, sqlArgs } from '../_shared/supabase.ts';
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
  // Who is deleting: the profiles delete trigger (run when the auth user goes) reads it to record
  // the deletion in admin_events and the moves of an expert's open questions in their history.
  const { error: noteError } = await admin.rpc(
    'record_user_deletion_request',
    sqlArgs<'record_user_deletion_request'>({
      p_user_id: userId,
      p_actor_id: caller.kind === 'user' ? caller.id : null,
    }),
  );
  if (noteError) throw new Error(noteError.message);
  const { error } = await admin.auth.admin.deleteUser(userId);
  if (error) throw new Error(error.message);
  // The profile row cascades from auth.users; make sure, in case a deployment lacks the cascade.
  await admin.from('profiles').delete().eq('id', userId);
  console.log(
    `[delete-user] ${caller.kind === 'user' ? caller.id : 'service role'} deleted ${userId}`,
  );
  return { data: { deleted: true, userId } };
});
