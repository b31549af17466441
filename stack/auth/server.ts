/**
 * A small GoTrue-compatible auth service for the local stack. It speaks the subset of the
 * Supabase Auth API that supabase-js uses (signup, password and refresh-token grants, user,
 * logout, recovery, verify, health, settings, admin users), with GoTrue's JSON shapes, status
 * codes, error codes and rate limits, and stores everything in GoTrue's auth.* tables.
 *
 * Mounted by the gateway at /auth/v1; requests with or without that prefix are accepted.
 * Local-only tooling: never deployed, never imported by the SPA. The routes live in
 * `routes/`, what they share in `context.ts`.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createContext, type AuthContext, type AuthServerOptions } from './context.ts';
import { AuthHttpError, errorBody } from './errors.ts';
import { clientIp, readBody, Reply, type Req } from './http.ts';
import { route } from './router.ts';

export type { AuthServerOptions } from './context.ts';

const API_VERSION_HEADER = 'x-supabase-api-version';
const API_VERSION = '2024-01-01';

function handle(app: AuthContext, req: http.IncomingMessage, res: http.ServerResponse): void {
  const started = Date.now();
  const url = new URL(req.url ?? '/', 'http://auth.local');
  const path = url.pathname.replace(/^\/auth\/v1(?=\/|$)/, '') || '/';
  const versioned = req.headers[API_VERSION_HEADER] !== undefined;
  const r: Req = {
    req,
    method: req.method ?? 'GET',
    path,
    query: url.searchParams,
    ip: clientIp(req, app.opts.gatewaySecret),
    versioned,
    body: readBody(req),
  };
  const send = (reply: Reply) => {
    const headers: Record<string, string> = { ...reply.headers };
    if (versioned) headers[API_VERSION_HEADER] = API_VERSION;
    if (reply.body !== null && reply.status !== 204 && reply.status !== 303) {
      headers['content-type'] = 'application/json';
      res.writeHead(reply.status, headers);
      res.end(JSON.stringify(reply.body));
    } else {
      res.writeHead(reply.status, headers);
      res.end();
    }
    // Never log query strings or bodies: they carry tokens and passwords.
    app.log(`auth: ${r.method} ${path} ${reply.status} ${Date.now() - started}ms`);
  };
  route(app, r)
    .then(send)
    .catch((e: unknown) => {
      if (e instanceof AuthHttpError) return send(new Reply(e.status, errorBody(e, versioned)));
      app.log(`auth: ${r.method} ${path} failed: ${(e as Error)?.message ?? String(e)}`);
      const internal = new AuthHttpError(500, 'unexpected_failure', 'Internal server error');
      send(new Reply(500, errorBody(internal, versioned)));
    })
    .finally(() => {
      // Drain an unread body so keep-alive connections stay usable.
      if (!req.readableEnded) req.resume();
    });
}

export async function startAuthServer(
  opts: AuthServerOptions,
): Promise<{ port: number; close(): Promise<void> }> {
  const app = await createContext(opts);
  const server = http.createServer((req, res) => handle(app, req, res));
  server.keepAliveTimeout = 5000;
  const host = opts.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  app.log(`auth: listening on ${host}:${port}`);
  return {
    port,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await app.close();
    },
  };
}
