/**
 * submit-to-smartsheet against the fake Smartsheet API started by the global setup
 * (SMARTSHEET_FAKE_URL; token test-token, sheet 1234567890, SMARTSHEET_RETRY_BASE_MS short,
 * SMARTSHEET_TIMEOUT_MS 1500). Only staff and the service role may trigger it (the outbox queues
 * the row of every question to an account with smartsheet_sync on), the outcome is kept in
 * question_internal, and callers get a generic message. The staff-function tests turn Summit's
 * setting off for this file, so the outbox does not race them; the outbox path has its own tests at
 * the end (Meridian, setting on).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { env, json, sql } from '../helpers.ts';
import { FAKE_COLUMNS, type FakeMode, type RecordedRequest } from './fake-smartsheet.ts';
import { CALLER_KINDS, callFn, submitQuestion } from './fn-helpers.ts';

const SUMMIT = 'c0000000-0000-4000-8000-000000000001';
const MERIDIAN = 'c0000000-0000-4000-8000-000000000002';
const QUESTION_ID_COLUMN = FAKE_COLUMNS.find((c) => c.title === 'Question ID')!.id;

const setSync = (id: string, on: boolean) =>
  sql('update public.corporate_accounts set smartsheet_sync = $2 where id = $1', [id, on]);
beforeAll(() => setSync(SUMMIT, false));
afterAll(() => setSync(SUMMIT, true));
const col = (title: string) => FAKE_COLUMNS.find((c) => c.title === title)!.id;

async function setMode(mode: FakeMode): Promise<void> {
  const res = await fetch(`${env('SMARTSHEET_FAKE_URL')}/__mode`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mode }),
  });
  expect(res.status).toBe(200);
}
// The fake serves the whole run: a test that fails half-way must not leave it hanging or failing
// for the files after this one (their submissions sync to Smartsheet through the outbox).
afterEach(() => setMode('ok'));

/** The "add rows" requests since the last mode change (of one question, when given). */
async function rowRequests(questionId?: string): Promise<RecordedRequest[]> {
  const all = await json<RecordedRequest[]>(
    await fetch(`${env('SMARTSHEET_FAKE_URL')}/__requests`),
  );
  const ofQuestion = (r: RecordedRequest) =>
    !questionId ||
    // Boundary: a recorded request's body is the JSON the function sent; "add rows" sends rows.
    (r.body as Array<{ cells?: Array<{ columnId: number; value: unknown }> }>).some((row) =>
      row.cells?.some((c) => c.columnId === QUESTION_ID_COLUMN && c.value === questionId),
    );
  return all.filter((r) => r.method === 'POST' && /\/rows$/.test(r.path) && ofQuestion(r));
}

async function stored(id: string) {
  const [row] = await sql<{
    smartsheet_row_id: string | null;
    smartsheet_synced_at: Date | null;
    smartsheet_error: string | null;
  }>(
    'select smartsheet_row_id, smartsheet_synced_at, smartsheet_error from public.question_internal where question_id = $1',
    [id],
  );
  return row ?? { smartsheet_row_id: null, smartsheet_synced_at: null, smartsheet_error: null };
}

