/**
 * Each outbox kind drains on its own (docs/decisions.md, "One mail path"): a Smartsheet that takes
 * seconds per row never holds a confirmation back. The fake Smartsheet answers every request after
 * 1.4 s (below the stack's 1.5 s timeout), so one row takes about 2.8 s (columns, then the row).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { DUE_KINDS_SQL } from '../../../stack/outbox-drainer.ts';
import { env, sql, waitForMail } from '../helpers.ts';
import { submitQuestion } from './fn-helpers.ts';

const MERIDIAN = 'c0000000-0000-4000-8000-000000000002';

async function setSlow(delayMs: number | null): Promise<void> {
  const res = await fetch(`${env('SMARTSHEET_FAKE_URL')}/__mode`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(delayMs === null ? { mode: 'ok' } : { mode: 'slow', delayMs }),
  });
  expect(res.status).toBe(200);
}
afterEach(() => setSlow(null));

async function waitUntilClaimed(questionId: string, kind: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const [row] = await sql<{ attempts: number }>(
      'select attempts from public.outbox where question_id = $1 and kind = $2',
      [questionId, kind],
    );
    if (row && row.attempts > 0) return;
    if (Date.now() > deadline) throw new Error(`${kind} of ${questionId} never claimed`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('outbox lanes', () => {
  it('a slow Smartsheet does not delay a confirmation queued while its row is being sent', async () => {
    await setSlow(1400);
    const synced = await submitQuestion({ corporateAccountId: MERIDIAN });
    await waitUntilClaimed(synced.id, 'smartsheet_row');

    const t0 = Date.now();
    const q = await submitQuestion();
    await waitForMail(q.email, () => true, 10_000);
    const latency = Date.now() - t0;
    console.log(`[outbox-lanes] confirmation latency with a slow Smartsheet: ${latency} ms`);
    // one drain tick (1 s) and the send, with room for a loaded machine; the Smartsheet lane is
    // still busy for seconds (one call for every kind: about 4 s)
    expect(latency).toBeLessThan(2_500);
  });

  it("the drainer's check names exactly the kinds outbox_claim would claim from", async () => {
    // Kinds of no lane, so the running drainer leaves the rows alone.
    const tag = `zz_due_${Date.now().toString(36)}`;
    const rows: Array<[string, string, string, string | null]> = [
      // suffix, status, next attempt, held until
      ['due', 'pending', "now() - interval '1 second'", null],
      ['later', 'pending', "now() + interval '1 hour'", null],
      ['held', 'pending', "now() - interval '1 second'", "now() + interval '1 hour'"],
      ['lease_over', 'pending', "now() - interval '1 minute'", "now() - interval '1 second'"],
      ['delivered', 'delivered', "now() - interval '1 second'", null],
      ['failed', 'failed', "now() - interval '1 second'", null],
    ];
    const values = rows
      .map(
        ([k, status, next, held]) =>
          `('${tag}_${k}', '${tag}:${k}', '${status}', ${next}, ${held ?? 'null'})`,
      )
      .join(', ');
    await sql(
      `insert into public.outbox (kind, dedupe_key, status, next_attempt_at, locked_until) values ${values}`,
    );
    try {
      const ours = (kinds: string[]) => kinds.filter((k) => k.startsWith(tag)).sort();
      const due = ours((await sql<{ kind: string }>(DUE_KINDS_SQL)).map((r) => r.kind));
      expect(due).toEqual([`${tag}_due`, `${tag}_lease_over`]);
      const claimed: string[] = [];
      for (const [k] of rows)
        for (const r of await sql<{ kind: string }>(
          'select kind from public.outbox_claim(10, 120, $1)',
          [`${tag}_${k}`],
        ))
          claimed.push(r.kind);
      expect(ours(claimed)).toEqual(due);
    } finally {
      await sql('delete from public.outbox where kind like $1', [`${tag}_%`]);
    }
  });
});
