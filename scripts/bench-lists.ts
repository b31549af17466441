/**
 * npm run bench:lists — All Questions, the admin's Question Management and Reports at scale, on
 * the PostgreSQL server.
 *
 * Creates two databases (BENCH_DB_1K / BENCH_DB_100K, default expert_bench_1k / expert_bench_100k)
 * on DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432/test), migrates them with
 * stack/migrate.ts, generates 1,000 and 100,000 questions over a year with answers (rejections,
 * approvals) and answer-email deliveries (then VACUUM ANALYZE, as autovacuum would), starts one
 * PostgREST on each, and signs JWTs for the seeded expert and admin. Requests to the two scales
 * alternate, so machine noise hits both alike. It measures p50/p95 of:
 * - All Questions as the expert: the first and the 50th keyset page, with a status filter and with
 *   a full-text search term (plus a rare term), sending exactly the call the page sends (the
 *   expert_list_questions RPC with the same arguments). With 1,000 questions a filter has fewer
 *   than 50 pages: its last page is measured instead.
 * - Question Management as the admin: the same RPC with a status and with an expert filter
 *   (pages 1 and 50), and the CSV export's walk through every question in pages of 1000
 *   (admin_export_questions, the rows the CSV is written from).
 * - Search by what a submitter has: a question's reference (Q-XXXXXXXX) and its submitter's email
 *   (in upper case), in All Questions (expert) and in the header search (search_questions, as the
 *   admin, under RLS); a submitter name matching every row (information). Each is one page.
 * - Reports: admin_report over the default 90 days, grouped by week, account, expert and type.
 * - Similar questions on the question page (similar_questions) as the expert, for 20
 *   pending questions in turn (the seeded long ones among them).
 * - The admin dashboard's RPCs and the lists' totals (expert_count_questions; information only).
 * Prints tables and the 100k/1k ratios; exits 1 if, at 100k, a list scenario's p95 >= 50 ms or its
 * p50 ratio >= 1.5, or a report's or similar questions' p95 >= 100 ms (BENCH_NO_FAIL=1 to only
 * report).
 */
import os from 'node:os';
import { PostgrestClient } from '@supabase/postgrest-js';
import { SignJWT } from 'jose';
import pg from 'pg';
import { resolveConfig } from '../stack/config.ts';
import { migrate } from '../stack/migrate.ts';
import { freePort } from '../stack/ports.ts';
import { startPostgrest } from '../stack/postgrest.ts';
import { shortReference } from '../src/lib/question-reference.ts';
import {
  decodeCursor,
  EMPTY_FILTERS,
  encodeCursor,
  toListArgs,
  type AllQuestionsFilters,
} from '../src/features/expert/utils/keyset.ts';

const PAGE_SIZE = 25; // as PAGE_SIZE in src/features/expert/constants.ts
const TARGET_PAGE = 50;
const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const WARMUP = 30;
const SCALES = [1_000, 100_000] as const;
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const dbNames: Record<number, string> = {
  1_000: process.env.BENCH_DB_1K ?? 'expert_bench_1k',
  100_000: process.env.BENCH_DB_100K ?? 'expert_bench_100k',
};
const urlOf = (name: string) => {
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  return u.toString();
};

const SCENARIOS: { name: string; filters: AllQuestionsFilters; target: boolean }[] = [
  { name: 'status=pending', filters: { ...EMPTY_FILTERS, status: 'pending' }, target: true },
  { name: 'search "modifier"', filters: { ...EMPTY_FILTERS, search: 'modifier' }, target: true },
  // not in the target: a term matching one row, the case a plain ordered index walk gets wrong
  { name: 'search "777" (rare)', filters: { ...EMPTY_FILTERS, search: '777' }, target: false },
];

async function recreateDatabase(name: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
}

/** Adds questions until the table holds `total` rows: a year of history, a realistic mix of words. */
async function fillTo(db: pg.Client, total: number) {
  const { rows } = await db.query<{ n: string }>('select count(*) as n from public.questions');
  const have = Number(rows[0]!.n);
  if (have < total) {
    await db.query(GENERATE_SQL, [have, total]);
    for (const statement of ANSWERS_SQL) await db.query(statement);
  }
  for (const table of ['questions', 'answers', 'answer_deliveries', 'report_facts']) {
    await db.query(`vacuum analyze public.${table}`);
  }
}

