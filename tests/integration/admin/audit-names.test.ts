/**
 * The audit in words (docs/decisions.md, "The audit in words"): admin_list_events names every
 * account, user and question a row mentions by id (its target, ids in old and new values, ids
 * nested in a bulk reassign's list), with their current names, and leaves out what no longer
 * exists.
 */
import { type TestClient, sqlArgs } from '../helpers.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminClient, freshAccount, freshExpert, insertQuestion, ok, sql } from './support.ts';

let admin: TestClient;
const list = async (target: string) =>
  ok(await admin.rpc('admin_list_events', { p_target_id: target }));

beforeAll(async () => {
  admin = await adminClient();
});

describe('admin_list_events names the ids its rows store', () => {
  it('an account quota change names its account', async () => {
    const account = await freshAccount('audit-names', []);
    ok(
      await admin.rpc(
        'admin_top_up_corporate_quota',
        sqlArgs<'admin_top_up_corporate_quota'>({
          p_account_id: account.id,
          p_add: 5,
          p_reason: null,
        }),
      ),
    );
    const [row] = await list(account.id);
    expect(row).toMatchObject({ action: 'account.quota_top_up', target_label: account.name });
    expect(row!.names).toEqual({ [account.id]: account.name });
  });

  it("a status change and a reassign name the question and the experts they store by id, and a deleted question's id is left out", async () => {
    const first = await freshExpert('audit-names-a');
    const second = await freshExpert('audit-names-b');
    const title = `Audit names ${Date.now().toString(36)}`;
    const question = await insertQuestion({ status: 'pending', expert_id: first.id, title });
    ok(
      await admin.rpc('set_question_status', {
        question_id: question,
        status: 'unassigned',
        reason: 'Wrong expert',
      }),
    );
    ok(
      await admin.rpc(
        'admin_reassign_questions',
        sqlArgs<'admin_reassign_questions'>({
          p_question_ids: [question],
          p_expert_id: second.id,
          p_reason: null,
        }),
      ),
    );
    const [names] = await sql<{ a: string; b: string }>(
      'select (select name from public.profiles where id = $1) as a, (select name from public.profiles where id = $2) as b',
      [first.id, second.id],
    );
    const [reassign, status] = await list(question);
    expect(status).toMatchObject({ action: 'question.status_change' });
    // old_values: { status, expert_id: first } -> new_values: { status, expert_id: null }
    expect(status!.names).toEqual({ [question]: title, [first.id]: names!.a });
    // old_values: { questions: [{ id, from_expert_id: null }] }, new_values: { expert_id: second }
    expect(reassign).toMatchObject({ action: 'question.reassign' });
    expect(reassign!.names).toEqual({ [question]: title, [second.id]: names!.b });

    await sql('delete from public.questions where id = $1', [question]);
    const after = await list(question);
    expect(after.map((r) => r.target_label)).toEqual([title, title]);
    expect(after[1]!.names).toEqual({ [first.id]: names!.a });
  });
});
