/**
 * A local stand-in for Cloudflare Turnstile's siteverify, for the tests of verify-turnstile.
 *   POST /siteverify (form: secret, response, remoteip) -> { success, hostname, action, 'error-codes' }
 *     success only for the secret FAKE_TURNSTILE_SECRET and a response starting with "pass"
 *   GET  /__requests  -> the siteverify requests received so far (form fields)
 *   POST /__mode {mode} -> 'ok' | '500' (answers 500) | 'hang' (never answers); also clears the log
 */
import http from 'node:http';
import { portOf } from '../../support/port.ts';

export type SiteverifyMode = 'ok' | '500' | 'hang';
export const FAKE_TURNSTILE_SECRET = 'test-turnstile-secret';
export const FAKE_TURNSTILE_HOSTNAME = 'forms.claimdesk.test';

export async function startFakeSiteverify(): Promise<{ url: string; close(): Promise<void> }> {
  let mode: SiteverifyMode = 'ok';
  const requests: Array<Record<string, string>> = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString();
      const url = new URL(req.url ?? '/', 'http://fake');
      const reply = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      if (url.pathname === '/__requests') return reply(200, requests);
      if (url.pathname === '/__mode' && req.method === 'POST') {
        // Boundary: the raw JSON body a test posts to /__mode.
        mode = (JSON.parse(raw || '{}') as { mode?: SiteverifyMode }).mode ?? 'ok';
        requests.length = 0;
        return reply(200, { mode });
      }
      if (url.pathname !== '/siteverify' || req.method !== 'POST') return reply(404, {});
      const form = Object.fromEntries(new URLSearchParams(raw));
      requests.push(form);
      if (mode === 'hang') return; // verify-turnstile's timeout has to end it
      if (mode === '500') return reply(500, { error: 'internal' });
      if (form.secret !== FAKE_TURNSTILE_SECRET)
        return reply(200, { success: false, 'error-codes': ['invalid-input-secret'] });
      if (!form.response?.startsWith('pass'))
        return reply(200, { success: false, 'error-codes': ['invalid-input-response'] });
      return reply(200, {
        success: true,
        challenge_ts: new Date().toISOString(),
        hostname: FAKE_TURNSTILE_HOSTNAME,
        action: 'submit-question',
        'error-codes': [],
      });
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