describe('submit-to-smartsheet', () => {
  it('adds a row: POST /sheets/1234567890/rows, bearer token, mapped cells; records the row id and time', async () => {
    await setMode('ok');
    const q = await submitQuestion({ corporateAccountId: SUMMIT });
    const before = Date.now();
    const res = await callFn<{ rowId: string; attempts: number }>(
      'submit-to-smartsheet',
      { questionId: q.id },
      'service',
    );
    expect(res.status).toBe(200);
    expect(res.body.data?.attempts).toBe(1);
    const rowId = res.body.data!.rowId;
    expect(rowId).toMatch(/^7\d{15}$/);

    const posts = await rowRequests(q.id);
    expect(posts).toHaveLength(1);
    const post = posts[0]!;
    expect(post.path).toBe('/sheets/1234567890/rows');
    expect(post.headers.authorization).toBe('Bearer test-token');
    expect(post.headers['content-type']).toBe('application/json');
    expect(Array.isArray(post.body)).toBe(true);
    // Boundary: a recorded request's body is the JSON the function sent; "add rows" sends rows.
    const [row] = post.body as Array<{
      toTop: boolean;
      cells: Array<{ columnId: number; value: unknown }>;
    }>;
    expect(row!.toTop).toBe(true);
    const cells = Object.fromEntries(row!.cells.map((c) => [c.columnId, c.value]));
    expect(cells).toMatchObject({
      [col('Question ID')]: q.id,
      [col('Question Summary')]: q.title,
      [col('Question')]: 'Can modifier 25 be billed with a preventive visit on the same day?',
      [col('Corporate Account')]: 'Summit Health System',
      [col('Coding Question Type')]: 'Professional - Global',
      [col('Status')]: 'pending', // auto-assigned on submission
      [col('First Name')]: 'Ada',
      [col('Last Name')]: 'Lovelace',
      [col('Email')]: q.email,
      [col('Date of Service')]: '2025-01-01',
      [col('POS Indicator')]: '11 - Office',
      [col('Zip Code')]: '02139',
    });
    expect(cells[col('Phone')]).toBeUndefined(); // empty fields are left out
    expect(cells[col('Reviewer Notes')]).toBeUndefined(); // columns of the sheet we do not fill

    const saved = await stored(q.id);
    expect(saved.smartsheet_row_id).toBe(rowId);
    expect(saved.smartsheet_error).toBeNull();
    expect(saved.smartsheet_synced_at!.getTime()).toBeGreaterThanOrEqual(before - 5_000);
  });

  it('does not add a second row for a question already synced', async () => {
    await setMode('ok');
    const q = await submitQuestion();
    const first = await callFn<{ rowId: string }>(
      'submit-to-smartsheet',
      { questionId: q.id },
      'service',
    );
    const again = await callFn<{ rowId: string; alreadySynced: boolean }>(
      'submit-to-smartsheet',
      { questionId: q.id },
      'service',
    );
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual({ rowId: first.body.data!.rowId, alreadySynced: true });
    expect(await rowRequests(q.id)).toHaveLength(1);
  });

  it('retries after a 429 and succeeds', async () => {
    await setMode('429-once');
    const q = await submitQuestion();
    const res = await callFn<{ rowId: string; attempts: number }>(
      'submit-to-smartsheet',
      { questionId: q.id },
      'service',
    );
    expect(res.status).toBe(200);
    expect(res.body.data?.attempts).toBe(2);
    const posts = await rowRequests(q.id);
    expect(posts).toHaveLength(2);
    expect(posts[1]!.body).toEqual(posts[0]!.body);
    expect((await stored(q.id)).smartsheet_row_id).toBe(res.body.data!.rowId);
  });

  it('after repeated 500s: 502 with the last error, recorded on the question; a later call succeeds and clears it', async () => {
    await setMode('500-always');
    const q = await submitQuestion();
    const res = await callFn('submit-to-smartsheet', { questionId: q.id }, 'service');
    expect(res.status).toBe(502);
    // Upstream text can quote cell values: the caller gets a generic message only.
    expect(res.body.error).toBe('Smartsheet sync failed');
    expect(await rowRequests(q.id)).toHaveLength(4);
    const failed = await stored(q.id);
    expect(failed.smartsheet_row_id).toBeNull();
    expect(failed.smartsheet_error).toBe(
      'HTTP 500: An unexpected error has occurred. (errorCode 4000) (after 4 attempts)',
    );
    expect(failed.smartsheet_synced_at).not.toBeNull();

    await setMode('ok');
    const retry = await callFn<{ rowId: string }>(
      'submit-to-smartsheet',
      { questionId: q.id },
      'service',
    );
    expect(retry.status).toBe(200);
    const fixed = await stored(q.id);
    expect(fixed.smartsheet_row_id).toBe(retry.body.data!.rowId);
    expect(fixed.smartsheet_error).toBeNull();
  });

  it.each(CALLER_KINDS)('%s: only staff and the service may trigger a sync', async (kind) => {
    await setMode('ok');
    const q = await submitQuestion();
    const res = await callFn<{ rowId: string }>('submit-to-smartsheet', { questionId: q.id }, kind);
    if (kind === 'anon' || kind === 'user') {
      expect(res.status).toBe(kind === 'anon' ? 401 : 403);
      expect(await rowRequests(q.id)).toHaveLength(0);
      expect((await stored(q.id)).smartsheet_row_id).toBeNull();
    } else {
      expect(res.status).toBe(200);
      expect((await stored(q.id)).smartsheet_row_id).toBe(res.body.data!.rowId);
    }
  });

  it('a hanging Smartsheet is cut off by the timeout, and the error is recorded', async () => {
    await setMode('hang');
    const q = await submitQuestion();
    const started = Date.now();
    const res = await callFn('submit-to-smartsheet', { questionId: q.id }, 'service');
    const took = Date.now() - started;
    expect(res.status).toBe(502);
    expect(res.body.error).toBe('Smartsheet sync failed');
    // 4 attempts of 1.5 s plus the short backoff: bounded, not open-ended.
    expect(took).toBeLessThan(15_000);
    expect((await stored(q.id)).smartsheet_error).toMatch(/timed out after 1500 ms/);
    await setMode('ok');
  });

  it('429 on every attempt: bounded, recorded, generic answer', async () => {
    await setMode('429-always');
    const q = await submitQuestion();
    const res = await callFn('submit-to-smartsheet', { questionId: q.id }, 'service');
    expect(res.status).toBe(502);
    expect(res.body.error).toBe('Smartsheet sync failed');
    expect(await rowRequests(q.id)).toHaveLength(4);
    expect((await stored(q.id)).smartsheet_error).toMatch(/HTTP 429/);
    await setMode('ok');
  });

  it('10 parallel syncs of one question add exactly one row', async () => {
    await setMode('slow');
    const q = await submitQuestion();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        callFn<{ rowId: string }>('submit-to-smartsheet', { questionId: q.id }, 'service'),
      ),
    );
    expect(await rowRequests(q.id)).toHaveLength(1);
    const ok = answers.filter((a) => a.status === 200);
    // The one that added the row, and any that came after it, name the same row; the rest were told it is busy.
    expect(new Set(ok.map((a) => a.body.data!.rowId)).size).toBe(1);
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    expect((await stored(q.id)).smartsheet_row_id).toBe(ok[0]!.body.data!.rowId);
    await setMode('ok');
  });

  it('bad bodies are 400 naming the field; an unknown question is 404', async () => {
    expect((await callFn('submit-to-smartsheet', {}, 'service')).body).toEqual({
      error: 'questionId is required',
    });
    expect(
      (await callFn('submit-to-smartsheet', { questionId: 12 }, 'service')).body.error,
    ).toMatch(/^questionId: /);
    const missing = await callFn(
      'submit-to-smartsheet',
      { questionId: '7d3c2b1a-0000-4000-8000-0000000000aa' },
      'service',
    );
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('Question not found');
  });
});