/**
 * Answers for the generated questions, as the workflow leaves them: an undecided answer for those
 * awaiting approval; an approved one (one in five after a rejected first answer) for approved
 * ones; a rejected one for one pending question in six. First answers come 1..96 hours after
 * submission. Approved answers were emailed; one delivery in 25 failed.
 */
const ANSWERS_SQL = [
  `with q as (
     select q.id, q.status, q.expert_id, q.created_at, abs(hashtext(q.id::text)) as r
     from public.questions q
     where q.status in ('pending', 'awaiting_approval', 'approved') and q.expert_id is not null
       and not exists (select 1 from public.answers a where a.question_id = q.id)
   ),
   approver as (select id from public.profiles where email = 'approver@claimdesk.test')
   insert into public.answers (question_id, expert_id, content, created_at, approved_at, approved_by,
     rejected_at, rejected_by, rejection_reason)
   select q.id, q.expert_id, 'Bench answer', least(q.created_at + (1 + q.r % 96) * interval '1 hour', now()),
     null, null, least(q.created_at + (3 + q.r % 96) * interval '1 hour', now()), approver.id, 'Cite the source.'
   from q cross join approver
   where (q.status = 'approved' and q.r % 5 = 0) or (q.status = 'pending' and q.r % 6 = 0)`,
  `with q as (
     select q.id, q.status, q.expert_id, q.created_at, abs(hashtext(q.id::text)) as r,
       exists (select 1 from public.answers a where a.question_id = q.id) as revised
     from public.questions q
     where q.status in ('awaiting_approval', 'approved') and q.expert_id is not null
       and not exists (
         select 1 from public.answers a where a.question_id = q.id and a.rejected_at is null
       )
   ),
   approver as (select id from public.profiles where email = 'approver@claimdesk.test')
   insert into public.answers (question_id, expert_id, content, created_at, approved_at, approved_by)
   select q.id, q.expert_id, 'Bench answer',
     least(q.created_at + ((case when q.revised then 6 else 1 end) + q.r % 96) * interval '1 hour', now()),
     case when q.status = 'approved' then
       least(q.created_at + ((case when q.revised then 8 else 2 end) + q.r % 96 + (q.r / 7) % 24) * interval '1 hour', now())
     end,
     case when q.status = 'approved' then approver.id end
   from q cross join approver`,
  `insert into public.answer_deliveries (answer_id, question_id, recipient, status, attempts, sent_at,
     last_error, created_at, updated_at)
   select a.id, a.question_id, 'bench@example.test',
     case when abs(hashtext(a.id::text)) % 25 = 0 then 'failed' else 'sent' end,
     1, case when abs(hashtext(a.id::text)) % 25 = 0 then null else a.approved_at + interval '1 minute' end,
     case when abs(hashtext(a.id::text)) % 25 = 0 then 'SMTP server unreachable' end,
     a.approved_at + interval '1 minute', a.approved_at + interval '1 minute'
   from public.answers a
   where a.approved_at is not null
     and not exists (select 1 from public.answer_deliveries d where d.answer_id = a.id)`,
];

