/**
 * The role/permission matrix of supabase/README.md, cell by cell, through the real API
 * (supabase-js -> gateway -> PostgREST -> RLS): anon, a user, a corporate user, an expert,
 * an approver and an admin, on every table and RPC. Prints the number of checked cells.
 */
import {
  type TestClient,
  sqlArgs,
  callRpc,
  fromHidden,
  malformed,
  type TablesUpdate,
  must,
} from '../helpers.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Cells,
  DEMO,
  denied,
  freshAccount,
  freshUser,
  none,
  ok,
  questionPayload,
  sql,
  submit,
  submitUnassigned,
  signInActors,
  type Actor,
} from './db-helpers.ts';

/** The seeded partner of DEMO.summitCoder. */
const SUMMIT = 'c0000000-0000-4000-8000-000000000001';

const cells = new Cells();
const SIGNED_IN: Exclude<Actor, 'anon'>[] = ['user', 'corporate', 'expert', 'approver', 'admin'];

let c: Record<Actor, TestClient>;
let id: Record<Exclude<Actor, 'anon'>, string>;
let fresh: { client: TestClient; id: string; email: string };
let outsider: { client: TestClient; id: string; email: string };
let account: { id: string; name: string; slug: string };
let anonQuestion: string;
let userQuestion: string;
let pendingQuestion: string;

beforeAll(async () => {
  c = await signInActors();
  const rows = await sql<{ id: string; email: string }>(
    'select id, email from public.profiles where email = any($1)',
    [[DEMO.user, DEMO.summitCoder, DEMO.expert, DEMO.approver, DEMO.admin]],
  );
  const by = (e: string) => rows.find((r) => r.email === e)!.id;
  id = {
    user: by(DEMO.user),
    corporate: by(DEMO.summitCoder),
    expert: by(DEMO.expert),
    approver: by(DEMO.approver),
    admin: by(DEMO.admin),
  };
  fresh = await freshUser('matrix');
  outsider = await freshUser('outsider');
  account = await freshAccount('matrix', [DEMO.expert, DEMO.approver]);
  anonQuestion = await submitUnassigned(c.anon, { corporateAccountId: account.id });
  userQuestion = await submit(fresh.client, { userId: fresh.id });
  pendingQuestion = await submitUnassigned(c.anon, { corporateAccountId: account.id });
  ok(await c.admin.rpc('assign_expert', { question_id: pendingQuestion, expert_id: id.expert }));
});

afterAll(() => {
  console.log(`[db matrix] ${cells.count} permission-matrix cells checked`);
});

describe('profiles', () => {
  it('select: anon is refused; everyone signed in reads their own row', async () => {
    denied(await c.anon.from('profiles').select('id'));
    cells.mark('anon', 'profiles select');
    for (const a of SIGNED_IN) {
      const rows = ok(await c[a].from('profiles').select('id, role').eq('id', id[a]), 1);
      expect(rows[0]!.id).toBe(id[a]);
      cells.mark(a, 'profiles select own');
    }
  });

  it('select others: users see no one else; experts see staff and their submitters; admins see all', async () => {
    none(await c.user.from('profiles').select('id').neq('id', id.user));
    cells.mark('user', 'profiles select others');
    none(await c.corporate.from('profiles').select('id').neq('id', id.corporate));
    cells.mark('corporate', 'profiles select others');

    // staff profiles
    ok(await c.expert.from('profiles').select('id').eq('id', id.admin), 1);
    cells.mark('expert', 'profiles select staff');
    ok(await c.approver.from('profiles').select('id').eq('id', id.expert), 1);
    cells.mark('approver', 'profiles select staff');
    // corporate users of their accounts
    ok(await c.expert.from('profiles').select('id').eq('id', id.corporate), 1);
    cells.mark('expert', 'profiles select corporate user of assigned account');
    // a user with no question for them and no account of theirs
    none(await c.expert.from('profiles').select('id').eq('id', outsider.id));
    cells.mark('expert', 'profiles select unrelated user');
    none(await c.approver.from('profiles').select('id').eq('id', outsider.id));
    cells.mark('approver', 'profiles select unrelated user');
    // once a question of that user is assigned to the expert, the expert may read the submitter
    const q = await submit(outsider.client, { userId: outsider.id });
    ok(await c.admin.rpc('assign_expert', { question_id: q, expert_id: id.expert }));
    ok(await c.expert.from('profiles').select('id').eq('id', outsider.id), 1);
    cells.mark('expert', 'profiles select submitter of assigned question');

    const all = ok(
      await c.admin.from('profiles').select('id').in('id', [fresh.id, outsider.id, id.user]),
      3,
    );
    expect(all).toHaveLength(3);
    cells.mark('admin', 'profiles select all');
  });

  it('update: own name and avatar only; never role, quota, flags or another row', async () => {
    const mine = ok(
      await fresh.client
        .from('profiles')
        .update({ name: 'Renamed User', avatar_url: 'https://example.test/a.png' })
        .eq('id', fresh.id)
        .select('name, avatar_url'),
      1,
    );
    expect(mine[0]).toEqual({ name: 'Renamed User', avatar_url: 'https://example.test/a.png' });
    cells.mark('user', 'profiles update own name/avatar');
    for (const [col, value] of [
      ['role', 'admin'],
      ['questions_remaining', 999],
      ['is_approver', true],
      ['is_corporate_user', true],
      ['email', 'x@example.test'],
    ] as const) {
      denied(
        await fresh.client
          .from('profiles')
          .update(malformed<TablesUpdate<'profiles'>>({ [col]: value }))
          .eq('id', fresh.id),
      );
      cells.mark('user', `profiles update own ${col}`);
    }
    denied(await c.expert.from('profiles').update({ is_approver: true }).eq('id', id.expert));
    cells.mark('expert', 'profiles update own is_approver');
    denied(await c.admin.from('profiles').update({ role: 'expert' }).eq('id', fresh.id));
    cells.mark('admin', 'profiles update role directly (RPC only)');
    // another row: filtered out by RLS, nothing changes
    none(
      await fresh.client
        .from('profiles')
        .update({ name: 'Hijacked' })
        .eq('id', outsider.id)
        .select('id'),
    );
    cells.mark('user', 'profiles update another row');
    none(
      await c.expert
        .from('profiles')
        .update({ name: 'Hijacked' })
        .eq('id', outsider.id)
        .select('id'),
    );
    cells.mark('expert', 'profiles update another row');
    const [row] = await sql<{ name: string; role: string; questions_remaining: number }>(
      'select name, role, questions_remaining from public.profiles where id = $1',
      [outsider.id],
    );
    expect(row).toMatchObject({ name: 'DB outsider', role: 'user', questions_remaining: 9 });
    denied(await c.anon.from('profiles').update({ name: 'x' }).eq('id', fresh.id));
    cells.mark('anon', 'profiles update');
  });

  it("insert: only one's own missing profile, as a user with the default quota", async () => {
    const lost = await freshUser('no-profile');
    await sql('delete from public.profiles where id = $1', [lost.id]);
    denied(await lost.client.from('profiles').insert({ id: lost.id, name: 'Me', role: 'admin' }));
    cells.mark('user', 'profiles insert own as admin');
    denied(await lost.client.from('profiles').insert({ id: outsider.id, name: 'Other' }));
    cells.mark('user', 'profiles insert for another id');
    denied(
      await lost.client
        .from('profiles')
        .insert({ id: lost.id, name: 'Me', questions_remaining: 500 }),
    );
    cells.mark('user', 'profiles insert own with quota');
    const created = ok(
      await lost.client
        .from('profiles')
        .insert({ id: lost.id, name: 'New User', avatar_url: null })
        .select('role, questions_remaining, email'),
      1,
    );
    expect(created[0]).toEqual({ role: 'user', questions_remaining: 10, email: lost.email });
    cells.mark('user', 'profiles insert own (fallback path)');
    denied(await c.anon.from('profiles').insert({ id: lost.id, name: 'x' }));
    cells.mark('anon', 'profiles insert');
  });

  it('delete: nobody through the API', async () => {
    for (const a of ['user', 'expert', 'admin'] as const) {
      denied(
        await c[a]
          .from('profiles')
          .delete()
          .eq('id', a === 'user' ? id.user : fresh.id),
      );
      cells.mark(a, 'profiles delete');
    }
  });
});

