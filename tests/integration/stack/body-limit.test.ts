/**
 * The gateway's request body limit (stack/README.md, "Request limits"): a body over the limit is
 * answered 413 at once, from Content-Length before anything is read, and for a chunked body as
 * soon as the limit is passed; the other clients of the API are not held up meanwhile.
 */
import net from 'node:net';
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

interface RawAnswer {
  status: number;
  json: unknown;
  ms: number;
  /** Body bytes the client had written when the answer came. */
  sent: number;
}

/**
 * A POST over a raw socket that reads the answer while it writes, as browsers and curl do: the
 * gateway answers 413 and closes while the body is still coming, which some clients (undici)
 * report as a failed write instead of the answer. `chunked` sends the body without a length.
 */
function rawPost(path: string, total: number, chunked: boolean): Promise<RawAnswer> {
  const url = new URL(api());
  return new Promise((resolve, reject) => {
    const t = performance.now();
    const socket = net.connect(Number(url.port), url.hostname);
    let sent = 0;
    let answer = '';
    let done = false;
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const finish = () => {
      if (done) return;
      const end = answer.indexOf('\r\n\r\n');
      if (end < 0) return reject(new Error(`no answer: ${JSON.stringify(answer.slice(0, 200))}`));
      done = true;
      const ms = performance.now() - t;
      const status = Number(answer.slice(9, 12));
      let raw = answer.slice(end + 4);
      if (/transfer-encoding: chunked/i.test(answer.slice(0, end)))
        raw = raw.split('\r\n')[1] ?? '';
      socket.destroy();
      resolve({ status, json: JSON.parse(raw), ms, sent });
    };
    socket.on('data', (d) => {
      answer += d.toString('latin1');
      const end = answer.indexOf('\r\n\r\n');
      if (end < 0) return;
      const length = /content-length: (\d+)/i.exec(answer.slice(0, end));
      const body = answer.slice(end + 4);
      if (length ? body.length >= Number(length[1]) : body.endsWith('0\r\n\r\n')) finish();
    });
    socket.on('error', () => undefined); // a refused write: the answer is what counts
    socket.on('close', finish);
    socket.on('connect', () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: ${url.host}\r\napikey: ${anon()}\r\n` +
          'content-type: application/json\r\n' +
          (chunked ? 'transfer-encoding: chunked\r\n\r\n' : `content-length: ${total}\r\n\r\n`),
      );
      const pump = () => {
        while (!done && !socket.destroyed && sent < total) {
          sent += chunk.length;
          const frame = chunked
            ? Buffer.concat([
                Buffer.from(`${chunk.length.toString(16)}\r\n`),
                chunk,
                Buffer.from('\r\n'),
              ])
            : chunk;
          if (!socket.write(frame)) return void socket.once('drain', pump);
        }
      };
      pump();
    });
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

describe('gateway: request body limit', () => {
  it('answers a 50 MB anonymous POST with 413 at once, and other clients are served meanwhile', async () => {
    const before: number[] = [];
    for (let i = 0; i < 5; i++) before.push(await otherClient());

    const t = performance.now();
    const big = rawPost('/rest/v1/rpc/submit_question', 50 * MB, false);
    // The other client keeps reading for 4 s from the moment the big POST starts.
    const during: number[] = [];
    while (performance.now() - t < 4000) during.push(await otherClient());
    const { status, ms, json } = await big;

    console.info(
      `[body limit] 50 MB POST: ${status} in ${ms.toFixed(0)} ms; other client: median ${median(before).toFixed(0)} ms before, ${during.length} reads during the first 4 s, median ${median(during).toFixed(0)} ms, slowest ${Math.max(...during).toFixed(0)} ms`,
    );
    expect(status).toBe(413);
    expect(json).toMatchObject({ message: 'Request size limit exceeded' });
    expect(ms).toBeLessThan(3000);
    expect(Math.max(...during)).toBeLessThan(Math.max(1500, 10 * median(before)));
  }, 180_000);

  it('answers a chunked body with 413 as soon as it passes the limit', async () => {
    const { status, json, ms, sent } = await rawPost('/rest/v1/rpc/submit_question', 50 * MB, true);
    console.info(
      `[body limit] chunked: ${status} in ${ms.toFixed(0)} ms after ${(sent / MB).toFixed(1)} MB sent`,
    );
    expect(status).toBe(413);
    expect(json).toMatchObject({ message: 'Request size limit exceeded' });
    // Answered once the limit (1 MiB) was passed, not after the 50 MB on offer.
    expect(ms).toBeLessThan(1000);
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
