/**
 * One API origin for the local stack, like hosted Supabase's gateway:
 *   /rest/v1/*       -> PostgREST        (apikey required)
 *   /auth/v1/*       -> the auth service  (apikey required, except verify/callback/authorize/health)
 *   /functions/v1/*  -> the Deno runner   (a valid JWT required unless the function sets verify_jwt = false)
 * It answers CORS preflights for REST and auth, adds CORS headers to their responses, copies
 * the apikey into Authorization when none is sent, refuses bodies over the limit with 413, and
 * sets the client address headers to the address it saw (gateway-proxy.ts).
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { jwtVerify } from 'jose';
import { ROOT, type StackConfig } from './config.ts';
import {
  declaredTooLarge,
  pipeLimited,
  refuseTooLarge,
  setClientAddress,
  type UpstreamKind,
} from './gateway-proxy.ts';

interface Upstream {
  prefix: string;
  port: number;
  /** A Unix socket instead of the port (PostgREST in a running stack). */
  socketPath?: string;
  kind: UpstreamKind;
}

const OPEN_AUTH_PATHS = ['/verify', '/callback', '/authorize', '/health'];

const CORS_BASE: Record<string, string> = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET,HEAD,PUT,PATCH,POST,DELETE,OPTIONS',
  'access-control-max-age': '3600',
  'access-control-expose-headers':
    'Content-Range, Content-Location, Content-Profile, Preference-Applied, X-Total-Count, X-Supabase-Api-Version, Link, Location',
};
const DEFAULT_ALLOWED_HEADERS =
  'authorization, x-client-info, apikey, content-type, content-profile, accept-profile, prefer, range, x-supabase-api-version, x-upsert';

/** Functions with `verify_jwt = false` in supabase/config.toml, as the Supabase CLI reads it. */
export function functionsWithoutJwt(
  configFile = path.join(ROOT, 'supabase', 'config.toml'),
): Set<string> {
  const out = new Set<string>();
  if (!fs.existsSync(configFile)) return out;
  let current: string | null = null;
  for (const line of fs.readFileSync(configFile, 'utf8').split('\n')) {
    const section = /^\s*\[functions\.([A-Za-z0-9_-]+)\]\s*$/.exec(line);
    if (section) {
      current = section[1]!;
      continue;
    }
    if (/^\s*\[/.test(line)) current = null;
    if (current && /^\s*verify_jwt\s*=\s*false\s*$/.test(line)) out.add(current);
  }
  return out;
}

function send(
  res: http.ServerResponse,
  status: number,
  body: unknown,
  extra: Record<string, string> = {},
): void {
  res.writeHead(status, { 'content-type': 'application/json', ...CORS_BASE, ...extra });
  res.end(JSON.stringify(body));
}

export async function startGateway(cfg: StackConfig): Promise<{ close(): Promise<void> }> {
  const upstreams: Upstream[] = [
    {
      prefix: '/rest/v1',
      port: cfg.restPort,
      ...(cfg.restSocket ? { socketPath: cfg.restSocket } : {}),
      kind: 'rest',
    },
    { prefix: '/auth/v1', port: cfg.authPort, kind: 'auth' },
    { prefix: '/functions/v1', port: cfg.functionsPort, kind: 'functions' },
  ];
  const validKeys = new Set([cfg.anonKey, cfg.serviceRoleKey]);
  const secret = new TextEncoder().encode(cfg.jwtSecret);
  const openFunctions = functionsWithoutJwt();

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://gateway');
    const up = upstreams.find(
      (u) => url.pathname === u.prefix || url.pathname.startsWith(`${u.prefix}/`),
    );
    if (!up) return send(res, 404, { message: 'no Route matched with those values' });
    const rest = url.pathname.slice(up.prefix.length) || '/';
    const cors = up.kind !== 'functions';

    if (req.method === 'OPTIONS' && cors) {
      res.writeHead(204, {
        ...CORS_BASE,
        'access-control-allow-headers':
          (req.headers['access-control-request-headers'] as string) || DEFAULT_ALLOWED_HEADERS,
      });
      return res.end();
    }

    // Before anything is read or checked: a declared body over the limit is refused at once.
    if (declaredTooLarge(req, up.kind))
      return refuseTooLarge(req, res, up.kind, (...a) => send(res, ...a));

    const headers: http.OutgoingHttpHeaders = { ...req.headers };
    if (up.kind !== 'functions') {
      const open =
        up.kind === 'auth' && OPEN_AUTH_PATHS.some((p) => rest === p || rest.startsWith(`${p}/`));
      const apikey =
        (req.headers.apikey as string | undefined) ?? url.searchParams.get('apikey') ?? undefined;
      if (!open) {
        if (!apikey)
          return send(res, 401, {
            message: 'No API key found in request',
            hint: 'No `apikey` request header or url param was found.',
          });
        if (!validKeys.has(apikey))
          return send(res, 401, {
            message: 'Invalid API key',
            hint: 'Double check your Supabase `anon` or `service_role` API key.',
          });
      }
      if (!headers.authorization && apikey) headers.authorization = `Bearer ${apikey}`;
    } else if (req.method !== 'OPTIONS') {
      const fname = rest.split('/')[1] ?? '';
      if (!openFunctions.has(fname)) {
        const auth = req.headers.authorization;
        const token = auth?.toLowerCase().startsWith('bearer ') ? auth.slice(7).trim() : '';
        if (!token) return send(res, 401, { code: 401, message: 'Missing authorization header' });
        try {
          await jwtVerify(token, secret, { algorithms: ['HS256'] });
        } catch {
          return send(res, 401, { code: 401, message: 'Invalid JWT' });
        }
      }
    }

    setClientAddress(headers, req.socket.remoteAddress ?? '127.0.0.1', up.kind, cfg.gatewaySecret);
    headers['x-forwarded-host'] = req.headers.host ?? `127.0.0.1:${cfg.apiPort}`;
    headers['x-forwarded-proto'] = 'http';
    headers['x-forwarded-prefix'] = up.prefix;
    headers.host = `127.0.0.1:${up.port}`;
    delete headers.connection;

    const target = up.kind === 'functions' ? url.pathname.slice(up.prefix.length) : rest;
    // Like the hosted gateway's key-auth (hide_credentials), the apikey query parameter is not
    // passed upstream: PostgREST would read it as a column filter.
    if (url.searchParams.has('apikey')) url.searchParams.delete('apikey');
    let refused = false;
    const proxied = http.request(
      {
        ...(up.socketPath ? { socketPath: up.socketPath } : { host: '127.0.0.1', port: up.port }),
        method: req.method,
        path: `${target || '/'}${url.search}`,
        headers,
      },
      (pres) => {
        const outHeaders: http.OutgoingHttpHeaders = { ...pres.headers };
        if (cors) Object.assign(outHeaders, CORS_BASE);
        res.writeHead(pres.statusCode ?? 502, outHeaders);
        pres.pipe(res);
      },
    );
    proxied.on('error', (err) => {
      if (refused) return;
      if (!res.headersSent)
        send(res, 502, {
          message: `An invalid response was received from the upstream server (${up.kind}): ${err.message}`,
        });
      else res.destroy();
    });
    pipeLimited(req, proxied, up.kind, () => {
      refused = true;
      proxied.destroy();
      if (res.headersSent) res.destroy();
      else refuseTooLarge(req, res, up.kind, (...a) => send(res, ...a));
    });
  });
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(cfg.apiPort, '127.0.0.1', () => resolve());
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