describe('the Smartsheet row through the outbox (no browser, no staff)', () => {
  interface OutboxRow {
    status: string;
    attempts: number;
    last_error: string | null;
    due_in: number;
  }
  /**
   * Waits for the drainer to finish attempt number n of the row, and answers the row. One read
   * gives both the attempt count and the lease: a claimed row has its attempt counted before its
   * outcome is written, so the row is only taken once its lease is released.
   */
  const afterAttempt = async (questionId: string, n: number): Promise<OutboxRow> => {
    let row: OutboxRow | undefined;
    await expect
      .poll(
        async () => {
          row = (
            await sql<OutboxRow>(
              `select status, attempts, last_error,
                      extract(epoch from next_attempt_at - now())::float8 as due_in
               from public.outbox
               where kind = 'smartsheet_row' and question_id = $1 and locked_until is null`,
              [questionId],
            )
          )[0];
          return row && row.attempts >= n ? row.attempts : 0;
        },
        { timeout: 20_000, interval: 200 },
      )
      .toBe(n);
    return row!;
  };
  const dueNow = (questionId: string) =>
    sql(
      `update public.outbox set next_attempt_at = now() where kind = 'smartsheet_row' and question_id = $1`,
      [questionId],
    );

  it('a hanging Smartsheet is cut off after the timeout, recorded, and retried with backoff until it answers', async () => {
    await setMode('hang');
    const started = Date.now();
    const q = await submitQuestion({ corporateAccountId: MERIDIAN });
    const first = await afterAttempt(q.id, 1);
    // bounded: one 1.5 s attempt per delivery, picked up within a drain tick or two
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(first.status).toBe('pending');
    expect(first.last_error).toMatch(/timed out after 1500 ms/);
    // the first retry waits 30 s
    expect(first.due_in).toBeGreaterThan(25);
    expect(first.due_in).toBeLessThanOrEqual(30);
    expect((await stored(q.id)).smartsheet_error).toMatch(/timed out after 1500 ms/);
    expect(await rowRequests(q.id)).toHaveLength(1);

    // the backoff "passes"; Smartsheet now fails fast: recorded again, and the next wait doubles
    await setMode('500-always');
    await dueNow(q.id);
    const second = await afterAttempt(q.id, 2);
    expect(second.status).toBe('pending');
    expect(second.last_error).toMatch(/HTTP 500/);
    expect(second.due_in).toBeGreaterThan(55);
    expect(second.due_in).toBeLessThanOrEqual(60);
    expect((await stored(q.id)).smartsheet_error).toMatch(/HTTP 500/);

    // Smartsheet is back: the next attempt adds the row, once, and clears the error
    await setMode('ok');
    await dueNow(q.id);
    const third = await afterAttempt(q.id, 3);
    expect(third.status).toBe('delivered');
    expect(await rowRequests(q.id)).toHaveLength(1);
    const saved = await stored(q.id);
    expect(saved.smartsheet_row_id).toMatch(/^7\d{15}$/);
    expect(saved.smartsheet_error).toBeNull();
    console.log(
      `[abuse] smartsheet via outbox: hang cut off and recorded in ${((Date.now() - started) / 1000).toFixed(1)} s overall; retries after 30 s, then 60 s; delivered on attempt 3`,
    );
  });
});
