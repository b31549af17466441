/**
 * The gateway's request body limit (stack/README.md, "Request limits"): a body over the limit is
 * answered 413 at once, from Content-Length before anything is read, and for a chunked body as
 * soon as the limit is passed; the other clients of the API are not held up meanwhile.
 */
import { describe, expect, it } from 'vitest';
import { env } from '../helpers.ts';

const api = () => env('SUPABASE_URL');
const anon = () => env('SUPABASE_ANON_KEY');
const MB = 1024 * 1024;

/** One ordinary REST read (a database query) of another client, timed. */
async function otherClient(): Promise<number> {
  const t = performance.now();
  const res = await fetch(`${api()}/rest/v1/app_settings?select=key&limit=1`, {
    headers: { apikey: env('SUPABASE_SERVICE_ROLE_KEY') },
  });
  expect(res.status).toBe(200);
  await res.arrayBuffer();
  return performance.now() - t;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

describe('gateway: request body limit', () => {
  it('answers a 50 MB anonymous POST with 413 at once, and other clients are served meanwhile', async () => {
    const before: number[] = [];
    for (let i = 0; i < 5; i++) before.push(await otherClient());

    const body = Buffer.alloc(50 * MB, 'a');
    body.write('{"payload":"', 0);
    body.write('"}', body.length - 2);
    const t = performance.now();
    const big = fetch(`${api()}/rest/v1/rpc/submit_question`, {
      method: 'POST',
      headers: { apikey: anon(), 'content-type': 'application/json' },
      body,
    }).then(async (res) => ({ res, ms: performance.now() - t, json: await res.json() }));
    // The other client keeps reading for 4 s from the moment the big POST starts.
    const during: number[] = [];
    while (performance.now() - t < 4000) during.push(await otherClient());
    const { res, ms, json } = await big;

    console.info(
      `[body limit] 50 MB POST: ${res.status} in ${ms.toFixed(0)} ms; other client: median ${median(before).toFixed(0)} ms before, ${during.length} reads during the first 4 s, median ${median(during).toFixed(0)} ms, slowest ${Math.max(...during).toFixed(0)} ms`,
    );
    expect(res.status).toBe(413);
    expect(json).toMatchObject({ message: 'Request size limit exceeded' });
    expect(ms).toBeLessThan(3000);
    expect(Math.max(...during)).toBeLessThan(Math.max(1500, 10 * median(before)));
  }, 180_000);

  it('stops reading a chunked body as soon as it passes the limit and answers 413', async () => {
    let sent = 0;
    const chunk = new Uint8Array(64 * 1024).fill(97);
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 50 * MB) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const t = performance.now();
    const res = await fetch(`${api()}/rest/v1/rpc/submit_question`, {
      method: 'POST',
      headers: { apikey: anon(), 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    const ms = performance.now() - t;
    console.info(
      `[body limit] chunked: ${res.status} in ${ms.toFixed(0)} ms after ${(sent / MB).toFixed(1)} MB sent`,
    );
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ message: 'Request size limit exceeded' });
    // The limit (1 MiB) plus what the sockets buffer: nowhere near the 50 MB on offer.
    expect(sent).toBeLessThan(16 * MB);
  }, 120_000);

  it('lets a body under the limit through', async () => {
    const res = await fetch(`${api()}/rest/v1/rpc/submit_question`, {
      method: 'POST',
      headers: { apikey: anon(), 'content-type': 'application/json' },
      body: JSON.stringify({ payload: { note: 'x'.repeat(500_000) } }),
    });
    expect(res.status).not.toBe(413);
  }, 60_000);
});
