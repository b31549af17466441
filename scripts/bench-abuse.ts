/**
 * npm run bench:abuse: the attack loops of the public submission path, run as an anonymous client
 * from loopback against a stack, with the figures for a before/after comparison: mails delivered
 * (MailDev), partner notifications, a partner's counter before and after, refusals.
 *
 *   1. relay: 100 parallel loops of submit_question naming one external address, then
 *      send-confirmation-email for that question; again with plus-addressed variants (victim+N@);
 *   2. partner flood: 100 submit_question to a partner (20,000 characters of text each), then 100
 *      send-corporate-notification calls;
 *   3. counter drain: 25 x (submit_question to a partner + decrement_corporate_questions);
 *   4. demo gate: a submission to a gated partner without a token; 200 parallel code guesses, then
 *      the right code, from one address;
 *   5. auto_assign_question on a question somebody else submitted, and on an unknown id.
 *
 * Each loop comes from its own loopback address (127.x.y.z), as one attacker would. The script
 * tolerates functions that do not exist (older or newer code), reporting the answer it got.
 *
 * Where:
 *   (default)             starts an ephemeral stack from this checkout (stack/test-stack.ts), sets
 *                         the production limits (the test stacks raise them), runs, stops it;
 *   --stack-root <dir>    the same with another checkout's stack (e.g. a git worktree of older
 *                         code): its migrations, seed and functions;
 *   --url <api> --anon-key <key> --mail-api <url> [--db-url <postgres url>]
 *                         an already running stack (or SUPABASE_URL, SUPABASE_ANON_KEY,
 *                         MAIL_API_URL, DB_URL); --db-url lets it set the production limits.
 */
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { Agent, fetch as undiciFetch } from 'undici';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const MERIDIAN = 'c0000000-0000-4000-8000-000000000002';
const SUMMIT = 'c0000000-0000-4000-8000-000000000001';
const HARBOR = 'c0000000-0000-4000-8000-000000000004';
const DEMO_CODE = 'CLAIMDESK-DEMO';

/** The migrations' values (supabase/README.md, "Submission path, limits and the outbox"). */
const PRODUCTION_LIMITS: Record<string, string> = {
  'limit.submissions_per_address': '5',
  'limit.submissions_per_user': '20',
  'limit.confirmations_per_recipient': '3',
  'limit.notifications_per_account': '30',
  'limit.demo_checks_per_address': '10',
  'limit.min_fill_seconds': '3',
};

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
}

interface Target {
  url: string;
  anonKey: string;
  mailApi: string;
  dbUrl: string | null;
  stop: () => Promise<void>;
}

async function target(): Promise<Target> {
  const url = arg('--url') ?? (arg('--stack-root') ? undefined : process.env.SUPABASE_URL);
  if (url) {
    const anonKey = arg('--anon-key') ?? process.env.SUPABASE_ANON_KEY;
    const mailApi = arg('--mail-api') ?? process.env.MAIL_API_URL;
    if (!anonKey || !mailApi) throw new Error('--url needs --anon-key and --mail-api');
    const dbUrl = arg('--db-url') ?? process.env.DB_URL ?? null;
    return { url, anonKey, mailApi, dbUrl, stop: async () => {} };
  }
  const root = path.resolve(arg('--stack-root') ?? ROOT);
  process.stderr.write(`[bench:abuse] starting a stack from ${root}\n`);
  const mod = (await import(pathToFileURL(path.join(root, 'stack', 'test-stack.ts')).href)) as {
    startTestStack: () => Promise<{ env: Record<string, string>; stop: () => Promise<void> }>;
  };
  const test = await mod.startTestStack();
  return {
    url: test.env.SUPABASE_URL!,
    anonKey: test.env.SUPABASE_ANON_KEY!,
    mailApi: test.env.MAIL_API_URL!,
    dbUrl: test.env.DB_URL ?? null,
    stop: () => test.stop(),
  };
}

