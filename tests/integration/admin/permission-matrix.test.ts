/**
 * The admin console's part of the permission matrix (supabase/README.md), cell by cell through the
 * real API: every admin RPC and the audit tables for anon, a user, a corporate user, an expert, an
 * approver and an admin. Admins are allowed (and get a real answer); everyone else is refused with
 * 42501 and nothing changes. Prints the number of checked cells.
 */
import { type Database, type TestClient, callRpc, type FnName, oneRow } from '../helpers.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_ID,
  Cells,
  EXPERT_ID,
  apiClient,
  denied,
  freshAccount,
  freshExpert,
  freshUser,
  insertQuestion,
  none,
  ok,
  sql,
  signInActors,
  type Actor,
} from './support.ts';
import { holdSubmission } from './held-support.ts';

const cells = new Cells();
const REFUSED: Exclude<Actor, 'admin'>[] = ['anon', 'user', 'corporate', 'expert', 'approver'];
const ALL: Actor[] = [...REFUSED, 'admin'];

let c: Record<Actor, TestClient>;
let account: { id: string; name: string; slug: string };
let expert: { id: string };
let member: { id: string };
let question: string;
let failedEmail: number;
let held: string;

beforeAll(async () => {
  c = await signInActors();
  account = await freshAccount('adm-matrix', [], 30);
  expert = await freshExpert('adm-matrix');
  member = await freshUser('adm-matrix-member');
  question = await insertQuestion({ corporate_account_id: account.id });
  // its confirmation failed: for the email delivery RPCs
  const [email] = await sql<{ id: string }>(
    `insert into public.outbox (kind, dedupe_key, question_id, status, attempts, last_error)
     values ('confirmation_email', 'matrix:' || $1::text, $1::uuid, 'failed', 8, 'SMTP down')
     returning id::text`,
    [question],
  );
  failedEmail = Number(email!.id);
  held = await holdSubmission(account.id);
});

afterAll(() => {
  console.log(`[admin matrix] ${cells.count} permission-matrix cells checked`);
});

/** What must not have changed after the refused calls. */
async function snapshot() {
  const [acc] = await sql(
    'select name, slug, is_active, questions_remaining from public.corporate_accounts where id = $1',
    [account.id],
  );
  const [q] = await sql('select status, expert_id from public.questions where id = $1', [question]);
  const assignments = await sql(
    'select expert_id from public.expert_corporate_assignments where corporate_account_id = $1',
    [account.id],
  );
  const [settings] = await sql(
    `select string_agg(key || '=' || value, ',' order by key) as s from public.app_settings`,
  );
  const [exp] = await sql('select role, is_approver from public.profiles where id = $1', [
    expert.id,
  ]);
  const [mem] = await sql(
    'select corporate_account_id, is_corporate_user, questions_remaining from public.profiles where id = $1',
    [member.id],
  );
  return { acc, q, assignments, settings, exp, mem };
}

type Fns = Database['public']['Functions'];

/** One function's case; `check` takes the function's generated Returns. */
interface RpcCaseOf<F extends FnName> {
  fn: F;
  message: string;
  args: () => Record<string, unknown>;
  /** Checks the admin's answer (the call is made once, as the admin, after the refusals). */
  check: (data: Fns[F]['Returns']) => Promise<void> | void;
}

type RpcCase = { [F in FnName]: RpcCaseOf<F> }[FnName];

