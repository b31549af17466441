/**
 * Starts one local stack on free ports for the integration suite (PGlite in memory, or the
 * server in DATABASE_URL), a fake Smartsheet API, and a small control server that can stop and
 * start MailDev for fault tests. Workers read the URLs and keys from process.env.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startStack } from '../../stack/index.ts';
import { freePort } from '../../stack/ports.ts';
import { startFakeSmartsheet } from './functions/fake-smartsheet.ts';

export default async function setup(): Promise<() => Promise<void>> {
  const t0 = Date.now();
  const smartsheet = await startFakeSmartsheet();
  const stack = await startStack(
    {
      apiPort: await freePort(),
      dbPort: await freePort(),
      mailPort: await freePort(),
      mailUiPort: await freePort(),
      restPort: await freePort(),
      authPort: await freePort(),
      functionsPort: await freePort(),
      dataDir: null,
      functionsEnv: {
        SMARTSHEET_ACCESS_TOKEN: 'test-token',
        SMARTSHEET_SHEET_ID: '1234567890',
        SMARTSHEET_API_BASE: smartsheet.url,
        SMARTSHEET_RETRY_BASE_MS: '20',
      },
      // A low bcrypt cost keeps the many sign-ups of the suite fast; production GoTrue uses 10.
      authOptions: { refreshReuseIntervalSec: Number(process.env.AUTH_REFRESH_REUSE_INTERVAL ?? 2), bcryptCost: 4 },
    },
    process.env,
  );
  const control = http.createServer((req, res) => {
    const done = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'POST' && req.url === '/mail/stop') {
      stack.mail.stop().then(() => done(200, { running: false }), (e: Error) => done(500, { error: e.message }));
    } else if (req.method === 'POST' && req.url === '/mail/start') {
      stack.mail.restart().then(() => done(200, { running: true }), (e: Error) => done(500, { error: e.message }));
    } else done(404, { error: 'not found' });
  });
  await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', () => resolve()));

  Object.assign(process.env, {
    SUPABASE_URL: stack.config.apiUrl,
    SUPABASE_ANON_KEY: stack.config.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: stack.config.serviceRoleKey,
    SUPABASE_JWT_SECRET: stack.config.jwtSecret,
    DB_URL: stack.dbUrl,
    DB_KIND: stack.dbKind,
    MAIL_API_URL: stack.mailApiUrl,
    MAIL_CONTROL_URL: `http://127.0.0.1:${(control.address() as AddressInfo).port}`,
    SMARTSHEET_FAKE_URL: smartsheet.url,
  });
  process.stderr.write(`[integration] stack (${stack.dbKind}) ready in ${((Date.now() - t0) / 1000).toFixed(1)} s at ${stack.config.apiUrl}\n`);

  return async () => {
    await new Promise<void>((resolve) => control.close(() => resolve()));
    await stack.stop();
    await smartsheet.close();
  };
}
