/**
 * create-profile-trigger: { userId, name? }. Idempotent upsert of that user's profile (docs/decisions.md, "Profile creation":
 * a database trigger already creates it; this keeps the spec's client flow working). Only the user
 * themselves or the service role. It sets the name, never the role or quota.
 */
import { z } from 'zod';
import { resolveCaller, requireSession } from '../_shared/auth.ts';
import { HttpError } from '../_shared/http.ts';
import { MESSAGES } from '../_shared/messages.ts';
import { jsonHandler } from '../_shared/serve.ts';
import { serviceClient } from '../_shared/supabase.ts';
import { PROFILE_SELECT, toAppUser } from '../_shared/users.ts';
import { parseBody, uuid } from '../_shared/validation.ts';

export const createProfileBody = z.object({
  userId: uuid,
  name: z
    .string()
    .max(100)
    .nullish()
    .transform((v) => (v && v.trim() !== '' ? v.trim() : null)),
});

export const handler = jsonHandler('create-profile-trigger', async ({ req, body }) => {
  const caller = requireSession(await resolveCaller(req));
  const input = parseBody(createProfileBody, body);
  if (caller.kind === 'user' && caller.id !== input.userId)
    throw new HttpError(403, MESSAGES.onlyOwnProfile);

  const admin = serviceClient();
  const { data: existing, error: readError } = await admin
    .from('profiles')
    .select(PROFILE_SELECT)
    .eq('id', input.userId)
    .maybeSingle();
  if (readError) throw new Error(readError.message);

  if (existing) {
    if (input.name === null || input.name === existing.name)
      return { data: { profile: toAppUser(existing), created: false } };
    const { data, error } = await admin
      .from('profiles')
      .update({ name: input.name })
      .eq('id', input.userId)
      .select(PROFILE_SELECT)
      .single();
    if (error) throw new Error(error.message);
    return { data: { profile: toAppUser(data), created: false } };
  }

  const { data, error } = await admin
    .from('profiles')
    .upsert({ id: input.userId, name: input.name ?? 'New User' }, { onConflict: 'id' })
    .select(PROFILE_SELECT)
    .single();
  if (error) {
    if (error.code === '23503') throw new HttpError(404, MESSAGES.userNotFound);
    throw new Error(error.message);
  }
  console.log(`[create-profile-trigger] created profile ${input.userId}`);
  return { data: { profile: toAppUser(data), created: true } };
});
