/**
 * Ask the submitter back (docs/spec-notes.md, "Request more information") through the real API,
 * across anon, a user, a corporate user, an expert, an approver and an admin: who may ask, the
 * needs_information status and its history, the scheduled mails in the outbox, the reply link (its
 * one request only; invalid, expired, reused and foreign tokens), the signed-in submitter's reply,
 * PHI screening, the thread, reminder, close and reopen, the paused answer-time clock, the rate
 * limits and the settings.
 */
import type { TestClient } from '../helpers.ts';
import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO,
  apiClient,
  clearOfSettingWindow,
  denied,
  freshUser,
  none,
  ok,
  signIn,
  sql,
  submit,
  signInActors,
  type Actor,
} from '../db/db-helpers.ts';
import { callAs, withRollback } from '../expert/support.ts';

/** The one row a query must return. */
function one<T>(rows: T[] | null | undefined): T {
  expect(rows?.length ?? 0).toBeGreaterThan(0);
  return rows![0]!;
}

let c: Record<Actor, TestClient>;
let service: TestClient;
let expertId: string;

interface Mail {
  to?: string;
  token?: string;
  skip?: string;
  questionTitle?: string;
  message?: string;
}

/** A pending question of the demo expert (anonymous submitter unless a client and user id are given). */
async function pendingQuestion(
  submitter: TestClient = c.anon,
  userId: string | null = null,
): Promise<string> {
  const id = await submit(submitter, { userId, content: 'Is modifier 25 needed for this visit?' });
  ok(await c.admin.rpc('assign_expert', { question_id: id, expert_id: expertId }));
  return id;
}

const ask = (client: TestClient, questionId: string, message = 'Which payer is this for?') =>
  client.rpc('request_information', { p_question_id: questionId, p_message: message });

/** What process-outbox's deliverer gets for one mail (the service role's RPC). */
async function mail(kind: string, id: string): Promise<Mail> {
  // Boundary: info_mail_context returns json (no generated row type); Mail is its documented shape.
  return ok(await service.rpc('info_mail_context', { p_kind: kind, p_id: id })) as Mail;
}

/** The reply link's token of a request/reminder/close mail. */
function tokenIn(m: Mail): string {
  if (!m.token) throw new Error(`no token in the mail context: ${JSON.stringify(m)}`);
  return m.token;
}

/** What the reply page reads with a token (exactly one row, whatever the token). */
async function readLink(client: TestClient, token: string) {
  const rows = ok(await client.rpc('info_request_by_token', { p_token: token }), 1);
  return one(rows);
}

async function status(questionId: string): Promise<string> {
  const q = one(
    await sql<{ status: string; expert_id: string | null }>(
      'select status, expert_id from public.questions where id = $1',
      [questionId],
    ),
  );
  return q.status;
}

async function events(questionId: string): Promise<string[]> {
  const rows = await sql<{ e: string }>(
    `select event || ':' || coalesce(from_status::text, '-') || '>' || coalesce(to_status::text, '-') as e
     from public.question_events where question_id = $1 order by created_at, seq`,
    [questionId],
  );
  return rows.map((r) => r.e);
}

beforeAll(async () => {
  c = await signInActors();
  service = apiClient('service');
  expertId = one(
    await sql<{ id: string }>('select id from public.profiles where email = $1', [DEMO.expert]),
  ).id;
});

describe('request_information', () => {
  it('only the assigned expert or an admin may ask; everyone else is refused and nothing changes', async () => {
    const q = await pendingQuestion();
    for (const actor of ['anon', 'user', 'corporate', 'approver'] as const) {
      denied(await ask(c[actor], q), '42501');
    }
    expect(await status(q)).toBe('pending');
    expect(await sql('select 1 from public.info_requests where question_id = $1', [q])).toEqual([]);

    const requestId = ok(await ask(c.expert, q, '  Which payer is this for?  '));
    expect(await status(q)).toBe('needs_information');
    const r = one(
      await sql('select message, status, asked_by_name from public.info_requests where id = $1', [
        requestId,
      ]),
    );
    expect(r).toMatchObject({ message: 'Which payer is this for?', status: 'open' });
    expect((await events(q)).at(-1)).toBe('info_requested:pending>needs_information');

    // the request mail now, the reminder after 3 days, the close after 14 (settings' defaults)
    const outbox = await sql<{ kind: string; days: number }>(
      `select kind, round(extract(epoch from (next_attempt_at - created_at)) / 86400.0) as days
       from public.outbox where question_id = $1 and kind like 'info_%' order by kind`,
      [q],
    );
    expect(outbox.map((o) => `${o.kind}:${Number(o.days)}`)).toEqual([
      'info_request_close:14',
      'info_request_email:0',
      'info_request_reminder:3',
    ]);

    // one open request at a time: the question is no longer pending
    denied(await ask(c.expert, q), 'PT409');
    // an admin may ask about any pending question
    const other = await pendingQuestion();
    ok(await ask(c.admin, other, 'Please send the operative note summary.'));
    expect(await status(other)).toBe('needs_information');
  });

  it('an expert who is not assigned is refused; an empty message is refused', async () => {
    const q = await pendingQuestion();
    const stranger = await freshUser('askback-expert', { role: 'expert' });
    denied(await ask(stranger.client, q), '42501');
    denied(await ask(c.expert, q, '   '), '22023', 'A message to the submitter is required');
    expect(await status(q)).toBe('pending');
  });
});

