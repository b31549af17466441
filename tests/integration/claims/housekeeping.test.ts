/**
 * maintenance_prune (service role only): closed rate-limit windows, expired used human tokens,
 * knowledge-base form sessions older than two days and outbox rows delivered or skipped more than
 * retention.outbox_days ago are deleted; current windows, unexpired tokens, sessions a view can
 * still count under, recent, pending and failed outbox rows stay. The local drainer runs it
 * on its own schedule (stack/outbox-drainer.ts), as pg_cron does on hosted Supabase.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { startOutboxDrainer } from '../../../stack/outbox-drainer.ts';
import { anonClient, DEMO, env, serviceClient, signedIn, sql } from '../helpers';

/** The two form sessions each plant() made: one past its use, one a view can still count under. */
const formSessions = new Map<string, { old: string; recent: string }>();

const tag = () => `hk-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** Plants one of everything, old and current; answers the keys to look them up by. */
async function plant() {
  const t = tag();
  await sql(
    `insert into public.rate_limits (bucket, subject, window_start, hits, expires_at) values
       ('submission', $1 || '-closed', now() - interval '2 hours', 3, now() - interval '1 hour'),
       ('submission', $1 || '-open', date_trunc('minute', now()), 1, now() + interval '10 minutes'),
       ('submission', $1 || '-legacy-old', now() - interval '2 days', 1, null),
       ('submission', $1 || '-legacy-recent', now() - interval '1 hour', 1, null)`,
    [t],
  );
  await sql(
    `insert into public.human_tokens_used (nonce, expires_at) values
       ($1 || '-expired', now() - interval '1 minute'), ($1 || '-valid', now() + interval '5 minutes')`,
    [t],
  );
  await sql(
    `insert into public.outbox (kind, dedupe_key, status, delivered_at, created_at, next_attempt_at) values
       ('confirmation_email', $1 || ':delivered-old', 'delivered', now() - interval '40 days', now() - interval '41 days', now()),
       ('confirmation_email', $1 || ':delivered-recent', 'delivered', now() - interval '1 day', now() - interval '1 day', now()),
       ('confirmation_email', $1 || ':skipped-old', 'skipped', null, now() - interval '40 days', now()),
       ('confirmation_email', $1 || ':failed-old', 'failed', null, now() - interval '40 days', now()),
       ('info_request_close', $1 || ':pending-old', 'pending', null, now() - interval '40 days', now() + interval '1 day')`,
    [t],
  );
  // the pending row is not due from the start (a drain must not pick it up during the test)
  const sessions = { old: randomUUID(), recent: randomUUID() };
  formSessions.set(t, sessions);
  await sql(
    `insert into public.kb_form_sessions (id, created_at) values
       ($1, now() - interval '3 days'), ($2, now() - interval '20 hours')`,
    [sessions.old, sessions.recent],
  );
  return t;
}

async function left(t: string) {
  const windows = await sql<{ subject: string }>(
    `select subject from public.rate_limits where subject like $1 || '-%' order by subject`,
    [t],
  );
  const tokens = await sql<{ nonce: string }>(
    `select nonce from public.human_tokens_used where nonce like $1 || '-%' order by nonce`,
    [t],
  );
  const outbox = await sql<{ dedupe_key: string }>(
    `select dedupe_key from public.outbox where dedupe_key like $1 || ':%' order by dedupe_key`,
    [t],
  );
  const planted = formSessions.get(t)!;
  const sessions = await sql<{ id: string }>(
    `select id from public.kb_form_sessions where id = any($1::uuid[])`,
    [[planted.old, planted.recent]],
  );
  const strip = (s: string) => s.slice(t.length + 1);
  return {
    windows: windows.map((r) => strip(r.subject)),
    tokens: tokens.map((r) => strip(r.nonce)),
    outbox: outbox.map((r) => strip(r.dedupe_key)),
    formSessions: (['old', 'recent'] as const).filter((age) =>
      sessions.some((r) => r.id === planted[age]),
    ),
  };
}

const KEPT = {
  windows: ['legacy-recent', 'open'],
  tokens: ['valid'],
  outbox: ['delivered-recent', 'failed-old', 'pending-old'],
  formSessions: ['recent'],
};

describe('maintenance_prune', () => {
  it('deletes what is old and keeps what is current', async () => {
    const t = await plant();
    const { data, error } = await serviceClient().rpc('maintenance_prune');
    expect(error).toBeNull();
    // Boundary: maintenance_prune returns json (no generated row type); this is its documented shape.
    const counts = data as {
      rateLimitWindows: number;
      humanTokens: number;
      formSessions: number;
      outboxRows: number;
    };
    expect(counts.rateLimitWindows).toBeGreaterThanOrEqual(2);
    expect(counts.humanTokens).toBeGreaterThanOrEqual(1);
    expect(counts.formSessions).toBeGreaterThanOrEqual(1);
    expect(counts.outboxRows).toBeGreaterThanOrEqual(2);
    expect(await left(t)).toEqual(KEPT);
  });

  it('a shorter retention prunes recent delivered rows too, never failed or pending ones', async () => {
    const t = await plant();
    await sql(
      `update public.outbox set delivered_at = now() - interval '2 days' where dedupe_key = $1 || ':delivered-recent'`,
      [t],
    );
    expect((await serviceClient().rpc('maintenance_prune', { p_outbox_days: 1 })).error).toBeNull();
    expect((await left(t)).outbox).toEqual(['failed-old', 'pending-old']);
  });

  it('is for the service role only', async () => {
    const t = await plant();
    for (const client of [anonClient(), await signedIn(DEMO.user), await signedIn(DEMO.admin)]) {
      const { error } = await client.rpc('maintenance_prune');
      expect(error?.code).toBe('42501');
    }
    expect((await left(t)).outbox).toContain('delivered-old');
  });

  it('the local drainer runs it on its schedule', async () => {
    const t = await plant();
    const drainer = startOutboxDrainer({
      apiUrl: env('SUPABASE_URL'),
      serviceRoleKey: env('SUPABASE_SERVICE_ROLE_KEY'),
      intervalMs: 3_600_000,
      maintenanceIntervalMs: 300,
    });
    try {
      await expect
        .poll(async () => (await left(t)).outbox, { timeout: 10_000 })
        .toEqual(KEPT.outbox);
      expect(await left(t)).toEqual(KEPT);
    } finally {
      await drainer.stop();
    }
  });
});
