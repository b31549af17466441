/**
 * Only the gateway says where a request comes from (stack/README.md, "Client addresses"): it
 * replaces every address header a client sends by the address it saw, the auth service trusts
 * X-Forwarded-For only with the gateway's per-run secret, and PostgREST has no port a caller
 * could reach without the gateway.
 */
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveConfig } from '../../../stack/config.ts';
import { startGateway } from '../../../stack/gateway.ts';
import { freePort } from '../../../stack/ports.ts';
import { env, fetchFrom, randomIp, sql } from '../helpers.ts';

const SPOOFED = {
  'x-forwarded-for': '203.0.113.9',
  'x-real-ip': '203.0.113.9',
  'cf-connecting-ip': '203.0.113.9',
  forwarded: 'for=203.0.113.9',
  'x-stack-gateway-secret': 'guessed',
};

describe('the gateway sets the client address headers', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'claimdesk-addr-'));
  const seen: http.IncomingHttpHeaders[] = [];
  const echo = http.createServer((req, res) => {
    seen.push(req.headers);
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
  const echoSocket = http.createServer(echo.listeners('request')[0] as http.RequestListener);
  let base = '';
  let secret = '';
  let close = async () => {};

  beforeAll(async () => {
    const port = await freePort();
    await new Promise<void>((r) => echo.listen(port, '127.0.0.1', () => r()));
    const socket = path.join(work, 'rest.sock');
    await new Promise<void>((r) => echoSocket.listen(socket, () => r()));
    const cfg = await resolveConfig(process.env, {
      apiPort: await freePort(),
      restPort: port,
      authPort: port,
      functionsPort: port,
    });
    Object.assign(cfg, { restSocket: socket });
    secret = cfg.gatewaySecret;
    const gw = await startGateway(cfg);
    base = cfg.apiUrl;
    close = () => gw.close();
  });
  afterAll(async () => {
    await close();
    echo.close();
    echoSocket.close();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('replaces what the client sent by the address it saw, for REST, auth and functions', async () => {
    const ip = randomIp();
    const from = fetchFrom(ip);
    const anon = env('SUPABASE_ANON_KEY');
    const paths = ['/rest/v1/rpc/x', '/auth/v1/token', '/functions/v1/x'];
    for (const p of paths) {
      const res = await from(`${base}${p}`, {
        method: 'POST',
        headers: { ...SPOOFED, apikey: anon, authorization: `Bearer ${anon}` },
        body: '{}',
      });
      expect(res.status, p).toBe(200);
    }
    expect(seen).toHaveLength(3);
    for (const [i, h] of seen.entries()) {
      expect(h['x-forwarded-for'], paths[i]).toBe(ip);
      expect(h['x-real-ip'], paths[i]).toBe(ip);
      expect(h['cf-connecting-ip'], paths[i]).toBe(ip);
      expect(h.forwarded, paths[i]).toBeUndefined();
    }
    // The secret goes to auth and functions, never to PostgREST (SQL could read it).
    expect(seen.map((h) => h['x-stack-gateway-secret'])).toEqual([undefined, secret, secret]);
  });
});

describe('the address the rate limits key on', () => {
  it('through the gateway, a spoofed address is ignored: the limit counts the real one', async () => {
    const ip = randomIp();
    const res = await fetchFrom(ip)(`${env('SUPABASE_URL')}/rest/v1/rpc/kb_public_article`, {
      method: 'POST',
      headers: {
        ...SPOOFED,
        apikey: env('SUPABASE_ANON_KEY'),
        'content-type': 'application/json',
      },
      body: JSON.stringify({ p_id: crypto.randomUUID(), p_account_slug: 'no-such-partner' }),
    });
    expect(res.status).toBe(200);
    const rows = await sql<{ subject: string }>(
      `select subject from public.rate_limits where bucket = 'kb_public_article' and subject in ($1, $2)`,
      [ip, SPOOFED['cf-connecting-ip']],
    );
    expect(rows.map((r) => r.subject)).toEqual([ip]);
  });

  it('a direct caller of the auth port cannot choose its address: a new X-Forwarded-For per request gets past no limit', async () => {
    const ip = randomIp();
    let through = 0;
    for (let i = 0; i < 35; i++) {
      const res = await fetchFrom(ip)(`${env('STACK_AUTH_URL')}/otp`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': randomIp(),
          'x-stack-gateway-secret': 'guessed',
        },
        body: JSON.stringify({ email: `bad-${i}` }),
      });
      if (res.status !== 429) through++;
    }
    expect(through).toBe(30);
  }, 60_000);

  it('PostgREST has no port: a direct TCP caller cannot reach it to set cf-connecting-ip', async () => {
    const reached = await new Promise<boolean>((resolve) => {
      const s = net.connect(Number(env('STACK_REST_PORT')), '127.0.0.1');
      s.once('connect', () => {
        s.destroy();
        resolve(true);
      });
      s.once('error', () => resolve(false));
    });
    expect(reached).toBe(false);
    // Its Unix socket: only this user may open it (mode 0600, in a 0700 directory).
    const socket = env('STACK_REST_SOCKET');
    expect(fs.statSync(socket).isSocket()).toBe(true);
    expect(fs.statSync(socket).mode & 0o077).toBe(0);
    expect(fs.statSync(path.dirname(socket)).mode & 0o077).toBe(0);
  });
});