const CASES: RpcCase[] = [
  {
    fn: 'admin_list_corporate_accounts',
    message: 'Only admins can manage corporate accounts',
    args: () => ({ p_search: account.slug }),
    check: (data) => {
      expect(data.map((r) => r.id)).toEqual([account.id]);
    },
  },
  {
    fn: 'admin_create_corporate_account',
    message: 'Only admins can manage corporate accounts',
    args: () => ({ p_name: `Matrix Created ${account.slug}`, p_slug: `${account.slug}-new` }),
    check: (data) => {
      expect(data).toMatchObject({ slug: `${account.slug}-new`, questions_remaining: 0 });
    },
  },
  {
    fn: 'admin_update_corporate_account',
    message: 'Only admins can manage corporate accounts',
    args: () => ({
      p_id: account.id,
      p_name: account.name,
      p_slug: account.slug,
      p_is_active: true,
      p_primary_email: 'ops@matrix.test',
      p_logo_url: '/logos/summit-health.svg',
    }),
    check: (data) => {
      expect(data).toMatchObject({ id: account.id, primary_email: 'ops@matrix.test' });
    },
  },
  {
    fn: 'admin_set_corporate_account_active',
    message: 'Only admins can manage corporate accounts',
    args: () => ({ p_id: account.id, p_active: true }),
    check: (data) => {
      expect(data).toMatchObject({ id: account.id, is_active: true });
    },
  },
  {
    fn: 'admin_top_up_corporate_quota',
    message: 'Only admins can change quotas',
    args: () => ({ p_account_id: account.id, p_add: 5 }),
    check: (data) => {
      expect(data).toEqual([
        {
          corporate_account_id: account.id,
          old_questions_remaining: 30,
          new_questions_remaining: 35,
        },
      ]);
    },
  },
  {
    fn: 'admin_set_corporate_quota',
    message: 'Only admins can change quotas',
    args: () => ({ p_account_id: account.id, p_questions_remaining: 40 }),
    check: (data) => {
      expect(data).toEqual([
        {
          corporate_account_id: account.id,
          old_questions_remaining: 35,
          new_questions_remaining: 40,
        },
      ]);
    },
  },
  {
    fn: 'admin_assign_expert_account',
    message: 'Only admins can assign experts',
    args: () => ({ p_expert_id: expert.id, p_account_id: account.id }),
    check: (data) => {
      expect(data).toBe(true);
    },
  },
  {
    fn: 'admin_unassign_expert_account',
    message: 'Only admins can assign experts',
    args: () => ({ p_expert_id: expert.id, p_account_id: account.id }),
    check: (data) => {
      expect(data).toBe(true);
    },
  },
  {
    fn: 'admin_set_user_corporate_account',
    message: 'Only admins can update users',
    args: () => ({ p_user_id: member.id, p_corporate_account_id: account.id }),
    check: async (data) => {
      expect(data).toMatchObject({
        id: member.id,
        corporate_account_id: account.id,
        is_corporate_user: true,
        questions_remaining: -1,
      });
      const events = await sql(
        `select actor_id from public.admin_events
         where action = 'user.corporate_account_change' and target_id = $1`,
        [member.id],
      );
      expect(events).toEqual([{ actor_id: ADMIN_ID }]);
    },
  },
  {
    fn: 'admin_partner_forms',
    message: 'Only admins can manage corporate accounts',
    args: () => ({}),
    check: (data) => {
      expect(data.map((r) => r.id)).toContain(account.id);
    },
  },
  {
    fn: 'admin_set_partner_form',
    message: 'Only admins can manage corporate accounts',
    args: () => ({
      p_id: account.id,
      p_form: { style: 'year', variants: ['standalone', 'embed'] },
    }),
    check: (data) => {
      expect(data).toEqual([
        expect.objectContaining({
          id: account.id,
          form_style: 'year',
          form_variants: ['embed', 'standalone'],
        }),
      ]);
    },
  },
  {
    fn: 'admin_remove_slug_alias',
    message: 'Only admins can manage corporate accounts',
    args: () => ({ p_slug: `${account.slug}-never-used` }),
    check: (data) => {
      expect(data).toBe(false);
    },
  },
  {
    fn: 'admin_list_experts',
    message: 'Only admins can manage experts',
    args: () => ({}),
    check: (data) => {
      expect(data.map((r) => r.id)).toEqual(expect.arrayContaining([EXPERT_ID, expert.id]));
    },
  },
  {
    fn: 'admin_user_removal_impact',
    message: 'Only admins can manage users',
    args: () => ({ p_user_id: expert.id }),
    check: (data) => {
      expect(data).toEqual([expect.objectContaining({ user_id: expert.id, open_questions: 0 })]);
    },
  },
  {
    fn: 'admin_reassign_questions',
    message: 'Only admins can reassign questions',
    args: () => ({ p_question_ids: [question], p_expert_id: EXPERT_ID }),
    check: (data) => {
      expect(data).toEqual([
        { question_id: question, outcome: 'assigned', message: null, status: 'pending' },
      ]);
    },
  },
  {
    fn: 'admin_reassign_candidates',
    message: 'Only admins can reassign questions',
    args: () => ({}),
    check: (data) => {
      const rows = data;
      expect(rows.find((r) => r.id === EXPERT_ID)).toMatchObject({ refusal: null });
      expect(rows.map((r) => r.id)).toContain(expert.id);
    },
  },
  {
    fn: 'admin_unapprovable_answers',
    message: 'Only admins can view the admin dashboard',
    args: () => ({ p_limit: 5 }),
    check: (data) => {
      expect(Array.isArray(data)).toBe(true);
      expect(data.length).toBeLessThanOrEqual(5);
    },
  },
  {
    fn: 'set_question_status',
    message: 'Only admins can change question status',
    args: () => ({ question_id: question, status: 'unassigned', reason: 'Matrix: unassign' }),
    check: async () => {
      const [q] = await sql('select status, expert_id from public.questions where id = $1', [
        question,
      ]);
      expect(q).toEqual({ status: 'unassigned', expert_id: null });
    },
  },
  {
    fn: 'admin_status_counts',
    message: 'Only admins can view the admin dashboard',
    args: () => ({}),
    check: (data) => {
      expect(data.map((r) => r.status)).toEqual([
        'unassigned',
        'pending',
        'needs_information',
        'awaiting_approval',
        'approved',
        'closed_no_reply',
      ]);
    },
  },
  {
    fn: 'admin_overdue_questions',
    message: 'Only admins can view the admin dashboard',
    args: () => ({ p_limit: 5 }),
    check: (data) => {
      expect(Array.isArray(data)).toBe(true);
    },
  },
  {
    fn: 'admin_failed_deliveries',
    message: 'Only admins can view the admin dashboard',
    args: () => ({ p_limit: 5 }),
    check: (data) => {
      expect(Array.isArray(data)).toBe(true);
    },
  },
  {
    fn: 'admin_email_deliveries',
    message: 'Only admins can manage email delivery',
    args: () => ({ p_state: 'failed', p_limit: 200 }),
    check: (data) => {
      const rows = data;
      expect(rows.find((r) => r.question_id === question)).toMatchObject({
        kind: 'confirmation_email',
        state: 'failed',
      });
    },
  },
  {
    fn: 'admin_email_delivery_counts',
    message: 'Only admins can manage email delivery',
    args: () => ({}),
    check: (data) => {
      const [row] = data;
      expect(row!.failed).toBeGreaterThanOrEqual(1);
    },
  },
  {
    fn: 'admin_export_questions',
    message: 'Only admins can export questions',
    args: () => ({ p_account_id: account.id, p_limit: 10 }),
    check: (data) => {
      expect(data).toEqual([
        expect.objectContaining({ id: question, content: 'Which modifier applies here?' }),
      ]);
    },
  },
  {
    fn: 'admin_held_submissions',
    message: 'Only admins can manage held submissions',
    args: () => ({ p_limit: 200 }),
    check: (data) => {
      expect(data.map((r) => r.id)).toContain(held);
    },
  },
  {
    fn: 'admin_held_counts',
    message: 'Only admins can manage held submissions',
    args: () => ({}),
    check: (data) => {
      const [row] = data;
      expect(row!.held).toBeGreaterThanOrEqual(1);
      expect(row!.retention_days).toBe(14);
    },
  },
  {
    fn: 'admin_account_address_limits',
    message: 'Only admins can manage corporate accounts',
    args: () => ({}),
    check: (data) => {
      expect(Array.isArray(data)).toBe(true);
    },
  },
  {
    fn: 'admin_report',
    message: 'Only admins can view reports',
    args: () => ({ p_group: 'account' }),
    check: (data) => {
      const rows = data;
      expect(rows.filter((r) => r.is_total)).toHaveLength(1);
      expect(rows.map((r) => r.group_key)).toContain(account.id);
    },
  },
  {
    fn: 'admin_get_settings',
    message: 'Only admins can view settings',
    args: () => ({}),
    check: (data) => {
      expect(data).toEqual([expect.objectContaining({ demo_access_code_set: true })]);
    },
  },
  {
    fn: 'admin_set_answer_time_target',
    message: 'Only admins can change settings',
    args: () => ({ p_hours: 72 }),
    check: (data) => {
      expect(data).toBe(72);
    },
  },
  {
    fn: 'admin_list_events',
    message: 'Only admins can view the audit',
    args: () => ({ p_target_id: account.id }),
    check: (data) => {
      expect(data.map((r) => r.action)).toEqual(
        expect.arrayContaining(['account.update', 'account.quota_top_up', 'account.quota_set']),
      );
      // the ids a row stores, named (the audit in words)
      for (const r of data) expect(r.names).toMatchObject({ [account.id]: account.name });
    },
  },
];

