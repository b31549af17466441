/**
 * The Lighthouse bench's servers (scripts/bench-support.ts): the build served over HTTPS and
 * HTTP/2, and the local stack's API behind an HTTP/2 proxy, as hosted sites and hosted Supabase
 * answer a browser (docs/benchmarks.md, "`npm run bench:lighthouse`").
 */
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { proxyOverHttp2, selfSignedTls, serve, type Tls } from '../../../scripts/bench-support.ts';

interface Answer {
  status: number;
  headers: http2.IncomingHttpHeaders;
  body: Buffer;
}

/** One request over HTTP/2 (the client fails unless the server offers h2). */
function h2(
  base: string,
  tls: Tls,
  headers: http2.OutgoingHttpHeaders,
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const session = http2.connect(base, { ca: tls.cert });
    session.on('error', reject);
    const req = session.request(headers);
    const chunks: Buffer[] = [];
    let head: http2.IncomingHttpHeaders = {};
    req.on('response', (h) => (head = h));
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      session.close();
      resolve({ status: Number(head[':status']), headers: head, body: Buffer.concat(chunks) });
    });
    req.on('error', reject);
    req.end(body);
  });
}

let dir: string;
let tls: Tls;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-http2-'));
  tls = selfSignedTls(dir);
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it('serves a build over HTTP/2 with a certificate for 127.0.0.1, compressed, with the SPA fallback', async () => {
  const site = path.join(dir, 'site');
  fs.mkdirSync(path.join(site, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(site, 'index.html'), '<!doctype html><p>the app</p>');
  fs.writeFileSync(path.join(site, 'assets', 'a.js'), 'export const a = 1;');
  const app = await serve(site, tls);
  try {
    expect(app.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const script = await h2(app.url, tls, { ':path': '/assets/a.js', 'accept-encoding': 'gzip' });
    expect(script.status).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript');
    expect(zlib.gunzipSync(script.body).toString()).toBe('export const a = 1;');
    const fallback = await h2(app.url, tls, { ':path': '/admin/dashboard' });
    expect(fallback.body.toString()).toContain('the app');
  } finally {
    await app.close();
  }
});

it('passes requests and answers through to the HTTP/1.1 API untouched', async () => {
  const seen: Array<{ method?: string; url?: string; headers: http.IncomingHttpHeaders }> = [];
  const api = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers });
      res.writeHead(req.method === 'OPTIONS' ? 204 : 201, {
        'access-control-allow-origin': '*',
        'content-range': '0-0/1',
        connection: 'keep-alive',
      });
      res.end(req.method === 'OPTIONS' ? undefined : `echo ${body}`);
    });
  });
  await new Promise<void>((r) => api.listen(0, '127.0.0.1', r));
  const target = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  const proxy = await proxyOverHttp2(target, tls);
  try {
    const rpc = await h2(
      proxy.url,
      tls,
      {
        ':method': 'POST',
        ':path': '/rest/v1/rpc/admin_status_counts?x=1',
        authorization: 'Bearer token',
        'content-type': 'application/json',
      },
      '{"a":1}',
    );
    expect(rpc.status).toBe(201);
    expect(rpc.body.toString()).toBe('echo {"a":1}');
    expect(rpc.headers['access-control-allow-origin']).toBe('*');
    expect(rpc.headers['content-range']).toBe('0-0/1');
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: '/rest/v1/rpc/admin_status_counts?x=1',
      headers: { authorization: 'Bearer token', host: new URL(target).host },
    });
    const preflight = await h2(proxy.url, tls, { ':method': 'OPTIONS', ':path': '/rest/v1/x' });
    expect(preflight.status).toBe(204);
  } finally {
    await proxy.close();
    await new Promise((r) => api.close(r));
  }
});

it('answers 502 when the API is down', async () => {
  const proxy = await proxyOverHttp2('http://127.0.0.1:9', tls);
  try {
    expect((await h2(proxy.url, tls, { ':path': '/auth/v1/health' })).status).toBe(502);
  } finally {
    await proxy.close();
  }
});
