/**
 * create-staff-user (admin or service role): { email, password, name, role: 'admin' | 'expert' }.
 * Creates the auth user, already confirmed, and sets its profile's name and role through
 * record_staff_user_created, which also writes the admin audit (admin_events 'user.create_staff').
 * 200 { data: { user } }; 409 when the email is taken; the auth user is removed again if the profile fails.
 */
import { z } from 'zod';
import { requireAdmin, resolveCaller } from '../_shared/auth.ts';
import { HttpError } from '../_shared/http.ts';
import { MESSAGES } from '../_shared/messages.ts';
import { jsonHandler } from '../_shared/serve.ts';
import { serviceClient, sqlArgs } from '../_shared/supabase.ts';
import { toAppUser } from '../_shared/users.ts';
import { email, parseBody, requiredText } from '../_shared/validation.ts';

export const createStaffUserBody = z.object({
  email,
  password: z.string().min(8, { message: 'must be at least 8 characters' }).max(72),
  name: requiredText(100),
  role: z.enum(['admin', 'expert'], { message: "must be 'admin' or 'expert'" }),
});

export const handler = jsonHandler('create-staff-user', async ({ req, body }) => {
  const caller = requireAdmin(await resolveCaller(req), MESSAGES.onlyAdminsCreate);
  const input = parseBody(createStaffUserBody, body);
  const admin = serviceClient();

  const { data: created, error } = await admin.auth.admin.createUser({
    email: input.email,
    password: input.password,
    email_confirm: true,
    user_metadata: { name: input.name, role: input.role },
  });
  if (error) {
    const code = error.code;
    if (
      code === 'email_exists' ||
      code === 'user_already_exists' ||
      /already/i.test(error.message)
    ) {
      throw new HttpError(409, MESSAGES.emailExists);
    }
    if (code === 'weak_password') throw new HttpError(400, `password: ${error.message}`);
    throw new HttpError(
      error.status && error.status >= 400 && error.status < 500 ? error.status : 500,
      error.message,
    );
  }
  const user = created.user;
  if (!user) throw new HttpError(500, MESSAGES.failedToCreateUser);

  // The auth.users trigger created the profile as a plain user; make it staff, and record in the
  // admin audit who created it (one transaction, in the database).
  const { data: profile, error: profileError } = await admin.rpc(
    'record_staff_user_created',
    sqlArgs<'record_staff_user_created'>({
      p_user_id: user.id,
      p_name: input.name,
      p_role: input.role,
      p_actor_id: caller.kind === 'user' ? caller.id : null,
    }),
  );
  if (profileError || !profile) {
    await admin.auth.admin.deleteUser(user.id);
    console.error(
      `[create-staff-user] profile for ${user.id} failed: ${profileError?.message ?? 'no row'}`,
    );
    throw new HttpError(500, MESSAGES.failedToCreateUser);
  }
  console.log(
    `[create-staff-user] ${caller.kind === 'user' ? caller.id : 'service role'} created ${input.role} ${user.id}`,
  );
  return { data: { user: toAppUser(profile, user.email) } };
});