describe('corporate_accounts', () => {
  it('anon: no table access, only the public lookup by name or slug', async () => {
    denied(await c.anon.from('corporate_accounts').select('id'));
    cells.mark('anon', 'corporate_accounts select');
    const byName = must(
      await c.anon
        .rpc('get_public_corporate_account', { p_name_or_slug: 'Lakeside University Health' })
        .single(),
    );
    expect(Object.keys(byName).sort()).toEqual([
      'id',
      'logo_url',
      'name',
      'questions_remaining',
      'slug',
    ]);
    expect(byName).toMatchObject({
      name: 'Lakeside University Health',
      slug: 'lakeside-university-health',
      logo_url: '/logos/lakeside-university-health.svg',
    });
    const bySlug = must(
      await c.anon
        .rpc('get_public_corporate_account', { p_name_or_slug: 'harbor-hospital-network' })
        .single(),
    );
    expect(bySlug.name).toBe('Harbor Hospital Network');
    cells.mark('anon', 'get_public_corporate_account');
    await sql('update public.corporate_accounts set is_active = false where id = $1', [account.id]);
    ok(await c.anon.rpc('get_public_corporate_account', { p_name_or_slug: account.slug }), 0);
    await sql('update public.corporate_accounts set is_active = true where id = $1', [account.id]);
    cells.mark('anon', 'get_public_corporate_account inactive');
    denied(
      await c.anon
        .from('corporate_accounts')
        .update({ questions_remaining: 999 })
        .eq('id', account.id),
    );
    cells.mark('anon', 'corporate_accounts update');
  });

  it('select: users none, corporate users their own, staff all', async () => {
    const stranger = await freshUser('stranger');
    none(await stranger.client.from('corporate_accounts').select('id'));
    cells.mark('user', 'corporate_accounts select (no question to any account)');
    const viaQuestion = await freshUser('via-question');
    // A question of theirs filed with the account (only members file on a partner's form, so the
    // fixture attaches the account directly).
    const viaQ = await submit(viaQuestion.client, { userId: viaQuestion.id });
    await sql('update public.questions set corporate_account_id = $1 where id = $2', [
      account.id,
      viaQ,
    ]);
    const visible = ok(await viaQuestion.client.from('corporate_accounts').select('id'), 1);
    expect(visible[0]!.id).toBe(account.id);
    const claims = ok(
      await viaQuestion.client
        .from('questions')
        .select('id, corporate_account:corporate_accounts(name)'),
      1,
    );
    expect(claims[0]!.corporate_account!.name).toBe(account.name);
    cells.mark('user', 'corporate_accounts select the accounts of their own questions');
    // their own account, plus the accounts of questions they submitted (other tests may add some)
    const corpVisible = ok(await c.corporate.from('corporate_accounts').select('id, slug'), 'some');
    const expected = await sql<{ id: string }>(
      `select corporate_account_id as id from public.profiles where id = $1
       union select corporate_account_id from public.questions where user_id = $1 and corporate_account_id is not null`,
      [id.corporate],
    );
    expect(corpVisible.map((r) => r.id).sort()).toEqual(expected.map((r) => r.id).sort());
    expect(corpVisible.map((r) => r.slug)).toContain('summit-health');
    cells.mark('corporate', 'corporate_accounts select own only');
    const joined = must(
      await c.corporate
        .from('profiles')
        .select('*, corporate_account:corporate_accounts(*)')
        .eq('id', id.corporate)
        .single(),
    );
    expect(joined.corporate_account?.slug).toBe('summit-health');
    cells.mark('corporate', 'profiles with joined corporate_account');
    for (const a of ['expert', 'approver', 'admin'] as const) {
      const rows = ok(
        await c[a]
          .from('corporate_accounts')
          .select('slug')
          .in('slug', [
            'summit-health',
            'meridian-medical',
            'lakeside-university-health',
            'harbor-hospital-network',
          ]),
        4,
      );
      expect(rows).toHaveLength(4);
      cells.mark(a, 'corporate_accounts select all');
    }
  });

  it('write: nobody writes the table directly; admins use the audited RPCs (tests/integration/admin)', async () => {
    for (const a of SIGNED_IN) {
      denied(
        await c[a]
          .from('corporate_accounts')
          .update({ questions_remaining: 999 })
          .eq('id', account.id)
          .select('id'),
      );
      cells.mark(a, 'corporate_accounts update');
      denied(
        await c[a]
          .from('corporate_accounts')
          .insert({ name: `X ${a} ${Date.now()}`, slug: `x-${a}-${Date.now()}` }),
      );
      cells.mark(a, 'corporate_accounts insert');
      denied(await c[a].from('corporate_accounts').delete().eq('id', account.id).select('id'));
      cells.mark(a, 'corporate_accounts delete');
    }
    const [after] = await sql<{ questions_remaining: number }>(
      'select questions_remaining from public.corporate_accounts where id = $1',
      [account.id],
    );
    // 20, less the two submissions of the setup, which submit_question counted
    expect(after!.questions_remaining).toBe(18);
  });
});

