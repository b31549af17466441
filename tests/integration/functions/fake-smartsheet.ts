/**
 * A local stand-in for Smartsheet's REST API (2.0), for the tests of submit-to-smartsheet.
 *   GET  /sheets/{sheetId}/columns   -> the sheet's columns ({ data: [{ id, title, ... }] }), FAKE_COLUMNS
 *   POST /sheets/{sheetId}/rows      -> "add rows": { message: 'SUCCESS', resultCode: 0, result: [{ id, ... }] }
 *   GET  /__requests                 -> the API requests received so far (method, path, headers, body)
 *   POST /__mode {mode, delayMs?}    -> 'ok' | '429-once' | '429-always' | '500-always' | 'hang' (never
 *                                       answers) | 'slow' (answers after delayMs, default 300 ms; column
 *                                       and row requests) (row requests); also clears the log
 * Requests need `Authorization: Bearer <token>` (401 errorCode 1002 otherwise), as Smartsheet does.
 */
import http from 'node:http';
import { portOf } from '../../support/port.ts';

export type FakeMode = 'ok' | '429-once' | '429-always' | '500-always' | 'hang' | 'slow';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

/** The fake sheet's columns, titled as submit-to-smartsheet's defaults (see supabase/functions/README.md). */
export const FAKE_COLUMNS = [
  { id: 5001, title: 'Question ID' },
  { id: 5002, title: 'Submitted At' },
  { id: 5003, title: 'Status' },
  { id: 5004, title: 'Corporate Account' },
  { id: 5005, title: 'Coding Question Type' },
  { id: 5006, title: 'Question Summary' },
  { id: 5007, title: 'Question' },
  { id: 5008, title: 'First Name' },
  { id: 5009, title: 'Last Name' },
  { id: 5010, title: 'Email' },
  { id: 5011, title: 'Phone' },
  { id: 5012, title: 'Title' },
  { id: 5013, title: 'Entity/Institution' },
  { id: 5014, title: 'Zip Code' },
  { id: 5015, title: 'Date of Service' },
  { id: 5016, title: 'Location of Service Name' },
  { id: 5017, title: 'Location of Service Zip' },
  { id: 5018, title: 'POS Indicator' },
  { id: 5099, title: 'Reviewer Notes' },
] as const;

export const FAKE_TOKEN = 'test-token';

export async function startFakeSmartsheet(
  opts: { token?: string } = {},
): Promise<{ url: string; close(): Promise<void> }> {
  const token = opts.token ?? FAKE_TOKEN;
  let mode: FakeMode = 'ok';
  let delayMs = 300;
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
        // Boundary: the raw JSON body a test posts to /__mode.
        const wanted = (body as { mode?: FakeMode } | null)?.mode ?? 'ok';
        delayMs = (body as { delayMs?: number } | null)?.delayMs ?? 300;
        if (!['ok', '429-once', '429-always', '500-always', 'hang', 'slow'].includes(wanted))
          return reply(400, { error: `unknown mode ${wanted}` });
        mode = wanted;
        sent429 = false;
        requests.length = 0;
        return reply(200, { mode });
      }
      requests.push({
        method: req.method ?? '',
        path: url.pathname + url.search,
        headers: req.headers,
        body,
      });
      if (req.headers.authorization !== `Bearer ${token}`) {
        return reply(401, { errorCode: 1002, message: 'Your Access Token is invalid.' });
      }
      const columns = /^\/sheets\/(\d+)\/columns$/.exec(url.pathname);
      if (columns && req.method === 'GET') {
        const send = () =>
          reply(200, {
            pageNumber: 1,
            pageSize: 100,
            totalPages: 1,
            totalCount: FAKE_COLUMNS.length,
            data: FAKE_COLUMNS.map((c, index) => ({
              ...c,
              index,
              type: 'TEXT_NUMBER',
              primary: index === 0,
            })),
          });
        if (mode === 'slow') setTimeout(send, delayMs);
        else send();
        return;
      }
      const m = /^\/sheets\/(\d+)\/rows$/.exec(url.pathname);
      if (!m || req.method !== 'POST') return reply(404, { errorCode: 1006, message: 'Not Found' });
      if (mode === 'hang') return; // the client's timeout has to end it
      if (mode === '429-always')
        return reply(429, { errorCode: 4003, message: 'Rate limit exceeded.' });
      if (mode === '500-always')
        return reply(500, { errorCode: 4000, message: 'An unexpected error has occurred.' });
      if (mode === '429-once' && !sent429) {
        sent429 = true;
        return reply(429, { errorCode: 4003, message: 'Rate limit exceeded.' });
      }
      const rows = Array.isArray(body) ? body : [body];
      const answer = () =>
        reply(200, {
          message: 'SUCCESS',
          resultCode: 0,
          version: 1,
          result: rows.map((r) => ({
            id: nextRowId++,
            sheetId: Number(m[1]),
            rowNumber: 1,
            // Boundary: a row of the raw JSON body the function posted.
            ...(r as object),
          })),
        });
      if (mode === 'slow') setTimeout(answer, delayMs);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = portOf(server);
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