/** A client whose connections leave from one loopback address (a distinct caller to the gateway). */
function caller(t: Target) {
  const b = () => Math.floor(Math.random() * 250) + 1;
  const address = `127.${b()}.${b()}.${b()}`;
  const dispatcher = new Agent({
    connections: 16,
    connect: (opts, callback) => {
      const socket = net.connect({
        host: opts.hostname,
        port: Number(opts.port),
        localAddress: address,
      });
      socket.once('connect', () => callback(null, socket));
      socket.once('error', (err) => callback(err, null));
      return socket;
    },
  });
  const post = async (p: string, body: unknown): Promise<{ status: number; body: unknown }> => {
    try {
      const res = await undiciFetch(`${t.url}${p}`, {
        method: 'POST',
        dispatcher,
        headers: {
          apikey: t.anonKey,
          authorization: `Bearer ${t.anonKey}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
      });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        /* keep the text */
      }
      return { status: res.status, body: parsed };
    } catch (e) {
      return { status: 0, body: e instanceof Error ? e.message : String(e) };
    }
  };
  return {
    address,
    rpc: (fn: string, args: unknown) => post(`/rest/v1/rpc/${fn}`, args),
    fn: (name: string, body: unknown) => post(`/functions/v1/${name}`, body),
    close: () => dispatcher.close(),
  };
}

type Answer = { status: number; body: unknown };

/** "200 x5, 429 x95 (Too many ...)": the answers grouped by status and message. */
function tally(answers: Answer[]): string {
  const groups = new Map<string, number>();
  for (const a of answers) {
    const b = a.body as { message?: unknown; error?: unknown; code?: unknown } | null;
    const msg =
      a.status >= 200 && a.status < 300
        ? ''
        : typeof b?.message === 'string'
          ? b.message
          : typeof b?.error === 'string'
            ? b.error
            : typeof a.body === 'string'
              ? a.body
              : '';
    const key = `${a.status}${msg ? ` (${msg.slice(0, 70)})` : ''}`;
    groups.set(key, (groups.get(key) ?? 0) + 1);
  }
  return [...groups].map(([k, n]) => `${k} x${n}`).join(', ');
}

const ok = (a: Answer) => a.status >= 200 && a.status < 300;

interface Mail {
  to: { address: string }[];
}

/** Mails to the address; with `plus`, also to its plus-addressed variants (local+tag@domain). */
async function mailsTo(t: Target, address: string, plus = false): Promise<number> {
  const res = await fetch(`${t.mailApi}/email`);
  const all = (await res.json()) as Mail[];
  const [local, domain] = address.toLowerCase().split('@') as [string, string];
  const hit = (a: string) => {
    const x = a.toLowerCase();
    return (
      x === `${local}@${domain}` || (plus && x.startsWith(`${local}+`) && x.endsWith(`@${domain}`))
    );
  };
  return all.filter((m) => m.to.some((x) => hit(x.address))).length;
}

/** The mail count once it has not changed for 4 s (the outbox delivers after the calls), at most 90 s. */
async function settledMails(t: Target, address: string, plus = false): Promise<number> {
  const deadline = Date.now() + 90_000;
  let last = await mailsTo(t, address, plus);
  let stableSince = Date.now();
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 500));
    const n = await mailsTo(t, address, plus);
    if (n !== last) {
      last = n;
      stableSince = Date.now();
    } else if (Date.now() - stableSince >= 4_000) break;
  }
  return last;
}

function question(extra: Record<string, unknown>) {
  return {
    title: `Buy cheap meds now ${Math.random().toString(36).slice(2, 8)}`,
    content: 'Visit https://attacker.example for a prize.',
    status: 'unassigned',
    firstName: 'Mallory',
    lastName: 'Attacker',
    email: 'mallory@attacker.example',
    codingQuestionType: 'General Coding Question',
    corporateAccountId: null,
    // what the forms send: a minute on the page (new code), and the old absolute start time
    formElapsedMs: 60_000,
    formStartedAt: Date.now() - 60_000,
    ...extra,
  };
}

async function counter(t: Target, id: string): Promise<number | null> {
  if (!t.dbUrl) return null;
  const c = new pg.Client({ connectionString: t.dbUrl });
  await c.connect();
  try {
    const r = await c.query<{ n: number }>(
      'select questions_remaining n from public.corporate_accounts where id = $1',
      [id],
    );
    return r.rows[0]?.n ?? null;
  } finally {
    await c.end();
  }
}

async function questionStatus(t: Target, id: string): Promise<string | null> {
  if (!t.dbUrl) return null;
  const c = new pg.Client({ connectionString: t.dbUrl });
  await c.connect();
  try {
    const r = await c.query<{ s: string }>(
      'select status::text s from public.questions where id = $1',
      [id],
    );
    return r.rows[0]?.s ?? null;
  } finally {
    await c.end();
  }
}

async function setLimits(t: Target): Promise<void> {
  if (!t.dbUrl || process.argv.includes('--keep-limits')) return;
  const c = new pg.Client({ connectionString: t.dbUrl });
  await c.connect();
  try {
    for (const [key, value] of Object.entries(PRODUCTION_LIMITS)) {
      await c.query(
        `insert into public.app_settings (key, value) values ($1, $2)
         on conflict (key) do update set value = excluded.value`,
        [key, value],
      );
    }
  } finally {
    await c.end();
  }
}

const line = (s: string) => process.stdout.write(`${s}\n`);
const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * `plus`: each loop names its own plus-addressed variant of the victim (victim+N@), which most
 * providers deliver to the one inbox; the old send-confirmation-email found at most 20 recent
 * questions per exact address.
 */
async function relay(t: Target, plus: boolean) {
  const victim = `victim-${Date.now().toString(36)}@external.example`;
  const [local, domain] = victim.split('@') as [string, string];
  const c = caller(t);
  const submits: Answer[] = [];
  const sends: Answer[] = [];
  const t0 = Date.now();
  // 100 parallel attackers' loops: store a question naming the victim, then ask for its confirmation
  await Promise.all(
    Array.from({ length: 100 }, async (_, i) => {
      const email = plus ? `${local}+${i}@${domain}` : victim;
      const submitted = await c.rpc('submit_question', { payload: question({ email }) });
      submits.push(submitted);
      sends.push(
        await c.fn('send-confirmation-email', {
          email,
          firstName: 'Mallory',
          lastName: 'Attacker',
          title: 'Buy cheap meds now',
          questionId: ok(submitted) ? (submitted.body as string) : null,
        }),
      );
    }),
  );
  const ms = Date.now() - t0;
  const mails = await settledMails(t, victim, plus);
  c.close();
  line(
    `1${plus ? 'b' : 'a'}. relay to one external ${plus ? 'inbox, plus-addressed (victim+N@)' : 'address'} (from ${c.address}), ${secs(ms)}`,
  );
  line(`   submit_question x100: ${tally(submits)}`);
  line(`   send-confirmation-email x100: ${tally(sends)}`);
  line(`   mails delivered to the victim: ${mails}`);
}

async function flood(t: Target) {
  const partner = 'reimbursement@meridian-medical.test';
  const before = await mailsTo(t, partner);
  const c = caller(t);
  const t0 = Date.now();
  const submits = await Promise.all(
    Array.from({ length: 100 }, () =>
      c.rpc('submit_question', {
        payload: question({ corporateAccountId: MERIDIAN, content: 'x'.repeat(20_000) }),
      }),
    ),
  );
  const ids = submits.filter(ok).map((a) => a.body as string);
  const sends = await Promise.all(
    Array.from({ length: 100 }, (_, i) =>
      c.fn('send-corporate-notification', {
        questionId: ids[i % Math.max(ids.length, 1)] ?? '00000000-0000-4000-8000-000000000000',
        corporateAccountId: MERIDIAN,
        title: 'Buy cheap meds now',
        content: 'x'.repeat(20_000),
        questionsRemaining: 1,
      }),
    ),
  );
  const ms = Date.now() - t0;
  const after = await settledMails(t, partner);
  c.close();
  line(`2. partner inbox flood (Meridian, from ${c.address}), ${secs(ms)}`);
  line(`   submit_question x100: ${tally(submits)}`);
  line(`   send-corporate-notification x100: ${tally(sends)}`);
  line(`   notifications delivered to the partner: ${after - before}`);
}

async function drain(t: Target) {
  const before = await counter(t, SUMMIT);
  const c = caller(t);
  const submits: Answer[] = [];
  const decrements: Answer[] = [];
  for (let i = 0; i < 25; i++) {
    submits.push(
      await c.rpc('submit_question', { payload: question({ corporateAccountId: SUMMIT }) }),
    );
    decrements.push(await c.rpc('decrement_corporate_questions', { account_id: SUMMIT }));
  }
  const after = await counter(t, SUMMIT);
  c.close();
  const stored = submits.filter(ok).length;
  line(`3. counter drain (Summit, from ${c.address})`);
  line(`   submit_question x25: ${tally(submits)}`);
  line(`   decrement_corporate_questions x25: ${tally(decrements)}`);
  line(
    `   counter ${before} -> ${after} (${before !== null && after !== null ? before - after : '?'} down for ${stored} stored questions)`,
  );
}

async function gate(t: Target) {
  const c = caller(t);
  const before = await counter(t, HARBOR);
  const gated = await c.rpc('submit_question', {
    payload: question({ corporateAccountId: HARBOR, status: 'pending', expertId: null }),
  });
  const t0 = Date.now();
  const guesses = await Promise.all(
    Array.from({ length: 200 }, (_, i) =>
      c.rpc('verify_demo_access', {
        code: `GUESS-${i}-XXXX`,
        account: 'harbor-hospital-network',
      }),
    ),
  );
  const guessMs = Date.now() - t0;
  const right = await c.rpc('verify_demo_access', {
    code: DEMO_CODE,
    account: 'harbor-hospital-network',
  });
  const after = await counter(t, HARBOR);
  c.close();
  const opened = (a: Answer) => a.body === true || typeof a.body === 'string';
  line(`4. demo gate (Harbor, from ${c.address})`);
  line(
    `   gated submit_question without a token: ${tally([gated])}; counter ${before} -> ${after}`,
  );
  line(
    `   verify_demo_access x200 wrong codes in ${secs(guessMs)} (${Math.round((200 / guessMs) * 60_000)}/min): ${tally(guesses)}; ${guesses.filter(opened).length} opened`,
  );
  line(
    `   then the right code from the same address: ${opened(right) ? 'opened' : 'refused'} (${JSON.stringify(right.body).slice(0, 40)})`,
  );
}

async function autoAssign(t: Target) {
  const victim = caller(t);
  const theirs = await victim.rpc('submit_question', {
    payload: question({ corporateAccountId: SUMMIT, email: 'someone@else.example' }),
  });
  victim.close();
  const id = ok(theirs) ? (theirs.body as string) : null;
  const statusBefore = id ? await questionStatus(t, id) : null;
  const c = caller(t);
  const onTheirs = id
    ? await c.rpc('auto_assign_question', { question_id: id })
    : { status: 0, body: 'no question' };
  const unknown = await c.rpc('auto_assign_question', {
    question_id: '7d3c2b1a-0000-4000-8000-0000000000aa',
  });
  c.close();
  const statusAfter = id ? await questionStatus(t, id) : null;
  line(`5. auto_assign_question as anon (from ${c.address})`);
  line(
    `   on another submitter's question: ${tally([onTheirs])} ${JSON.stringify(onTheirs.body).slice(0, 70)}; its status ${statusBefore} -> ${statusAfter}`,
  );
  line(`   on an unknown id: ${tally([unknown])} ${JSON.stringify(unknown.body).slice(0, 70)}`);
}

async function main(): Promise<void> {
  const t = await target();
  try {
    await setLimits(t);
    line(`bench:abuse against ${t.url}${t.dbUrl ? '' : ' (no --db-url: no counters)'}`);
    await relay(t, false);
    await relay(t, true);
    await flood(t);
    await drain(t);
    await gate(t);
    await autoAssign(t);
  } finally {
    await t.stop();
  }
}

void main().catch((e: Error) => {
  process.stderr.write(`bench:abuse failed: ${e.stack ?? e.message}\n`);
  process.exit(1);
});