describe('expert_corporate_assignments', () => {
  it('select: experts their own rows, admins all, others none', async () => {
    denied(await c.anon.from('expert_corporate_assignments').select('expert_id'));
    cells.mark('anon', 'assignments select');
    none(await c.user.from('expert_corporate_assignments').select('expert_id'));
    cells.mark('user', 'assignments select');
    none(await c.corporate.from('expert_corporate_assignments').select('expert_id'));
    cells.mark('corporate', 'assignments select');
    const mine = ok(
      await c.expert.from('expert_corporate_assignments').select('expert_id, corporate_account_id'),
      'some',
    );
    expect(new Set(mine.map((r) => r.expert_id))).toEqual(new Set([id.expert]));
    cells.mark('expert', 'assignments select own only');
    const approverRows = ok(
      await c.approver.from('expert_corporate_assignments').select('expert_id'),
      'some',
    );
    expect(new Set(approverRows.map((r) => r.expert_id))).toEqual(new Set([id.approver]));
    cells.mark('approver', 'assignments select own only');
    const all = ok(
      await c.admin
        .from('expert_corporate_assignments')
        .select('expert_id')
        .eq('corporate_account_id', account.id),
      2,
    );
    expect(all).toHaveLength(2);
    cells.mark('admin', 'assignments select all');
  });

  it('write: nobody writes assignments directly; admins use the audited RPCs (tests/integration/admin)', async () => {
    const extra = await freshAccount('assign', []);
    for (const a of ['user', 'expert', 'approver', 'admin'] as const) {
      denied(
        await c[a]
          .from('expert_corporate_assignments')
          .insert({ expert_id: id.expert, corporate_account_id: extra.id }),
      );
      cells.mark(a, 'assignments insert');
    }
    for (const a of ['expert', 'admin'] as const) {
      denied(
        await c[a]
          .from('expert_corporate_assignments')
          .delete()
          .eq('corporate_account_id', account.id)
          .select('id'),
      );
      cells.mark(a, 'assignments delete');
    }
    const rows = await sql(
      'select 1 from public.expert_corporate_assignments where corporate_account_id = $1',
      [account.id],
    );
    expect(rows).toHaveLength(2);
  });
});