describe('reading the requests (RLS)', () => {
  it('staff read every request, a submitter only those about their own questions, anon nothing', async () => {
    const owner = await freshUser('askback-owner');
    const q = await pendingQuestion(owner.client, owner.id);
    const requestId = ok(await ask(c.expert, q));

    for (const actor of ['expert', 'approver', 'admin'] as const) {
      ok(await c[actor].from('info_requests').select('id').eq('id', requestId), 1);
    }
    ok(await owner.client.from('info_requests').select('id, message').eq('id', requestId), 1);
    none(await c.user.from('info_requests').select('id').eq('id', requestId));
    none(await c.corporate.from('info_requests').select('id').eq('id', requestId));
    denied(await c.anon.from('info_requests').select('id').eq('id', requestId));
    // the token hashes are nobody's to read
    for (const actor of ['anon', 'user', 'corporate', 'expert', 'approver', 'admin'] as const) {
      denied(await c[actor].from('info_request_tokens').select('request_id'));
    }
    // and the service-role mail context is not the clients'
    for (const actor of ['anon', 'user', 'admin'] as const) {
      denied(await c[actor].rpc('info_mail_context', { p_kind: 'request', p_id: requestId }));
    }
  });
});

describe('the reply link', () => {
  it('opens its one request, takes one reply, and returns the question to the same expert', async () => {
    const q = await pendingQuestion();
    const requestId = ok(await ask(c.expert, q, 'Is this inpatient or outpatient?'));
    const m = await mail('request', requestId);
    expect(m.token).toMatch(/^[0-9a-f]{64}$/);
    expect(m.to).toBe('dana.tester@example.test');
    const stored = one(
      await sql<{ n: number }>(
        `select count(*)::int as n from public.info_request_tokens
       where request_id = $1 and token_hash = extensions.digest($2, 'sha256')`,
        [requestId, m.token],
      ),
    );
    expect(stored.n).toBe(1); // stored as its sha256 only

    const link = apiClient();
    const read = await readLink(link, tokenIn(m));
    expect(read).toMatchObject({
      state: 'open',
      message: 'Is this inpatient or outpatient?',
      question_status: 'needs_information',
    });
    // the link holder reads nothing else: no question rows, no answers, no other request
    denied(await link.from('questions').select('id').eq('id', q));
    denied(await link.from('answers').select('id').eq('question_id', q));
    denied(await link.from('info_replies').select('id').eq('question_id', q));

    // PHI screening as on the forms: flagged text needs the submitter's confirmation
    denied(
      await link.rpc('reply_info_request_by_token', {
        p_token: tokenIn(m),
        p_message: 'Patient SSN 123-45-6789, outpatient.',
      }),
      '22023',
      /patient information \(ssn\)/,
    );
    expect(await status(q)).toBe('needs_information');

    const replyId = ok(
      await link.rpc('reply_info_request_by_token', {
        p_token: tokenIn(m),
        p_message: 'Outpatient, hospital-based clinic.',
      }),
    );
    expect(await status(q)).toBe('pending');
    const qq = one(await sql('select expert_id from public.questions where id = $1', [q]));
    expect(qq.expert_id).toBe(expertId);
    expect((await events(q)).at(-1)).toBe('info_replied:needs_information>pending');
    const reply = one(
      await sql('select author_id, author_name, via, body from public.info_replies where id = $1', [
        replyId,
      ]),
    );
    expect(reply).toMatchObject({ author_id: null, author_name: 'Dana Tester', via: 'link' });
    const notify = one(
      await sql(`select kind from public.outbox where dedupe_key = $1`, [
        `info_reply_email:${replyId}`,
      ]),
    );
    expect(notify.kind).toBe('info_reply_email');
    // the expert's mail
    expect(await mail('reply', replyId)).toMatchObject({ to: DEMO.expert });

    // reused: the token is spent
    denied(
      await link.rpc('reply_info_request_by_token', { p_token: tokenIn(m), p_message: 'Again' }),
      'PT409',
      'This reply link has already been used.',
    );
    const again = await readLink(link, tokenIn(m));
    expect(again).toMatchObject({ state: 'used', message: null, question_title: null });
    // the reminder and the close are skipped once answered
    expect(await mail('reminder', requestId)).toHaveProperty('skip');
    expect(await mail('close', requestId)).toHaveProperty('skip');
    expect(await status(q)).toBe('pending');

    // thread, oldest first, with who and when; staff read it, others are refused
    const thread = ok(await c.expert.rpc('question_info_thread', { p_question_id: q }));
    expect(thread.map((t) => `${t.kind}:${t.body}`)).toEqual([
      'request:Is this inpatient or outpatient?',
      'reply:Outpatient, hospital-based clinic.',
    ]);
    expect(thread[1]?.author_name).toBe('Dana Tester');
    for (const actor of ['approver', 'admin'] as const) {
      ok(await c[actor].rpc('question_info_thread', { p_question_id: q }), 2);
    }
    for (const actor of ['user', 'corporate'] as const) {
      denied(await c[actor].rpc('question_info_thread', { p_question_id: q }));
    }
    denied(await c.anon.rpc('question_info_thread', { p_question_id: q }));
  });

  it('a token opens only its own request: a foreign, invalid or expired token opens nothing', async () => {
    const qa = await pendingQuestion();
    const qb = await pendingQuestion();
    const ra = ok(await ask(c.expert, qa, 'Question A'));
    const rb = ok(await ask(c.expert, qb, 'Question B'));
    const ta = tokenIn(await mail('request', ra));
    await mail('request', rb);
    const link = apiClient();

    const read = await readLink(link, ta);
    expect(read.message).toBe('Question A');
    ok(await link.rpc('reply_info_request_by_token', { p_token: ta, p_message: 'Reply for A' }));
    expect(await status(qa)).toBe('pending');
    expect(await status(qb)).toBe('needs_information');
    expect(await sql('select 1 from public.info_replies where question_id = $1', [qb])).toEqual([]);

    for (const token of ['not-a-token', 'f'.repeat(64), '']) {
      const r = await readLink(link, token);
      expect(r).toMatchObject({ state: 'invalid', message: null });
      denied(
        await link.rpc('reply_info_request_by_token', { p_token: token, p_message: 'x' }),
        'PT404',
        'This reply link is not valid.',
      );
    }

    const tb = tokenIn(await mail('request', rb));
    await sql(
      `update public.info_request_tokens set expires_at = now() - interval '1 second'
       where token_hash = extensions.digest($1, 'sha256')`,
      [tb],
    );
    const expired = await readLink(link, tb);
    expect(expired).toMatchObject({ state: 'expired', message: null });
    denied(
      await link.rpc('reply_info_request_by_token', { p_token: tb, p_message: 'Too late' }),
      'PT410',
      'This reply link has expired.',
    );
    expect(await status(qb)).toBe('needs_information');
  });

  it('reminds once, closes as closed_no_reply, and a late reply within the window reopens', async () => {
    const q = await pendingQuestion();
    const r = ok(await ask(c.expert, q));
    const first = await mail('request', r);
    expect(await mail('reminder', r)).toHaveProperty('token');
    await mail('reminder', r); // a retried delivery records nothing twice
    const closeMail = await mail('close', r);
    expect(closeMail).toHaveProperty('token');
    expect(await status(q)).toBe('closed_no_reply');
    expect((await events(q)).slice(-3)).toEqual([
      'info_requested:pending>needs_information',
      'info_reminded:needs_information>needs_information',
      'closed_no_reply:needs_information>closed_no_reply',
    ]);
    // the first link still works within the reopen window
    ok(
      await apiClient().rpc('reply_info_request_by_token', {
        p_token: tokenIn(first),
        p_message: 'Sorry for the delay: Medicare.',
      }),
    );
    expect(await status(q)).toBe('pending');
    expect((await events(q)).at(-1)).toBe('info_replied:closed_no_reply>pending');

    // closed longer ago than the reopen window (30 days): the link has expired
    const q2 = await pendingQuestion();
    const r2 = ok(await ask(c.expert, q2));
    const t2 = tokenIn(await mail('close', r2));
    await sql(
      `update public.info_requests set closed_at = now() - interval '31 days' where id = $1`,
      [r2],
    );
    denied(
      await apiClient().rpc('reply_info_request_by_token', { p_token: t2, p_message: 'Late' }),
      'PT410',
    );
    expect(await status(q2)).toBe('closed_no_reply');
  });
});

