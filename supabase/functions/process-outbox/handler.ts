/**
 * process-outbox: delivers the due rows of public.outbox (confirmation emails, partner
 * notifications and digests, approved answers, Smartsheet rows, the ask-back mails). Service role
 * only. Each kind is a lane of its own (lanes.ts): `{ kind }` delivers that kind only, no kind runs
 * every lane at once, so a slow kind never holds the others back. Rows are claimed with
 * `for update skip locked` (outbox_claim), so parallel runs never deliver one row twice; each
 * outcome is recorded with outbox_finish (delivered / skipped, or retry with exponential backoff).
 * Body (optional): { limit?: 1..100, kind?: a kind of lanes.ts }.
 * 200 { data: { claimed, delivered, skipped, retried, failed } }.
 * Triggered by pg_cron + pg_net on hosted Supabase (supabase/hosted/outbox-schedule.sql) and by the
 * local stack's drainer (stack/outbox-drainer.ts), once per lane.
 */
import { z } from 'zod';
import { resolveCaller } from '../_shared/auth.ts';
import { HttpError } from '../_shared/http.ts';
import { MESSAGES } from '../_shared/messages.ts';
import { jsonHandler } from '../_shared/serve.ts';
import { serviceClient, sqlArgs, type Db } from '../_shared/supabase.ts';
import { parseBody } from '../_shared/validation.ts';
import { DELIVERERS, type Deliverer, type OutboxRow } from './deliverers.ts';
import { OUTBOX_KINDS, type OutboxKind } from './lanes.ts';

export const processBody = z.object({
  limit: z.number().int().min(1).max(100).nullish(),
  kind: z.enum(OUTBOX_KINDS).nullish(),
});

type Counts = {
  claimed: number;
  delivered: number;
  skipped: number;
  retried: number;
  failed: number;
};

export const handler = jsonHandler('process-outbox', async ({ req, body }) => {
  const caller = await resolveCaller(req);
  if (caller.kind === 'anon') throw new HttpError(401, MESSAGES.noSession);
  if (caller.kind !== 'service') throw new HttpError(403, MESSAGES.serviceOnly);
  const { limit, kind } = parseBody(processBody, body);
  const admin = serviceClient();

  const lanes = kind ? [kind] : OUTBOX_KINDS;
  const results = await Promise.all(lanes.map((k) => drainLane(admin, k, limit ?? 20)));
  const counts = results.reduce((sum, c) => ({
    claimed: sum.claimed + c.claimed,
    delivered: sum.delivered + c.delivered,
    skipped: sum.skipped + c.skipped,
    retried: sum.retried + c.retried,
    failed: sum.failed + c.failed,
  }));
  if (counts.claimed > 0) console.log(`[process-outbox] ${JSON.stringify(counts)}`);
  return { data: counts };
});

/** One lane: the due rows of one kind, delivered at once. */
async function drainLane(admin: Db, kind: OutboxKind, limit: number): Promise<Counts> {
  const { data, error } = await admin.rpc('outbox_claim', {
    p_limit: limit,
    p_lease_seconds: 120,
    p_kind: kind,
  });
  if (error) throw new Error(`outbox_claim failed: ${error.message}`);
  const rows: OutboxRow[] = data ?? [];
  const counts = { claimed: rows.length, delivered: 0, skipped: 0, retried: 0, failed: 0 };

  await Promise.all(
    rows.map(async (row) => {
      let outcome: 'delivered' | 'skipped' | 'retry';
      let note: string | null = null;
      const known = OUTBOX_KINDS.find((k) => k === row.kind);
      const deliver: Deliverer | undefined = known && DELIVERERS[known];
      try {
        if (!deliver) throw new Error(`no deliverer for kind ${row.kind}`);
        const result = await deliver(admin, row);
        outcome = result.outcome;
        note = result.note ?? null;
      } catch (e) {
        outcome = 'retry';
        note = e instanceof Error ? e.message : String(e);
        console.error(`[process-outbox] ${row.kind} #${row.id} attempt ${row.attempts}: ${note}`);
      }
      const { data: status, error: finishError } = await admin.rpc(
        'outbox_finish',
        sqlArgs<'outbox_finish'>({ p_id: row.id, p_outcome: outcome, p_error: note }),
      );
      if (finishError) {
        console.error(`[process-outbox] #${row.id}: outbox_finish failed: ${finishError.message}`);
        return;
      }
      if (status === 'delivered') counts.delivered++;
      else if (status === 'skipped') counts.skipped++;
      else if (status === 'failed') counts.failed++;
      else counts.retried++;
    }),
  );
  return counts;
}
