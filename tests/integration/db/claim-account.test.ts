/**
 * An expert may claim ("assign to me") an unassigned question only from a corporate account they
 * are assigned to, enforced by assign_expert itself, not only by the UI.
 */
import { type TestClient, oneRow } from '../helpers.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO,
  apiClient,
  denied,
  freshAccount,
  ok,
  signIn,
  sql,
  submit,
  submitUnassigned,
} from './db-helpers.ts';

let anon: TestClient;
let expert: TestClient;
let admin: TestClient;
let expertId: string;
let theirs: { id: string };
let other: { id: string };

beforeAll(async () => {
  anon = apiClient('anon');
  expert = await signIn(DEMO.expert);
  admin = await signIn(DEMO.admin);
  [{ id: expertId }] = oneRow(
    await sql<{ id: string }>(`select id from public.profiles where email = $1`, [DEMO.expert]),
  );
  theirs = await freshAccount('claim-own', [DEMO.expert]);
  other = await freshAccount('claim-other', [DEMO.approver]);
});

async function stored(q: string) {
  const [row] = await sql<{ status: string; expert_id: string | null }>(
    `select status, expert_id from public.questions where id = $1`,
    [q],
  );
  return row!;
}

describe('assign_expert: an expert claims a question', () => {
  it('of an account they are assigned to', async () => {
    const q = await submitUnassigned(anon, { corporateAccountId: theirs.id });
    ok(await expert.rpc('assign_expert', { question_id: q, expert_id: expertId }));
    expect(await stored(q)).toEqual({ status: 'pending', expert_id: expertId });
  });

  it('but not of an account they are not assigned to: refused, and nothing changes', async () => {
    const q = await submitUnassigned(anon, { corporateAccountId: other.id });
    denied(
      await expert.rpc('assign_expert', { question_id: q, expert_id: expertId }),
      '42501',
      'You are not assigned to this corporate account',
    );
    expect(await stored(q)).toEqual({ status: 'unassigned', expert_id: null });
    // ...so they cannot answer it either.
    denied(
      await expert.rpc('add_answer', {
        question_id: q,
        content: 'An answer from outside the account.',
      }),
    );
  });

  it('without a corporate account: any expert may take it', async () => {
    const q = await submit(anon, { corporateAccountId: null });
    ok(await expert.rpc('assign_expert', { question_id: q, expert_id: expertId }));
    expect((await stored(q)).status).toBe('pending');
  });

  it('an admin may still assign that expert to a question of any account', async () => {
    const q = await submitUnassigned(anon, { corporateAccountId: other.id });
    ok(await admin.rpc('assign_expert', { question_id: q, expert_id: expertId }));
    expect(await stored(q)).toEqual({ status: 'pending', expert_id: expertId });
  });
});
