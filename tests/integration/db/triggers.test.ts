/**
 * Triggers: every auth user gets a profile in the same transaction (name from signup metadata, else
 * "New User", always role user whatever the metadata says), profiles.email follows auth.users, and
 * question_events is append-only even for the service role.
 */
import { describe, expect, it } from 'vitest';
import { apiClient, denied, ok, sql, submit } from './db-helpers.ts';
import { uniqueEmail } from '../helpers.ts';

describe('profile trigger on auth.users', () => {
  it('signup creates the profile at once, role user even when metadata asks for admin', async () => {
    const client = apiClient();
    const email = uniqueEmail('db-signup');
    const { data, error } = await client.auth.signUp({
      email,
      password: 'ClaimDesk-demo-2026',
      options: { data: { name: '  Pat Signup  ', role: 'admin' } },
    });
    expect(error).toBeNull();
    const [row] = await sql(
      'select name, email, role, questions_remaining, is_approver, is_corporate_user from public.profiles where id = $1',
      [data.user!.id],
    );
    expect(row).toEqual({
      name: 'Pat Signup',
      email,
      role: 'user',
      questions_remaining: 10,
      is_approver: false,
      is_corporate_user: false,
    });
  });

  it('without a name in metadata the profile is "New User"', async () => {
    const service = apiClient('service');
    const email = uniqueEmail('db-noname');
    const { data } = await service.auth.admin.createUser({
      email,
      password: 'ClaimDesk-demo-2026',
      email_confirm: true,
    });
    const [row] = await sql('select name from public.profiles where id = $1', [data.user!.id]);
    expect(row).toEqual({ name: 'New User' });
  });

  it('an email change on the auth user is copied to the profile', async () => {
    const service = apiClient('service');
    const email = uniqueEmail('db-email');
    const { data } = await service.auth.admin.createUser({
      email,
      password: 'ClaimDesk-demo-2026',
      email_confirm: true,
    });
    const next = uniqueEmail('db-email-new');
    const { error } = await service.auth.admin.updateUserById(data.user!.id, {
      email: next,
      email_confirm: true,
    });
    expect(error).toBeNull();
    const [row] = await sql('select email from public.profiles where id = $1', [data.user!.id]);
    expect(row).toEqual({ email: next });
  });
});

describe('question_events is append-only', () => {
  it('even the service role cannot update or delete a history row', async () => {
    const q = await submit(apiClient(), {});
    const service = apiClient('service');
    const rows = ok(
      await service.from('question_events').select('id, event').eq('question_id', q),
      1,
    );
    denied(
      await service.from('question_events').update({ reason: 'rewritten' }).eq('id', rows[0]!.id),
      '42501',
      'question_events is append-only',
    );
    denied(
      await service.from('question_events').delete().eq('id', rows[0]!.id),
      '42501',
      'question_events is append-only',
    );
    const [still] = await sql(
      'select count(*)::int n, max(reason) reason from public.question_events where question_id = $1',
      [q],
    );
    expect(still).toEqual({ n: 1, reason: null });
  });

  it('deleting the question removes its history with it (the only way rows go)', async () => {
    const q = await submit(apiClient(), {});
    const service = apiClient('service');
    ok(await service.from('questions').delete().eq('id', q).select('id'), 1);
    const [left] = await sql(
      'select count(*)::int n from public.question_events where question_id = $1',
      [q],
    );
    expect(left).toEqual({ n: 0 });
  });
});