describe('the signed-in submitter', () => {
  it('reads the request and replies from their account; nobody else can reply for them', async () => {
    const owner = await freshUser('askback-reply');
    const q = await pendingQuestion(owner.client, owner.id);
    const r = ok(await ask(c.expert, q, 'What was the place of service?'));
    const args = { p_request_id: r, p_message: 'Office (11).' };
    for (const actor of ['user', 'corporate', 'expert', 'approver', 'admin'] as const) {
      denied(await c[actor].rpc('reply_info_request', args), '42501');
    }
    denied(await c.anon.rpc('reply_info_request', args));
    expect(await status(q)).toBe('needs_information');

    ok(await owner.client.rpc('reply_info_request', args));
    expect(await status(q)).toBe('pending');
    const thread = ok(await owner.client.rpc('question_info_thread', { p_question_id: q }), 2);
    expect(thread[1]).toMatchObject({ kind: 'reply', author_name: 'DB askback-reply' });
    denied(await owner.client.rpc('reply_info_request', args), 'PT409');
  });
});

describe('the answer-time clock', () => {
  it('does not count the time spent waiting for the submitter', async () => {
    const q = await pendingQuestion();
    const r = ok(await ask(c.expert, q));
    const token = tokenIn(await mail('request', r));
    ok(
      await apiClient().rpc('reply_info_request_by_token', { p_token: token, p_message: 'Done.' }),
    );
    // submitted 10 h ago, waited for the submitter from 8 h to 2 h ago: 4 h of answer time
    await sql(
      `update public.questions set created_at = now() - interval '10 hours' where id = $1`,
      [q],
    );
    await sql(
      `update public.info_requests set created_at = now() - interval '8 hours',
         resumed_at = now() - interval '2 hours' where id = $1`,
      [r],
    );
    ok(await c.expert.rpc('add_answer', { question_id: q, content: 'Use modifier 25.' }));
    const fact = one(
      await sql<{ hours: number }>(
        `select hours from public.report_facts where question_id = $1 and kind = 'first_answer'`,
        [q],
      ),
    );
    expect(fact.hours).toBeGreaterThan(3.9);
    expect(fact.hours).toBeLessThan(4.1);
  });
});