describe('questions', () => {
  it('anon: submits through the RPC and gets only an id; cannot read or write the table', async () => {
    const newId = await submitUnassigned(c.anon, { corporateAccountId: account.id });
    expect(newId).toMatch(/^[0-9a-f-]{36}$/);
    cells.mark('anon', 'submit_question');
    denied(await c.anon.from('questions').select('id').eq('id', newId));
    cells.mark('anon', 'questions select');
    denied(
      await c.anon
        .from('questions')
        .insert({ title: 't', content: 'c', first_name: 'a', last_name: 'b', email: 'a@b.co' }),
    );
    cells.mark('anon', 'questions insert');
    denied(await c.anon.from('questions').update({ status: 'approved' }).eq('id', newId));
    cells.mark('anon', 'questions update');
    denied(await c.anon.from('questions').delete().eq('id', newId));
    cells.mark('anon', 'questions delete');
    const [row] = await sql(
      'select user_id, status, corporate_account_id from public.questions where id = $1',
      [newId],
    );
    expect(row).toMatchObject({
      user_id: null,
      status: 'unassigned',
      corporate_account_id: account.id,
    });
  });

  it('select: users and corporate users read their own only; staff read all', async () => {
    const own = ok(await fresh.client.from('questions').select('id, user_id'), 'some');
    expect(own.every((q) => q.user_id === fresh.id)).toBe(true);
    expect(own.map((q) => q.id)).toContain(userQuestion);
    cells.mark('user', 'questions select own');
    none(await c.user.from('questions').select('id').eq('id', anonQuestion));
    cells.mark('user', 'questions select anonymous question');
    none(await c.user.from('questions').select('id').eq('id', userQuestion));
    cells.mark('user', "questions select another user's question");
    const corp = ok(await c.corporate.from('questions').select('user_id'), 'some');
    expect(corp.every((q) => q.user_id === id.corporate)).toBe(true);
    cells.mark('corporate', 'questions select own only');
    for (const a of ['expert', 'approver', 'admin'] as const) {
      ok(
        await c[a]
          .from('questions')
          .select('id')
          .in('id', [anonQuestion, userQuestion, pendingQuestion]),
        3,
      );
      cells.mark(a, 'questions select all');
    }
  });

  it('search by reference: the header search as the caller (RLS), the staff list and its total for staff only', async () => {
    const ref = (q: string) => `Q-${q.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
    const found = (data: { id: string }[]) => data.map((r) => r.id);
    denied(await c.anon.rpc('search_questions', { p_search: ref(userQuestion) }));
    cells.mark('anon', 'search_questions');
    expect(
      found(ok(await fresh.client.rpc('search_questions', { p_search: ref(userQuestion) }))),
    ).toEqual([userQuestion]);
    cells.mark('user', 'search_questions own question');
    none(await c.user.rpc('search_questions', { p_search: ref(userQuestion) }));
    cells.mark('user', "search_questions another user's question");
    none(await c.corporate.rpc('search_questions', { p_search: ref(anonQuestion) }));
    cells.mark('corporate', 'search_questions anonymous question');
    for (const a of ['anon', 'user', 'corporate'] as const) {
      denied(await c[a].rpc('expert_list_questions', { p_search: ref(anonQuestion) }));
      cells.mark(a, 'expert_list_questions');
      denied(await c[a].rpc('expert_count_questions', { p_search: ref(anonQuestion) }));
      cells.mark(a, 'expert_count_questions');
    }
    for (const a of ['expert', 'approver', 'admin'] as const) {
      expect(
        found(ok(await c[a].rpc('search_questions', { p_search: ref(userQuestion) }))),
      ).toEqual([userQuestion]);
      cells.mark(a, 'search_questions');
      expect(
        found(
          ok(await c[a].rpc('expert_list_questions', { p_search: ref(anonQuestion).slice(2) })),
        ),
      ).toEqual([anonQuestion]);
      cells.mark(a, 'expert_list_questions');
      expect(ok(await c[a].rpc('expert_count_questions', { p_search: ref(anonQuestion) }))).toBe(1);
      cells.mark(a, 'expert_count_questions');
    }
    // the builders behind them: the pure search text for the signed-in, the rest for nobody
    for (const a of SIGNED_IN) {
      for (const fn of ['question_list_where', 'question_list_source'] as const) {
        const args =
          fn === 'question_list_where'
            ? {
                p_status: null,
                p_account_id: null,
                p_no_account: false,
                p_type: null,
                p_from: null,
                p_to: null,
                p_search: 'x',
                p_expert_id: null,
                p_overdue: false,
              }
            : { p_where: 'true', p_searching: true, p_cap: 1 };
        denied(await callRpc(c[a], fn, args));
        cells.mark(a, `${fn} (internal)`);
      }
    }
  });

  it('direct writes are refused for everyone signed in (RPCs only); admins may delete', async () => {
    for (const a of SIGNED_IN) {
      denied(await c[a].from('questions').insert(questionPayloadRow()));
      cells.mark(a, 'questions insert');
      denied(await c[a].from('questions').update({ status: 'approved' }).eq('id', pendingQuestion));
      cells.mark(a, 'questions update');
    }
    for (const a of ['user', 'corporate', 'expert', 'approver'] as const) {
      none(await c[a].from('questions').delete().eq('id', anonQuestion).select('id'));
      cells.mark(a, 'questions delete');
    }
    const doomed = await submitUnassigned(c.anon, { corporateAccountId: account.id });
    ok(await c.admin.from('questions').delete().eq('id', doomed).select('id'), 1);
    cells.mark('admin', 'questions delete');
  });

  it('submit_question as a signed-in user: stored as theirs, quota down by one; corporate users unlimited', async () => {
    const [before] = await sql<{ questions_remaining: number }>(
      'select questions_remaining from public.profiles where id = $1',
      [fresh.id],
    );
    const q = await submit(fresh.client, { userId: fresh.id });
    const [after] = await sql<{ questions_remaining: number }>(
      'select questions_remaining from public.profiles where id = $1',
      [fresh.id],
    );
    expect(after!.questions_remaining).toBe(before!.questions_remaining - 1);
    ok(await fresh.client.from('questions').select('id').eq('id', q), 1);
    cells.mark('user', 'submit_question');
    const spoof = await submit(fresh.client, { userId: id.user });
    const [spoofRow] = await sql('select user_id from public.questions where id = $1', [spoof]);
    expect(spoofRow!.user_id).toBeNull();
    cells.mark('user', 'submit_question with another userId');
    const cq = await submit(c.corporate, { userId: id.corporate, corporateAccountId: SUMMIT });
    const [corp] = await sql<{ questions_remaining: number }>(
      'select questions_remaining from public.profiles where id = $1',
      [id.corporate],
    );
    expect(corp!.questions_remaining).toBe(-1);
    ok(await c.corporate.from('questions').select('id').eq('id', cq), 1);
    cells.mark('corporate', 'submit_question');
  });
});

function questionPayloadRow() {
  const p = questionPayload();
  return {
    title: String(p.title),
    content: String(p.content),
    first_name: 'A',
    last_name: 'B',
    email: 'a@b.co',
  };
}

describe('answers and decisions', () => {
  it('submitters read only approved answers to their own questions; staff read all', async () => {
    const q = await submit(fresh.client, { userId: fresh.id });
    ok(await c.admin.rpc('assign_expert', { question_id: q, expert_id: id.expert }));
    const answerId = ok(
      await c.expert.rpc('add_answer', { question_id: q, content: 'Use modifier XU.' }),
    );
    none(await fresh.client.from('answers').select('id').eq('question_id', q));
    cells.mark('user', 'answers select undecided answer to own question');
    for (const a of ['expert', 'approver', 'admin'] as const) {
      ok(await c[a].from('answers').select('id').eq('id', answerId), 1);
      cells.mark(a, 'answers select');
    }
    denied(await c.anon.from('answers').select('id'));
    cells.mark('anon', 'answers select');
    ok(await c.approver.rpc('approve_answer', { answer_id: answerId }));
    const nested = must(
      await fresh.client
        .from('questions')
        .select('id, status, answers(id, content)')
        .eq('id', q)
        .single(),
    );
    expect(nested.status).toBe('approved');
    expect(nested.answers.map((a) => a.id)).toEqual([answerId]);
    cells.mark('user', 'answers select approved answer to own question');
    none(await c.corporate.from('answers').select('id').eq('id', answerId));
    cells.mark('corporate', "answers select another's approved answer");
  });

  it('direct answer writes are refused for everyone', async () => {
    for (const a of SIGNED_IN) {
      denied(
        await c[a]
          .from('answers')
          .insert({ question_id: pendingQuestion, content: 'x', expert_id: id.expert }),
      );
      cells.mark(a, 'answers insert');
    }
    for (const a of ['expert', 'approver', 'admin'] as const) {
      denied(
        await c[a]
          .from('answers')
          .update({ approved_at: new Date().toISOString() })
          .eq('question_id', pendingQuestion),
      );
      cells.mark(a, 'answers update');
      denied(await c[a].from('answers').delete().eq('question_id', pendingQuestion));
      cells.mark(a, 'answers delete');
    }
  });

  it('answer_attribution: staff read who wrote and decided an answer; its submitter never; nobody writes it', async () => {
    const q = await submit(fresh.client, { userId: fresh.id });
    ok(await c.admin.rpc('assign_expert', { question_id: q, expert_id: id.expert }));
    const answerId = ok(
      await c.expert.rpc('add_answer', { question_id: q, content: 'Use modifier 59.' }),
    );
    ok(await c.approver.rpc('approve_answer', { answer_id: answerId }));
    const read = (client: TestClient) =>
      client.from('answer_attribution').select('expert_name').eq('answer_id', answerId);
    // the submitter reads the approved answer, never the staff names (docs/decisions.md,
    // "Records that outlive people")
    ok(await fresh.client.from('answers').select('id').eq('id', answerId), 1);
    none(await read(fresh.client));
    cells.mark('user', 'answer_attribution select of own approved answer');
    none(await read(c.corporate));
    cells.mark('corporate', 'answer_attribution select');
    denied(await read(c.anon));
    cells.mark('anon', 'answer_attribution select');
    for (const a of ['expert', 'approver', 'admin'] as const) {
      expect(ok(await read(c[a]), 1)).toEqual([{ expert_name: 'Erin Expert' }]);
      cells.mark(a, 'answer_attribution select');
      denied(
        await c[a]
          .from('answer_attribution')
          .update({ expert_name: 'Someone else' })
          .eq('answer_id', answerId),
      );
      cells.mark(a, 'answer_attribution update');
    }
  });

  it('RPC callers: only the assigned expert answers; only approvers decide, never on their own answer', async () => {
    // anon has no EXECUTE on the staff RPCs
    denied(await c.anon.rpc('add_answer', { question_id: pendingQuestion, content: 'x' }));
    cells.mark('anon', 'add_answer');
    denied(await c.anon.rpc('approve_answer', { answer_id: pendingQuestion }));
    cells.mark('anon', 'approve_answer');
    denied(await c.anon.rpc('reject_answer', { answer_id: pendingQuestion, reason: 'x' }));
    cells.mark('anon', 'reject_answer');
    denied(
      await c.anon.rpc('assign_expert', { question_id: pendingQuestion, expert_id: id.expert }),
    );
    cells.mark('anon', 'assign_expert');
    denied(
      await c.anon.rpc('set_question_status', {
        question_id: pendingQuestion,
        status: 'unassigned',
      }),
    );
    cells.mark('anon', 'set_question_status');

    for (const a of ['user', 'corporate', 'approver', 'admin'] as const) {
      denied(
        await c[a].rpc('add_answer', { question_id: pendingQuestion, content: 'x' }),
        '42501',
        'Only the assigned expert can answer this question',
      );
      cells.mark(a, 'add_answer to a question assigned to someone else');
    }
    const answerId = ok(
      await c.expert.rpc('add_answer', {
        question_id: pendingQuestion,
        content: 'Report 99213-25.',
      }),
    );
    cells.mark('expert', 'add_answer to own assigned question');

    for (const a of ['user', 'corporate', 'expert', 'admin'] as const) {
      denied(
        await c[a].rpc('approve_answer', { answer_id: answerId }),
        '42501',
        'Only approvers can approve answers',
      );
      cells.mark(a, 'approve_answer');
      denied(
        await c[a].rpc('reject_answer', { answer_id: answerId, reason: 'no' }),
        '42501',
        'Only approvers can reject answers',
      );
      cells.mark(a, 'reject_answer');
    }
    denied(
      await c.approver.rpc('reject_answer', { answer_id: answerId, reason: '   ' }),
      '22023',
      'A reason is required to reject an answer',
    );
    cells.mark('approver', 'reject_answer without reason');
    ok(
      await c.approver.rpc('reject_answer', {
        answer_id: answerId,
        reason: 'Cite the NCCI chapter.',
      }),
    );
    cells.mark('approver', "reject_answer of another's answer");

    // the approver's own answer: assign to the approver, answer, try to decide it
    const q = await submitUnassigned(c.anon, { corporateAccountId: account.id });
    ok(await c.admin.rpc('assign_expert', { question_id: q, expert_id: id.approver }));
    const own = ok(await c.approver.rpc('add_answer', { question_id: q, content: 'Mine.' }));
    denied(
      await c.approver.rpc('approve_answer', { answer_id: own }),
      '42501',
      'You cannot approve your own answer',
    );
    cells.mark('approver', 'approve_answer own answer');
    denied(
      await c.approver.rpc('reject_answer', { answer_id: own, reason: 'x' }),
      '42501',
      'You cannot reject your own answer',
    );
    cells.mark('approver', 'reject_answer own answer');
    const other = await freshUser('approver2', { role: 'expert', is_approver: true });
    ok(await other.client.rpc('approve_answer', { answer_id: own }));
    cells.mark('approver', "approve_answer of another's answer");
  });
});

describe('assignment and status RPCs', () => {
  it('assign_expert: admins assign anyone, experts only claim for themselves, users never', async () => {
    const q1 = await submitUnassigned(c.anon, { corporateAccountId: account.id });
    for (const a of ['user', 'corporate'] as const) {
      denied(
        await c[a].rpc('assign_expert', { question_id: q1, expert_id: id.expert }),
        '42501',
        'Only admins and experts can assign questions',
      );
      cells.mark(a, 'assign_expert');
    }
    denied(
      await c.expert.rpc('assign_expert', { question_id: q1, expert_id: id.approver }),
      '42501',
      'Only admins can assign other experts',
    );
    cells.mark('expert', 'assign_expert another expert');
    ok(await c.expert.rpc('assign_expert', { question_id: q1, expert_id: id.expert }));
    cells.mark('expert', 'assign_expert self (claim)');
    const q2 = await submitUnassigned(c.anon, { corporateAccountId: account.id });
    ok(await c.approver.rpc('assign_expert', { question_id: q2, expert_id: id.approver }));
    cells.mark('approver', 'assign_expert self (claim)');
    const q3 = await submitUnassigned(c.anon, { corporateAccountId: account.id });
    ok(await c.admin.rpc('assign_expert', { question_id: q3, expert_id: id.expert }));
    cells.mark('admin', 'assign_expert');
    denied(
      await c.admin.rpc('assign_expert', { question_id: q3, expert_id: id.user }),
      '22023',
      'User is not an expert',
    );
    cells.mark('admin', 'assign_expert to a non-expert');
  });

  it('set_question_status: admins only', async () => {
    for (const a of ['user', 'corporate', 'expert', 'approver'] as const) {
      denied(
        await c[a].rpc('set_question_status', {
          question_id: pendingQuestion,
          status: 'unassigned',
        }),
        '42501',
        'Only admins can change question status',
      );
      cells.mark(a, 'set_question_status');
    }
    const q = await submitUnassigned(c.anon, { corporateAccountId: account.id });
    ok(await c.admin.rpc('assign_expert', { question_id: q, expert_id: id.expert }));
    ok(
      await c.admin.rpc('set_question_status', {
        question_id: q,
        status: 'unassigned',
        reason: 'Matrix check',
      }),
    );
    cells.mark('admin', 'set_question_status');
  });

  it('the submission path is submit_question alone: no browser auto-assignment or decrement', async () => {
    const counter = await freshAccount('counter', [DEMO.expert], 3);
    const q = await submit(c.anon, { corporateAccountId: counter.id });
    cells.mark('anon', 'submit_question to a partner (assigned and counted on the server)');
    const [row] = await sql<{ status: string; n: number }>(
      `select q.status::text status, c.questions_remaining n from public.questions q
       join public.corporate_accounts c on c.id = q.corporate_account_id where q.id = $1`,
      [q],
    );
    expect(row).toEqual({ status: 'pending', n: 2 });

    for (const a of ['anon', 'user', 'corporate', 'expert', 'admin'] as const) {
      denied(await c[a].rpc('auto_assign_question', { question_id: q }));
      cells.mark(a, 'auto_assign_question');
    }
    for (const a of ['anon', 'corporate'] as const) {
      denied(
        await callRpc(c[a], 'decrement_corporate_questions', { account_id: counter.id }),
        'PGRST202',
      );
      cells.mark(a, 'decrement_corporate_questions (removed)');
    }
    // A signed-in caller files on a partner's form only as its user, or as staff.
    for (const a of ['user', 'corporate'] as const) {
      denied(
        await c[a].rpc('submit_question', {
          payload: questionPayload({ corporateAccountId: counter.id }),
        }),
        '42501',
        `Only ${counter.name} users can submit questions on this form.`,
      );
      cells.mark(a, "submit_question to another partner's form");
    }
    await submit(c.expert, { corporateAccountId: counter.id });
    cells.mark('expert', "submit_question to a partner's form");
    expect(
      (
        await sql<{ n: number }>(
          'select questions_remaining n from public.corporate_accounts where id = $1',
          [counter.id],
        )
      )[0]!.n,
    ).toBe(1);
  });

  it('the internal tables: outbox, rate limits and secrets for nobody; question_internal for staff only', async () => {
    for (const a of ['anon', 'user', 'corporate', 'expert', 'admin'] as const) {
      for (const table of [
        'outbox',
        'rate_limits',
        'server_secrets',
        'held_submissions',
        'submission_drop_counts',
        'account_submission_limits',
      ] as const) {
        denied(await fromHidden(c[a], table).select('*'));
        cells.mark(a, `${table} select`);
      }
      // held submissions are reached only through the admin RPCs; their helpers by nobody
      for (const [fn, args] of [
        ['held_release_one', { p_held: {} }],
        ['client_address_key', { p_address: '2001:db8::1' }],
        ['rate_limit_count', { p_bucket: 'submission', p_subject: 'x', p_window_seconds: 60 }],
        ['submission_count_drop', { p_reason: 'honeypot' }],
      ] as const) {
        denied(await callRpc(c[a], fn, args));
        cells.mark(a, fn);
      }
      for (const fn of [
        'outbox_claim',
        'outbox_finish',
        'smartsheet_claim',
        'smartsheet_finish',
      ] as const) {
        const args: Record<string, unknown> =
          fn === 'outbox_claim'
            ? { p_limit: 1 }
            : fn === 'outbox_finish'
              ? { p_id: 1, p_outcome: 'delivered' }
              : fn === 'smartsheet_claim'
                ? { p_question_id: '00000000-0000-4000-8000-000000000000' }
                : {
                    p_question_id: '00000000-0000-4000-8000-000000000000',
                    p_row_id: null,
                    p_error: 'x',
                  };
        denied(await callRpc(c[a], fn, args));
        cells.mark(a, fn);
      }
    }
    denied(await fromHidden(c.anon, 'question_internal').select('*'));
    cells.mark('anon', 'question_internal select');
    for (const a of ['user', 'corporate'] as const) {
      none(await fromHidden(c[a], 'question_internal').select('*'));
      cells.mark(a, 'question_internal select');
    }
    for (const a of ['expert', 'admin'] as const) {
      ok(await fromHidden(c[a], 'question_internal').select('question_id'), 'some');
      cells.mark(a, 'question_internal select');
    }
  });
});

describe('question_events', () => {
  it('staff read the history; nobody writes it', async () => {
    denied(await c.anon.from('question_events').select('id'));
    cells.mark('anon', 'question_events select');
    for (const a of ['user', 'corporate'] as const) {
      none(await c[a].from('question_events').select('id'));
      cells.mark(a, 'question_events select');
    }
    for (const a of ['expert', 'approver', 'admin'] as const) {
      const rows = ok(
        await c[a]
          .from('question_events')
          .select('event, to_status')
          .eq('question_id', pendingQuestion)
          .order('created_at'),
        'some',
      );
      expect(rows.map((r) => r.event).slice(0, 2)).toEqual(['created', 'assigned']);
      cells.mark(a, 'question_events select');
    }
    for (const a of SIGNED_IN) {
      denied(
        await c[a]
          .from('question_events')
          .insert({ question_id: pendingQuestion, event: 'approved' }),
      );
      cells.mark(a, 'question_events insert');
    }
    denied(await c.admin.from('question_events').delete().eq('question_id', pendingQuestion));
    cells.mark('admin', 'question_events delete');
    denied(
      await c.admin
        .from('question_events')
        .update({ reason: 'x' })
        .eq('question_id', pendingQuestion),
    );
    cells.mark('admin', 'question_events update');
  });
});

describe('admin user management', () => {
  it('admin_update_user refuses non-admins with the spec message', async () => {
    denied(await c.anon.rpc('admin_update_user', { p_user_id: fresh.id, p_name: 'x' }));
    cells.mark('anon', 'admin_update_user');
    for (const a of ['user', 'corporate', 'expert', 'approver'] as const) {
      denied(
        await c[a].rpc('admin_update_user', { p_user_id: fresh.id, p_questions_remaining: 50 }),
        '42501',
        'Only admins can update users',
      );
      cells.mark(a, 'admin_update_user');
      denied(
        await c[a].rpc('admin_set_user_corporate_account', {
          p_user_id: fresh.id,
          p_corporate_account_id: account.id,
        }),
        '42501',
        'Only admins can update users',
      );
      cells.mark(a, 'admin_set_user_corporate_account');
    }
  });

  it('admins: name, role, quota for users only, approver flag for experts only', async () => {
    const target = await freshUser('managed');
    const row = ok(
      await c.admin.rpc('admin_update_user', {
        p_user_id: target.id,
        p_name: 'Managed Name',
        p_questions_remaining: 10,
      }),
    );
    expect(row).toMatchObject({ name: 'Managed Name', questions_remaining: 10 });
    cells.mark('admin', 'admin_update_user name and quota');
    denied(
      await c.admin.rpc('admin_update_user', { p_user_id: target.id, p_is_approver: true }),
      '22023',
      'Approver flag can only be set for experts',
    );
    cells.mark('admin', 'admin_update_user approver flag on a user');
    ok(await c.admin.rpc('admin_update_user', { p_user_id: target.id, p_role: 'expert' }));
    cells.mark('admin', 'admin_update_user role');
    denied(
      await c.admin.rpc('admin_update_user', { p_user_id: target.id, p_questions_remaining: 5 }),
      '22023',
      'Question quota can only be set for users',
    );
    cells.mark('admin', 'admin_update_user quota on an expert');
    const approver = ok(
      await c.admin.rpc('admin_update_user', { p_user_id: target.id, p_is_approver: true }),
    );
    expect(approver.is_approver).toBe(true);
    cells.mark('admin', 'admin_update_user approver flag on an expert');
    const linked = ok(
      await c.admin.rpc('admin_set_user_corporate_account', {
        p_user_id: fresh.id,
        p_corporate_account_id: account.id,
      }),
    );
    expect(linked).toMatchObject({ is_corporate_user: true, questions_remaining: -1 });
    ok(
      await c.admin.rpc(
        'admin_set_user_corporate_account',
        sqlArgs<'admin_set_user_corporate_account'>({
          p_user_id: fresh.id,
          p_corporate_account_id: null,
        }),
      ),
    );
    cells.mark('admin', 'admin_set_user_corporate_account');
    // the target's own view reflects the change: role comes from profiles
    expect(ok(await target.client.rpc('current_user_role'))).toBe('expert');
    expect(ok(await target.client.rpc('is_approver'))).toBe(true);
  });

  it('role helpers answer from profiles for each role', async () => {
    denied(await c.anon.rpc('current_user_role'));
    cells.mark('anon', 'current_user_role');
    const expected: Record<Exclude<Actor, 'anon'>, [string, boolean, boolean, boolean]> = {
      user: ['user', false, false, false],
      corporate: ['user', false, false, false],
      expert: ['expert', false, true, false],
      approver: ['expert', false, true, true],
      admin: ['admin', true, false, false],
    };
    for (const a of SIGNED_IN) {
      const got = [
        ok(await c[a].rpc('current_user_role')),
        ok(await c[a].rpc('is_admin')),
        ok(await c[a].rpc('is_expert')),
        ok(await c[a].rpc('is_approver')),
      ];
      expect(got).toEqual(expected[a]);
      cells.mark(a, 'role helpers');
    }
  });
});

/** verify_demo_access answers a signed token for the partner asked for: "<slug>.<expiry>.<hmac>". */
const TOKEN = /^lakeside-university-health\.\d+\.[0-9a-f]{64}$/;
const demoCheck = (code: string) =>
  c.anon.rpc('verify_demo_access', { code, account: 'lakeside-university-health' });

describe('app_settings and the demo gate', () => {
  it('nobody reads settings; anon verifies the code case-insensitively; only admins change it', async () => {
    for (const a of ['anon', 'user', 'expert', 'admin'] as const) {
      denied(await c[a].from('app_settings').select('key'));
      cells.mark(a, 'app_settings select');
    }
    for (const a of ['anon', 'admin'] as const) {
      denied(await c[a].from('app_settings').upsert({ key: 'demo_access_code_hash', value: 'x' }));
      cells.mark(a, 'app_settings write');
    }
    expect(ok(await demoCheck('claimdesk-demo'))).toMatch(TOKEN);
    expect(ok(await demoCheck('CLAIMDESK-DEMO'))).toMatch(TOKEN);
    expect(ok(await demoCheck('wrong-code'))).toBeNull();
    // a gated partner's form only: never an ungated partner's, never an unknown one
    for (const account of ['summit-health', 'no-such-partner'])
      expect(
        ok(await c.anon.rpc('verify_demo_access', { code: 'CLAIMDESK-DEMO', account })),
      ).toBeNull();
    cells.mark('anon', 'verify_demo_access');
    denied(await c.anon.rpc('set_demo_access_code', { code: 'NEW-CODE-1' }));
    cells.mark('anon', 'set_demo_access_code');
    for (const a of ['user', 'expert', 'approver'] as const) {
      denied(
        await c[a].rpc('set_demo_access_code', { code: 'NEW-CODE-1' }),
        '42501',
        'Only admins can change the demo access code',
      );
      cells.mark(a, 'set_demo_access_code');
    }
    ok(await c.admin.rpc('set_demo_access_code', { code: 'Matrix-Code-7' }));
    try {
      expect(ok(await demoCheck('MATRIX-code-7'))).toMatch(TOKEN);
      expect(ok(await demoCheck('claimdesk-demo'))).toBeNull();
      cells.mark('admin', 'set_demo_access_code');
    } finally {
      ok(await c.admin.rpc('set_demo_access_code', { code: 'CLAIMDESK-DEMO' }));
    }
  });
});

describe('knowledge base and ask-back replies', () => {
  /** A question of the matrix account, answered, approved and published for every user. */
  async function publishedArticle(): Promise<{ question: string; article: string }> {
    const question = await submitUnassigned(c.anon, {
      corporateAccountId: account.id,
      title: 'Matrix article question',
    });
    ok(await c.admin.rpc('assign_expert', { question_id: question, expert_id: id.expert }));
    const answer = ok(
      await c.expert.rpc('add_answer', { question_id: question, content: 'Report 99213.' }),
    );
    ok(await c.approver.rpc('approve_answer', { answer_id: answer }));
    const article = ok(
      await c.approver.rpc('kb_publish_article', {
        p_question_id: question,
        p_title: 'Matrix: the E/M level of a follow-up visit',
        p_question: 'Which E/M level applies to a short follow-up visit?',
      }),
    );
    return { question, article };
  }

  it('kb_article_of_question: staff read the article of a question; others are refused', async () => {
    const { question, article } = await publishedArticle();
    const call = (a: Actor) => c[a].rpc('kb_article_of_question', { p_question_id: question });
    denied(await call('anon'));
    cells.mark('anon', 'kb_article_of_question');
    for (const a of ['user', 'corporate'] as const) {
      denied(await call(a), '42501', 'Only experts and admins see articles of questions');
      cells.mark(a, 'kb_article_of_question');
    }
    for (const a of ['expert', 'approver', 'admin'] as const) {
      expect(ok(await call(a), 1)).toEqual([
        expect.objectContaining({ id: article, partner_only: false, published: true }),
      ]);
      cells.mark(a, 'kb_article_of_question');
    }
  });

  it('kb_get_article: anon is refused; signed-in users read it, only staff learn its question', async () => {
    const { question, article } = await publishedArticle();
    denied(await c.anon.rpc('kb_get_article', { p_article_id: article }), '42501');
    cells.mark('anon', 'kb_get_article');
    for (const a of SIGNED_IN) {
      const rows = ok(await c[a].rpc('kb_get_article', { p_article_id: article }), 1);
      expect(rows[0]!.question_id).toBe(
        ['expert', 'approver', 'admin'].includes(a) ? question : null,
      );
      cells.mark(a, 'kb_get_article');
    }
  });

  it('kb_unpublish_article and kb_republish_article: approvers and admins; readers lose the article and get it back', async () => {
    const { article } = await publishedArticle();
    const unpublish = (a: Actor) => c[a].rpc('kb_unpublish_article', { p_article_id: article });
    const republish = (a: Actor) => c[a].rpc('kb_republish_article', { p_article_id: article });
    denied(await unpublish('anon'));
    cells.mark('anon', 'kb_unpublish_article');
    for (const a of ['user', 'corporate', 'expert'] as const) {
      denied(await unpublish(a), '42501', 'Only approvers and admins can unpublish articles');
      cells.mark(a, 'kb_unpublish_article');
    }
    ok(await c.user.rpc('kb_get_article', { p_article_id: article }), 1);
    ok(await unpublish('approver'));
    cells.mark('approver', 'kb_unpublish_article');
    ok(await c.user.rpc('kb_get_article', { p_article_id: article }), 0);
    expect(ok(await c.admin.rpc('kb_get_article', { p_article_id: article }), 1)).toEqual([
      expect.objectContaining({ published: false }),
    ]);

    denied(await republish('anon'));
    cells.mark('anon', 'kb_republish_article');
    for (const a of ['user', 'corporate', 'expert'] as const) {
      denied(await republish(a), '42501', 'Only approvers and admins can republish articles');
      cells.mark(a, 'kb_republish_article');
    }
    ok(await republish('admin'));
    cells.mark('admin', 'kb_republish_article');
    ok(await c.user.rpc('kb_get_article', { p_article_id: article }), 1);
    ok(await unpublish('admin'));
    cells.mark('admin', 'kb_unpublish_article');
    ok(await republish('approver'));
    cells.mark('approver', 'kb_republish_article');
    const events = await sql<{ event: string }>(
      'select event from public.kb_article_events where article_id = $1 order by created_at, id',
      [article],
    );
    expect(events.map((e) => e.event)).toEqual([
      'published',
      'unpublished',
      'republished',
      'unpublished',
      'republished',
    ]);
  });

  it('kb_unpublished_articles: staff list the unpublished articles; others are refused', async () => {
    const { article } = await publishedArticle();
    ok(await c.approver.rpc('kb_unpublish_article', { p_article_id: article, p_reason: 'Matrix' }));
    denied(await c.anon.rpc('kb_unpublished_articles'));
    cells.mark('anon', 'kb_unpublished_articles');
    for (const a of ['user', 'corporate'] as const) {
      denied(
        await c[a].rpc('kb_unpublished_articles'),
        '42501',
        'Only experts and admins see unpublished articles',
      );
      cells.mark(a, 'kb_unpublished_articles');
    }
    for (const a of ['expert', 'approver', 'admin'] as const) {
      const rows = ok(await c[a].rpc('kb_unpublished_articles'));
      expect(rows.find((r) => r.id === article)).toEqual(
        expect.objectContaining({ reason: 'Matrix' }),
      );
      cells.mark(a, 'kb_unpublished_articles');
    }
  });

  it('info_replies select: staff read every reply; a submitter only those on their own question; anon nothing', async () => {
    const asker = await freshUser('matrix-asker');
    const question = await submit(asker.client, { userId: asker.id });
    ok(await c.admin.rpc('assign_expert', { question_id: question, expert_id: id.expert }));
    const request = ok(
      await c.expert.rpc('request_information', {
        p_question_id: question,
        p_message: 'Which payer is this for?',
      }),
    );
    const reply = ok(
      await asker.client.rpc('reply_info_request', {
        p_request_id: request,
        p_message: 'Medicare Part B.',
      }),
    );
    const read = (client: TestClient) =>
      client.from('info_replies').select('id, body').eq('id', reply);
    denied(await read(c.anon));
    cells.mark('anon', 'info_replies select');
    for (const a of ['user', 'corporate'] as const) {
      none(await read(c[a]));
      cells.mark(a, 'info_replies select (not their question)');
    }
    expect(ok(await read(asker.client), 1)).toEqual([{ id: reply, body: 'Medicare Part B.' }]);
    cells.mark('user', 'info_replies select own question');
    for (const a of ['expert', 'approver', 'admin'] as const) {
      ok(await read(c[a]), 1);
      cells.mark(a, 'info_replies select');
    }
    // nobody writes them directly
    for (const a of ['anon', 'user', 'admin'] as const) {
      denied(
        await c[a].from('info_replies').insert({
          question_id: question,
          request_id: request,
          author_name: 'x',
          body: 'x',
          via: 'link',
        }),
      );
      cells.mark(a, 'info_replies insert');
    }
  });
});

describe("a question's emails", () => {
  it('question_emails: staff read them (the submitter too has no access), anon has no EXECUTE', async () => {
    const q = await submit(fresh.client, { userId: fresh.id });
    const call = (client: TestClient) => client.rpc('question_emails', { p_question_id: q });
    denied(await call(c.anon), '42501', /permission denied for function/);
    cells.mark('anon', 'question_emails');
    denied(await call(fresh.client), '42501', 'Only staff can view the emails of a question');
    cells.mark('user', 'question_emails own question');
    for (const a of ['user', 'corporate'] as const) {
      denied(await call(c[a]), '42501', 'Only staff can view the emails of a question');
      cells.mark(a, 'question_emails');
    }
    for (const a of ['expert', 'approver', 'admin'] as const) {
      const rows = ok(await call(c[a]));
      expect(rows.find((r) => r.kind === 'confirmation_email')?.recipient).toBe(fresh.email);
      cells.mark(a, 'question_emails');
    }
  });
});
