/**
 * A local stand-in for Smartsheet's REST API, for tests of submit-to-smartsheet.
 *   POST /sheets/{sheetId}/rows      -> like Smartsheet's "add rows" (behaviour set by mode)
 *   GET  /__requests                 -> the requests received so far (method, path, headers, body)
 *   POST /__mode {mode}              -> 'ok' | '429-once' | '500-always'; also clears the log
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

export async function startFakeSmartsheet(): Promise<{ url: string; close(): Promise<void> }> {
  let mode: 'ok' | '429-once' | '500-always' = 'ok';
  let sent429 = false;
  let nextRowId = 7000000000000001;
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString();
      let body: unknown = raw;
      try {
        body = raw ? JSON.parse(raw) : null;
      } catch {
        /* keep raw */
      }
      const url = new URL(req.url ?? '/', 'http://fake');
      const reply = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      if (url.pathname === '/__requests') return reply(200, requests);
      if (url.pathname === '/__mode' && req.method === 'POST') {
        mode = (body as { mode?: typeof mode })?.mode ?? 'ok';
        sent429 = false;
        requests.length = 0;
        return reply(200, { mode });
      }
      requests.push({ method: req.method ?? '', path: url.pathname, headers: req.headers, body });
      const m = /^\/sheets\/(\d+)\/rows$/.exec(url.pathname);
      if (!m || req.method !== 'POST') return reply(404, { errorCode: 1006, message: 'Not Found' });
      if (mode === '500-always') return reply(500, { errorCode: 4000, message: 'An unexpected error has occurred.' });
      if (mode === '429-once' && !sent429) {
        sent429 = true;
        return reply(429, { errorCode: 4003, message: 'Rate limit exceeded.' });
      }
      const rows = Array.isArray(body) ? body : [body];
      return reply(200, {
        message: 'SUCCESS',
        resultCode: 0,
        version: 1,
        result: rows.map((r) => ({ id: nextRowId++, sheetId: Number(m[1]), rowNumber: 1, ...(r as object) })),
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