describe('the answer-time clock in the dashboard and the metrics', () => {
  /** Inside a rolled-back transaction: a question created `hoursAgo` hours ago. */
  async function question(
    db: pg.Client,
    hoursAgo: number,
    status = 'pending',
    expert: string | null = null,
  ): Promise<string> {
    const { rows } = await db.query<{ id: string }>(
      `insert into public.questions (title, content, status, created_at, coding_question_type,
         first_name, last_name, email, expert_id)
       values ('Clock', 'Which modifier?', $1, now() - make_interval(secs => $2 * 3600),
         'General Coding Question', 'Pat', 'Doe', 'pat@example.test', $3) returning id`,
      [status, hoursAgo, expert],
    );
    return rows[0]!.id;
  }

  /** A request to the submitter from `fromHoursAgo` to `toHoursAgo` (null: still waiting). */
  async function waited(db: pg.Client, q: string, fromHoursAgo: number, toHoursAgo: number | null) {
    await db.query(
      `insert into public.info_requests (question_id, asked_by_name, message, status, created_at, resumed_at)
       values ($1, 'Erin Expert', 'Which payer?', case when $3::float8 is null then 'open' else 'replied' end,
         now() - make_interval(secs => $2 * 3600),
         case when $3::float8 is null then null else now() - make_interval(secs => $3 * 3600) end)`,
      [q, fromHoursAgo, toHoursAgo],
    );
  }

  it('admin_overdue_questions: a question that waited 40 hours for the submitter is 40 hours younger', async () => {
    const adminId = one(
      await sql<{ id: string }>('select id from public.profiles where email = $1', [DEMO.admin]),
    ).id;
    const { rows, ids } = await withRollback(async (db) => {
      await db.query('delete from public.questions');
      await db.query(
        `insert into public.app_settings (key, value) values ('answer_time_target_hours', '72')
         on conflict (key) do update set value = excluded.value`,
      );
      // 100 h old, 40 h of it waiting for the submitter: 60 h of answer time, within the 72 h target
      const paused = await question(db, 100);
      await waited(db, paused, 90, 50);
      // 100 h old, never paused: overdue
      const plain = await question(db, 100);
      // 130 h old, 40 h paused: 90 h of answer time, overdue
      const older = await question(db, 130);
      await waited(db, older, 120, 80);
      // waiting for the submitter right now: the clock is stopped, never overdue
      const waiting = await question(db, 200, 'needs_information', expertId);
      await waited(db, waiting, 150, null);
      const rows = await callAs<{ id: string; age_hours: string; overdue_total: string }>(
        db,
        adminId,
        'select id, age_hours, overdue_total from public.admin_overdue_questions(50)',
      );
      return { rows, ids: { paused, plain, older, waiting } };
    });
    expect(rows.map((r) => r.id)).toEqual([ids.older, ids.plain]);
    expect(rows.map((r) => Number(r.overdue_total))).toEqual([2, 2]);
    expect(Number(rows[0]!.age_hours)).toBeCloseTo(90, 0);
    expect(Number(rows[1]!.age_hours)).toBeCloseTo(100, 0);
  });

  it('expert_metrics: times to the first answer and to approval leave out the waiting', async () => {
    const approverId = one(
      await sql<{ id: string }>('select id from public.profiles where email = $1', [DEMO.approver]),
    ).id;
    const m = await withRollback(async (db) => {
      await db.query('delete from public.questions');
      const answer = (q: string, hoursAgo: number, approvedHoursAgo: number | null = null) =>
        db.query(
          `insert into public.answers (question_id, expert_id, content, created_at, approved_at, approved_by)
           values ($1, $2, 'Use modifier 25.', now() - make_interval(secs => $3 * 3600),
             case when $4::float8 is null then null else now() - make_interval(secs => $4 * 3600) end,
             case when $4::float8 is null then null else $5::uuid end)`,
          [q, expertId, hoursAgo, approvedHoursAgo, approverId],
        );
      // all created 50 h ago: answered after 40 h with 30 h paused (10 h), approved after 45 h (15 h)
      const a = await question(db, 50, 'approved', expertId);
      await waited(db, a, 45, 15);
      await answer(a, 10, 5);
      // answered after 20 h, never paused (20 h)
      const b = await question(db, 50, 'awaiting_approval', expertId);
      await answer(b, 30);
      // answered after 30 h with 4 h paused (26 h)
      const c2 = await question(db, 50, 'awaiting_approval', expertId);
      await waited(db, c2, 48, 44);
      await answer(c2, 20);
      const [row] = await callAs<{ m: Record<string, { count: number; median_hours: number }> }>(
        db,
        expertId,
        'select public.expert_metrics(4) as m',
      );
      return row!.m;
    });
    // without the pause these would be 40, 20, 30 (median 30) and 45
    expect(m.time_to_first_answer!.count).toBe(3);
    expect(Number(m.time_to_first_answer!.median_hours)).toBeCloseTo(20, 1);
    expect(m.time_to_approval!.count).toBe(1);
    expect(Number(m.time_to_approval!.median_hours)).toBeCloseTo(15, 1);
  });
});