const GENERATE_SQL = `
    with experts as (select array_agg(id order by id) as ids from public.profiles where role = 'expert'),
    accounts as (select array_agg(id order by name) as ids from public.corporate_accounts)
    insert into public.questions (title, content, status, created_at, corporate_account_id, coding_question_type,
      first_name, last_name, email, submitter_email, expert_id)
    select
      (array['Modifier','Bundling','Observation','Telehealth','Device','DRG','Global period','Incident-to','Chronic care','Infusion'])[(1 + (g * 7919) % 10)::int]
        || ' question ' || g,
      'Question ' || g || ' about ' ||
        (array['modifier 25 with a minor procedure','NCCI bundling edits','observation hours','telehealth place of service',
               'device C-code','MS-DRG assignment','global surgical period','incident-to billing','chronic care management time',
               'infusion hierarchy'])[(1 + (g * 104729) % 10)::int]
        || ' for ' || (array['inpatient','outpatient','office','ASC','emergency'])[(1 + g % 5)::int] || ' claims.',
      s.status,
      now() - ((g * 2654435761::bigint) % 31536000) * interval '1 second',
      case when g % 5 = 0 then null else accounts.ids[(1 + g % 4)::int] end,
      (array['General Coding Question','Hospital - Inpatient','Hospital - Outpatient','Ambulatory Surgery Center',
             'Professional - Physician Component','Professional - Global'])[(1 + (g * 13) % 6)::int],
      'Bench', 'Submitter', 'bench' || g || '@example.test', 'bench' || g || '@example.test',
      case when s.status = 'unassigned' then null else experts.ids[(1 + g % array_length(experts.ids, 1))::int] end
    from generate_series($1::bigint + 1, $2::bigint) g
    cross join experts cross join accounts
    cross join lateral (select (array['unassigned','pending','awaiting_approval','approved','approved','approved'])[(1 + (g * 31) % 6)::int]::public.question_status as status) s
`;

function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

interface Stats {
  p50: number;
  p95: number;
  rows: number;
  page: number;
}

interface Target {
  scale: number;
  /** PostgREST as the seeded expert, and as the seeded admin. */
  client: PostgrestClient;
  admin: PostgrestClient;
  expertId: string;
  /** A question in the middle of the table: its reference and its submitter's email, to search for. */
  sample: { reference: string; email: string };
  db: pg.Client;
  stop: () => Promise<void>;
}

type Result = { data: unknown; error: { message: string } | null };

