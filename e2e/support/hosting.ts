/**
 * A partner's site for e2e/security-headers.spec.ts: global-setup.ts reserves a loopback port and
 * builds and previews the app with EMBED_ALLOWED_ORIGINS set to its origin (E2E_PARTNER_ORIGIN).
 * The host pages are served by a real server: Chromium does not let a page the test fulfilled
 * itself (an unknown address space) frame a loopback address, whatever the headers say.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export function partnerOrigin(): string {
  const origin = process.env.E2E_PARTNER_ORIGIN;
  if (!origin) throw new Error('E2E_PARTNER_ORIGIN is not set (e2e/support/global-setup.ts)');
  return origin;
}

/** Serves, at `port` (0: any free port) on 127.0.0.1, a page that frames `src`. */
export async function serveFramingPage(
  port: number,
  src: string,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html lang="en"><title>Host</title><iframe title="framed" src="${src}" style="width:800px;height:900px"></iframe></html>`,
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