describe('admin RPCs: admins only', () => {
  for (const rpc of CASES) {
    it(`${rpc.fn}: refused for anon, users, corporate users, experts and approvers; allowed for admins`, async () => {
      const before = await snapshot();
      for (const a of REFUSED) {
        const res = await callRpc(c[a], rpc.fn, rpc.args());
        if (a === 'anon') {
          // anon has no EXECUTE at all
          denied(res, '42501', /permission denied for function/);
        } else {
          denied(res, '42501', rpc.message);
        }
        cells.mark(a, rpc.fn);
      }
      expect(await snapshot()).toEqual(before);
      const res = await callRpc(c.admin, rpc.fn, rpc.args());
      const data = ok(res);
      await rpc.check(data);
      cells.mark('admin', rpc.fn);
    });
  }

  it('the service-role-only helpers of create-staff-user and delete-user are refused for every client', async () => {
    for (const a of ALL) {
      denied(
        await c[a].rpc('record_staff_user_created', {
          p_user_id: expert.id,
          p_name: 'Hijack',
          p_role: 'admin',
          p_actor_id: ADMIN_ID,
        }),
        '42501',
        /permission denied for function/,
      );
      cells.mark(a, 'record_staff_user_created');
      denied(
        await c[a].rpc('record_user_deletion_request', {
          p_user_id: expert.id,
          p_actor_id: ADMIN_ID,
        }),
        '42501',
        /permission denied for function/,
      );
      cells.mark(a, 'record_user_deletion_request');
    }
    const [p] = await sql('select role, name from public.profiles where id = $1', [expert.id]);
    expect(p).toEqual({ role: 'expert', name: 'DB adm-matrix' });
    expect(
      await sql('select 1 from public.user_deletion_requests where user_id = $1', [expert.id]),
    ).toEqual([]);
  });

  it('internal helpers are not callable at all', async () => {
    for (const a of ALL) {
      denied(
        await c[a].rpc('admin_log', {
          p_actor: ADMIN_ID,
          p_action: 'user.delete',
          p_target_type: 'user',
          p_target_id: 'x',
          p_target_label: 'forged',
        }),
        '42501',
      );
      cells.mark(a, 'admin_log (internal)');
      denied(
        await c[a].rpc('requeue_expert_questions', {
          p_expert: EXPERT_ID,
          p_actor: ADMIN_ID,
          p_reason: 'x',
        }),
        '42501',
      );
      cells.mark(a, 'requeue_expert_questions (internal)');
    }
    expect(await sql(`select 1 from public.admin_events where target_label = 'forged'`)).toEqual(
      [],
    );
  });
});