async function prepare(scale: number): Promise<Target> {
  const name = dbNames[scale]!;
  const url = urlOf(name);
  const g0 = Date.now();
  await recreateDatabase(name);
  await migrate(url, { log: () => {} });
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  await fillTo(db, scale);
  const cfg = await resolveConfig(process.env, {
    restPort: await freePort(),
    databaseUrl: url,
  } as never);
  const rest = await startPostgrest(cfg, url);
  const { rows: users } = await db.query<{ id: string; email: string }>(
    "select id, email from public.profiles where email in ('expert@claimdesk.test', 'admin@claimdesk.test')",
  );
  const idOf = (email: string) => {
    const id = users.find((u) => u.email === email)?.id;
    if (!id) throw new Error(`the seeded ${email} is missing`);
    return id;
  };
  const clientFor = async (sub: string) => {
    const jwt = await new SignJWT({ sub, role: 'authenticated', aud: 'authenticated' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime('2h')
      .sign(new TextEncoder().encode(cfg.jwtSecret));
    return new PostgrestClient(`http://127.0.0.1:${cfg.restPort}`, {
      headers: { Authorization: `Bearer ${jwt}` },
    });
  };
  const expertId = idOf('expert@claimdesk.test');
  const { rows: middle } = await db.query<{ id: string; email: string }>(
    'select id, email from public.questions order by created_at desc, id desc offset $1 limit 1',
    [Math.floor(scale / 2)],
  );
  const sample = {
    reference: shortReference(middle[0]!.id),
    email: middle[0]!.email.toUpperCase(),
  };
  const counts = await db.query<{ answers: string; deliveries: string }>(
    'select (select count(*) from public.answers) as answers, (select count(*) from public.answer_deliveries) as deliveries',
  );
  console.log(
    `${scale.toLocaleString('en-US').padStart(7)} questions in ${name}, ${Number(counts.rows[0]!.answers).toLocaleString('en-US')} answers, ${Number(counts.rows[0]!.deliveries).toLocaleString('en-US')} deliveries (ready in ${((Date.now() - g0) / 1000).toFixed(1)} s)`,
  );
  return {
    scale,
    client: await clientFor(expertId),
    admin: await clientFor(idOf('admin@claimdesk.test')),
    expertId,
    sample,
    db,
    stop: async () => {
      await db.end();
      await rest.stop();
    },
  };
}

/** A list call: the RPC the list page sends, after `cursor`, as the expert or the admin. */
type ListCall = (t: Target, cursor: string | null) => PromiseLike<Result>;

// exactly what getAllQuestionsPage sends
const expertList =
  (filters: AllQuestionsFilters): ListCall =>
  (t, cursor) =>
    t.client.rpc('expert_list_questions', toListArgs(filters, decodeCursor(cursor), PAGE_SIZE + 1));

// the admin's Question Management: the same RPC and arguments, plus the expert filter
const adminList =
  (filters: AllQuestionsFilters, byExpert = false): ListCall =>
  (t, cursor) =>
    t.admin.rpc('expert_list_questions', {
      ...toListArgs(filters, decodeCursor(cursor), PAGE_SIZE + 1),
      ...(byExpert ? { p_expert_id: t.expertId } : {}),
    });

/** Walks the pages through PostgREST to the cursor of page `n` (or of the last page, if fewer). */
async function cursorOfPage(
  t: Target,
  call: ListCall,
  n: number,
): Promise<{ cursor: string | null; page: number }> {
  let cursor: string | null = null;
  for (let p = 1; p < n; p++) {
    const { data, error } = await call(t, cursor);
    if (error) throw new Error(error.message);
    const rows = data as { id: string; created_at: string }[];
    if (rows.length <= PAGE_SIZE) return { cursor, page: p };
    const last = rows[PAGE_SIZE - 1]!;
    cursor = encodeCursor({ createdAt: last.created_at, id: last.id });
  }
  return { cursor, page: n };
}

/** Alternates calls between the targets; returns the stats per target. */
async function measure(
  picks: { run: () => PromiseLike<Result>; page: number }[],
  runs = RUNS,
): Promise<Stats[]> {
  const times = picks.map(() => [] as number[]);
  const rows = picks.map(() => 0);
  for (let i = 0; i < WARMUP + runs; i++) {
    for (const [k, x] of picks.entries()) {
      const start = performance.now();
      const { data, error } = await x.run();
      const ms = performance.now() - start;
      if (error) throw new Error(error.message);
      rows[k] = Array.isArray(data) ? data.length : 1;
      if (i >= WARMUP) times[k]!.push(ms);
    }
  }
  return times.map((ts, k) => {
    ts.sort((a, b) => a - b);
    return {
      p50: percentile(ts, 50),
      p95: percentile(ts, 95),
      rows: rows[k]!,
      page: picks[k]!.page,
    };
  });
}

const fmt = (x: Stats) => `${x.p50.toFixed(1)} / ${x.p95.toFixed(1)}`;

/** The list tables: page 1 and page 50 of each scenario; returns whether the targets were met. */
async function listTable(
  title: string,
  targets: Target[],
  scenarios: { name: string; call: ListCall; target: boolean; onePage?: boolean }[],
): Promise<boolean> {
  let ok = true;
  console.log(
    `\n${title}\n${'scenario'.padEnd(24)}${'page'.padEnd(14)}${'1k p50/p95 ms'.padEnd(18)}${'100k p50/p95 ms'.padEnd(18)}100k/1k ratio p50, p95`,
  );
  for (const s of scenarios) {
    for (const deep of s.onePage ? [false] : [false, true]) {
      const picks = await Promise.all(
        targets.map(async (t) => {
          const at = deep ? await cursorOfPage(t, s.call, TARGET_PAGE) : { cursor: null, page: 1 };
          return { run: () => s.call(t, at.cursor), page: at.page };
        }),
      );
      const [small, large] = await measure(picks);
      const ratio = large!.p95 / small!.p95;
      const ratio50 = large!.p50 / small!.p50;
      // The ratio is judged on p50: at a few milliseconds, p95 on a shared 2-core machine measures
      // scheduler noise more than the database (both ratios are printed).
      const pass = large!.p95 < 50 && ratio50 < 1.5;
      if (s.target) ok &&= pass;
      const pageLabel = deep
        ? `${large!.page}` + (small!.page !== large!.page ? ` (1k: ${small!.page}*)` : '')
        : '1';
      console.log(
        `${s.name.padEnd(24)}${pageLabel.padEnd(14)}${fmt(small!).padEnd(18)}${fmt(large!).padEnd(18)}${ratio50.toFixed(2)}, ${ratio.toFixed(2)}  ${s.target ? (pass ? 'ok' : 'MISSES TARGET') : 'info'}`,
      );
    }
  }
  return ok;
}

/** The CSV export: every question, newest first, in pages of 1000 as the admin. */
async function exportWalk(t: Target) {
  const start = performance.now();
  const pageTimes: number[] = [];
  let cursor: { createdAt: string; id: string } | null = null;
  let rows = 0;
  for (;;) {
    const p0 = performance.now();
    const { data, error } = await t.admin.rpc(
      'admin_export_questions',
      toListArgs(EMPTY_FILTERS, cursor, EXPORT_PAGE),
    );
    pageTimes.push(performance.now() - p0);
    if (error) throw new Error(error.message);
    const page = data as { id: string; created_at: string }[];
    rows += page.length;
    if (page.length < EXPORT_PAGE) break;
    const last = page[page.length - 1]!;
    cursor = { createdAt: last.created_at, id: last.id };
  }
  pageTimes.sort((a, b) => a - b);
  return {
    rows,
    pages: pageTimes.length,
    totalMs: performance.now() - start,
    p50: percentile(pageTimes, 50),
    p95: percentile(pageTimes, 95),
  };
}

const EXPORT_PAGE = 1000;
const REPORT_GROUPS = ['week', 'account', 'expert', 'type'] as const;
const DASHBOARD_CALLS: { name: string; run: (t: Target) => PromiseLike<Result> }[] = [
  { name: 'admin_status_counts', run: (t) => t.admin.rpc('admin_status_counts') },
  { name: 'admin_overdue_questions', run: (t) => t.admin.rpc('admin_overdue_questions') },
  { name: 'admin_failed_deliveries', run: (t) => t.admin.rpc('admin_failed_deliveries') },
  {
    name: 'admin_list_corporate_accounts',
    run: (t) => t.admin.rpc('admin_list_corporate_accounts'),
  },
  { name: 'admin_list_experts', run: (t) => t.admin.rpc('admin_list_experts') },
  { name: 'expert_count_questions()', run: (t) => t.admin.rpc('expert_count_questions') },
  {
    name: 'expert_count_questions(pending)',
    run: (t) => t.admin.rpc('expert_count_questions', { p_status: 'pending' }),
  },
  {
    name: 'expert_count_questions(overdue)',
    run: (t) => t.admin.rpc('expert_count_questions', { p_overdue: true }),
  },
  {
    name: 'expert_count_questions(modifier)',
    run: (t) => t.admin.rpc('expert_count_questions', { p_search: 'modifier' }),
  },
  {
    name: 'expert_count_questions(reference)',
    run: (t) => t.admin.rpc('expert_count_questions', { p_search: t.sample.reference }),
  },
  {
    name: 'expert_list_questions(overdue)',
    run: (t) =>
      t.admin.rpc('expert_list_questions', {
        ...toListArgs({ ...EMPTY_FILTERS, overdue: '1' }, null, PAGE_SIZE + 1),
      }),
  },
];

async function main() {
  const t0 = Date.now();
  console.log(
    `bench:lists on ${serverUrl.replace(/\/\/[^@]*@/, '//').replace(/\/[^/]*$/, '')}, page size ${PAGE_SIZE}, ${RUNS} runs after ${WARMUP} warm-up\n`,
  );
  const targets: Target[] = [];
  try {
    for (const scale of SCALES) targets.push(await prepare(scale));

    let ok = await listTable(
      'All Questions (expert)',
      targets,
      SCENARIOS.map((s) => ({ name: s.name, call: expertList(s.filters), target: s.target })),
    );
    ok =
      (await listTable('Question Management (admin, same RPC)', targets, [
        {
          name: 'status=pending',
          call: adminList({ ...EMPTY_FILTERS, status: 'pending' }),
          target: true,
        },
        { name: 'expert=Erin Expert', call: adminList(EMPTY_FILTERS, true), target: true },
      ])) && ok;
    ok =
      (await listTable('Search by what the submitter has (one page each)', targets, [
        ...(['reference', 'email'] as const).map((key) => ({
          name: `list: ${key}`,
          call: ((t, cursor) =>
            expertList({ ...EMPTY_FILTERS, search: t.sample[key] })(t, cursor)) as ListCall,
          target: true,
          onePage: true,
        })),
        ...(['reference', 'email'] as const).map((key) => ({
          name: `header: ${key}`,
          call: ((t) => t.admin.rpc('search_questions', { p_search: t.sample[key] })) as ListCall,
          target: true,
          onePage: true,
        })),
        {
          name: 'list: name (all rows)',
          call: expertList({ ...EMPTY_FILTERS, search: 'submitter' }),
          target: false,
        },
      ])) && ok;
    console.log(
      `\n* fewer than ${TARGET_PAGE} pages match at 1,000 questions: that scale's last page is measured.`,
    );

    console.log(`\nCSV export (admin): every question in pages of ${EXPORT_PAGE}`);
    for (const t of targets) {
      const e = await exportWalk(t);
      console.log(
        `${t.scale.toLocaleString('en-US').padStart(7)} questions: ${e.rows.toLocaleString('en-US')} rows in ${e.pages} pages, ${(e.totalMs / 1000).toFixed(2)} s in all, page p50/p95 ${e.p50.toFixed(1)} / ${e.p95.toFixed(1)} ms`,
      );
    }

    console.log(
      `\nReports (admin_report, last 90 days)\n${'group by'.padEnd(24)}${'rows'.padEnd(14)}${'1k p50/p95 ms'.padEnd(18)}${'100k p50/p95 ms'.padEnd(18)}100k/1k ratio p50`,
    );
    for (const group of REPORT_GROUPS) {
      const [small, large] = await measure(
        targets.map((t) => ({
          run: () => t.admin.rpc('admin_report', { p_group: group }),
          page: 1,
        })),
        Math.max(50, Math.round(RUNS / 3)),
      );
      const pass = large!.p95 < 100;
      ok &&= pass;
      console.log(
        `${group.padEnd(24)}${String(large!.rows).padEnd(14)}${fmt(small!).padEnd(18)}${fmt(large!).padEnd(18)}${(large!.p50 / small!.p50).toFixed(2)}  ${pass ? 'ok' : 'MISSES TARGET'}`,
      );
    }

    console.log(
      `\nSimilar questions (similar_questions as the expert, 20 pending questions in turn)\n${'scenario'.padEnd(24)}${'rows'.padEnd(14)}${'1k p50/p95 ms'.padEnd(18)}${'100k p50/p95 ms'.padEnd(18)}100k/1k ratio p50`,
    );
    {
      const picks = await Promise.all(
        targets.map(async (t) => {
          const { rows: sources } = await t.db.query<{ id: string }>(
            "select id from public.questions where status = 'pending' order by created_at limit 20",
          );
          let turn = 0;
          return {
            run: () =>
              t.client.rpc('similar_questions', {
                p_question_id: sources[turn++ % sources.length]!.id,
              }),
            page: 1,
          };
        }),
      );
      const [small, large] = await measure(picks);
      const pass = large!.p95 < 100;
      ok &&= pass;
      console.log(
        `${'question page'.padEnd(24)}${String(large!.rows).padEnd(14)}${fmt(small!).padEnd(18)}${fmt(large!).padEnd(18)}${(large!.p50 / small!.p50).toFixed(2)}  ${pass ? 'ok' : 'MISSES TARGET'}`,
      );
    }

    console.log(
      `\nAdmin dashboard (information)\n${'RPC'.padEnd(32)}${'1k p50/p95 ms'.padEnd(18)}100k p50/p95 ms`,
    );
    for (const call of DASHBOARD_CALLS) {
      const [small, large] = await measure(
        targets.map((t) => ({ run: () => call.run(t), page: 1 })),
        Math.max(50, Math.round(RUNS / 3)),
      );
      console.log(`${call.name.padEnd(32)}${fmt(small!).padEnd(18)}${fmt(large!)}`);
    }

    console.log(
      `\ntargets: lists p95 < 50 ms at 100,000 and 100k/1k ratio (p50) < 1.5; reports and similar questions p95 < 100 ms at 100,000 -> ${ok ? 'met' : 'NOT met'} (${((Date.now() - t0) / 1000).toFixed(0)} s, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')})`,
    );
    if (!ok && !process.env.BENCH_NO_FAIL) process.exitCode = 1;
  } finally {
    for (const t of targets) await t.stop();
  }
}

await main();