describe('limits and settings', () => {
  /**
   * Replies are limited like public submissions (limit.submissions_per_address per
   * limit.submissions_window_seconds). The test stack raises that limit for everyone
   * (stack/test-stack.ts); these tests put a small one in place for their run.
   */
  async function withReplyLimit(limit: number, fn: () => Promise<void>): Promise<void> {
    const [old] = await sql<{ value: string }>(
      `select value from public.app_settings where key = 'limit.submissions_per_address'`,
    );
    await sql(
      `update public.app_settings set value = $1 where key = 'limit.submissions_per_address'`,
      [String(limit)],
    );
    try {
      await clearOfSettingWindow('limit.submissions_window_seconds');
      await fn();
    } finally {
      await sql(
        `update public.app_settings set value = $1 where key = 'limit.submissions_per_address'`,
        [old!.value],
      );
    }
  }

  // A refused reply rolls back with its own count, so the limit counts the replies that were taken.
  it('rate-limits link replies per address: past the limit even a good link is refused from there', async () => {
    const tokens: string[] = [];
    const questions: string[] = [];
    for (let i = 0; i < 4; i++) {
      const q = await pendingQuestion();
      const r = ok(await ask(c.expert, q));
      questions.push(q);
      tokens.push(tokenIn(await mail('request', r)));
    }
    const link = apiClient();
    const [fourth] = tokens.splice(3);
    if (!fourth) throw new Error('four requests were made');
    await withReplyLimit(3, async () => {
      for (const token of tokens) {
        ok(
          await link.rpc('reply_info_request_by_token', {
            p_token: token,
            p_message: 'Medicare.',
          }),
        );
      }
      denied(
        await link.rpc('reply_info_request_by_token', {
          p_token: fourth,
          p_message: 'Medicare.',
        }),
        'PT429',
        'Too many replies have been sent from your network. Please try again later.',
      );
      expect(await status(questions[3]!)).toBe('needs_information');
      // another address is not held back
      ok(
        await apiClient().rpc('reply_info_request_by_token', {
          p_token: fourth,
          p_message: 'Medicare.',
        }),
      );
    });
    expect(await status(questions[3]!)).toBe('pending');
  });

  it('rate-limits signed-in replies per user, whatever the address', async () => {
    const owner = await freshUser('askback-limit');
    const q = await pendingQuestion(owner.client, owner.id);
    const elsewhere = await signIn(owner.email);
    await withReplyLimit(3, async () => {
      for (let i = 0; i < 3; i++) {
        const r = ok(await ask(c.expert, q, `Question ${i + 1}?`));
        ok(await owner.client.rpc('reply_info_request', { p_request_id: r, p_message: 'Office.' }));
      }
      const r = ok(await ask(c.expert, q, 'One more?'));
      const args = { p_request_id: r, p_message: 'Office visit.' };
      denied(
        await owner.client.rpc('reply_info_request', args),
        'PT429',
        'Too many replies. Please try again later.',
      );
      // the same user signed in from another address is held back too
      denied(
        await elsewhere.rpc('reply_info_request', args),
        'PT429',
        'Too many replies. Please try again later.',
      );
    });
    expect(await status(q)).toBe('needs_information');
  });

  it('rate-limits reading reply links per address', async () => {
    const link = apiClient();
    let refused = 0;
    for (let i = 0; i < 31; i++) {
      const { error } = await link.rpc('info_request_by_token', { p_token: 'a'.repeat(64) });
      if (error) {
        expect(error.code).toBe('PT429');
        refused++;
      }
    }
    expect(refused).toBe(1);
  });

  it('admins read and change the reminder, close and reopen periods (audited); others cannot', async () => {
    for (const actor of ['anon', 'user', 'corporate', 'expert', 'approver'] as const) {
      denied(await c[actor].rpc('admin_ask_back_settings'));
      denied(
        await c[actor].rpc('admin_set_ask_back_settings', {
          p_reminder_days: 2,
          p_close_days: 10,
          p_reopen_days: 20,
        }),
      );
    }
    const before = one(ok(await c.admin.rpc('admin_ask_back_settings'), 1));
    expect(before).toEqual({ reminder_days: 3, close_days: 14, reopen_days: 30 });
    denied(
      await c.admin.rpc('admin_set_ask_back_settings', {
        p_reminder_days: 5,
        p_close_days: 4,
        p_reopen_days: 30,
      }),
      '22023',
    );
    try {
      ok(
        await c.admin.rpc('admin_set_ask_back_settings', {
          p_reminder_days: 2,
          p_close_days: 10,
          p_reopen_days: 20,
        }),
      );
      const q = await pendingQuestion();
      ok(await ask(c.admin, q));
      const rows = await sql<{ kind: string; days: number }>(
        `select kind, round(extract(epoch from (next_attempt_at - created_at)) / 86400.0) as days
         from public.outbox where question_id = $1 and kind in ('info_request_reminder', 'info_request_close')
         order by kind`,
        [q],
      );
      expect(rows.map((o) => Number(o.days))).toEqual([10, 2]);
      const audit = one(
        await sql(
          `select action from public.admin_events where action = 'setting.ask_back' order by id desc limit 1`,
        ),
      );
      expect(audit.action).toBe('setting.ask_back');
    } finally {
      ok(
        await c.admin.rpc('admin_set_ask_back_settings', {
          p_reminder_days: 3,
          p_close_days: 14,
          p_reopen_days: 30,
        }),
      );
    }
  });
});