describe('admin_events and user_deletion_requests tables', () => {
  it('select: admins read the audit, signed-in non-admins see no rows, anon is refused', async () => {
    denied(await c.anon.from('admin_events').select('id'));
    cells.mark('anon', 'admin_events select');
    for (const a of ['user', 'corporate', 'expert', 'approver'] as const) {
      none(await c[a].from('admin_events').select('id'));
      cells.mark(a, 'admin_events select');
    }
    const rows = ok(
      await c.admin.from('admin_events').select('action, target_id').eq('target_id', account.id),
      'some',
    );
    expect(rows.map((r) => r.action)).toContain('account.quota_set');
    cells.mark('admin', 'admin_events select');
  });

  it('insert, update and delete: refused for everyone, admins and the service role included', async () => {
    const [{ n: before }] = oneRow(
      await sql<{ n: number }>('select count(*)::int as n from public.admin_events'),
    );
    const service = apiClient('service');
    for (const [a, client] of [
      ...ALL.map((x) => [x, c[x]] as const),
      ['service', service] as const,
    ]) {
      denied(
        await client
          .from('admin_events')
          .insert({ action: 'user.delete', target_type: 'user', target_label: 'forged' }),
      );
      cells.mark(a, 'admin_events insert');
      denied(
        await client
          .from('admin_events')
          .update({ target_label: 'rewritten' })
          .eq('target_id', account.id),
      );
      cells.mark(a, 'admin_events update');
      denied(await client.from('admin_events').delete().eq('target_id', account.id));
      cells.mark(a, 'admin_events delete');
    }
    const [{ n: after }] = oneRow(
      await sql<{ n: number }>('select count(*)::int as n from public.admin_events'),
    );
    expect(after).toBe(before);
    expect(
      await sql(`select 1 from public.admin_events where target_label in ('forged', 'rewritten')`),
    ).toEqual([]);
  });

  it('user_deletion_requests: no client access at all', async () => {
    for (const a of ALL) {
      denied(await c[a].from('user_deletion_requests').select('user_id'));
      cells.mark(a, 'user_deletion_requests select');
    }
    denied(
      await c.admin
        .from('user_deletion_requests')
        .insert({ user_id: expert.id, actor_id: ADMIN_ID }),
    );
    cells.mark('admin', 'user_deletion_requests insert');
  });
});

describe('email delivery actions: admins only', () => {
  async function state() {
    const [o] = await sql('select status, attempts, given_up_at from public.outbox where id = $1', [
      failedEmail,
    ]);
    const [{ n }] = oneRow(
      await sql<{ n: number }>('select count(*)::int as n from public.admin_events'),
    );
    return { o, n };
  }

  it('send again and give up (every email, answer emails included): refused for everyone but admins, who are audited', async () => {
    const calls = [
      ['admin_outbox_give_up', { p_id: failedEmail }],
      ['admin_outbox_send_again', { p_id: failedEmail }],
    ] as const;
    const before = await state();
    for (const [fn, args] of calls) {
      for (const a of REFUSED) {
        const res = await callRpc(c[a], fn, args);
        if (a === 'anon') denied(res, '42501', /permission denied for function/);
        else denied(res, '42501', 'Only admins can manage email delivery');
        cells.mark(a, fn);
      }
    }
    expect(await state()).toEqual(before);

    expect(ok(await c.admin.rpc('admin_outbox_give_up', { p_id: failedEmail }))).toEqual([
      expect.objectContaining({ outbox_id: failedEmail, state: 'given_up' }),
    ]);
    cells.mark('admin', 'admin_outbox_give_up');
    expect(ok(await c.admin.rpc('admin_outbox_send_again', { p_id: failedEmail }))).toEqual([
      expect.objectContaining({ outbox_id: failedEmail, state: 'queued', attempts: 0 }),
    ]);
    cells.mark('admin', 'admin_outbox_send_again');
    const actions = await sql<{ action: string }>(
      `select action from public.admin_events where target_id = $1 and action like 'email.%' order by id`,
      [question],
    );
    expect(actions.map((r) => r.action)).toEqual(['email.give_up', 'email.send_again']);
  });
});

describe('held submissions and per-address limits: admins only', () => {
  it('release, discard and the account limit: refused for everyone but admins, who are audited', async () => {
    const other = await holdSubmission(account.id);
    const calls = [
      ['admin_release_held', { p_ids: [held] }, 'Only admins can manage held submissions'],
      ['admin_discard_held', { p_ids: [other] }, 'Only admins can manage held submissions'],
      [
        'admin_set_account_address_limit',
        { p_id: account.id, p_per_address: 20 },
        'Only admins can manage corporate accounts',
      ],
    ] as const;
    const state = async () => ({
      held: await sql('select id from public.held_submissions where id = any($1) order by id', [
        [held, other],
      ]),
      limit: await sql(
        'select per_address from public.account_submission_limits where corporate_account_id = $1',
        [account.id],
      ),
    });
    const before = await state();
    expect(before.held).toHaveLength(2);
    for (const [fn, args, message] of calls) {
      for (const a of REFUSED) {
        const res = await callRpc(c[a], fn, args);
        if (a === 'anon') denied(res, '42501', /permission denied for function/);
        else denied(res, '42501', message);
        cells.mark(a, fn);
      }
    }
    expect(await state()).toEqual(before);
    for (const [fn, args] of calls) {
      ok(await callRpc(c.admin, fn, args));
      cells.mark('admin', fn);
    }
    expect(await state()).toEqual({ held: [], limit: [{ per_address: 20 }] });
    const actions = await sql<{ action: string }>(
      `select action from public.admin_events
       where target_id = $1 or (target_id = $2 and new_values ? 'submissions_per_address')
       order by id`,
      [other, account.id],
    );
    expect(actions.map((r) => r.action)).toEqual(['question.discard_held', 'account.update']);
  });
});
