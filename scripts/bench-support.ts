/** Shared by the browser benchmarks (bench-bundle, bench-lighthouse, bench-login): build the app, serve a build. */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { build, runnerImport } from 'vite';
import { prerender } from './prerender.ts';
import { prerenderedFileAt } from './static-routes.ts';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The backend the benchmark builds point at: nothing listens there (port 9, discard). */
export const API = 'http://127.0.0.1:9';

/**
 * A production build with vite.config.ts as it is (source maps included: off); `env` points it at
 * a real stack (bench-login) instead of the dead API.
 */
export async function buildApp(outDir: string, env: Record<string, string> = {}) {
  process.env.VITE_SUPABASE_URL = API;
  process.env.VITE_SUPABASE_ANON_KEY = 'bench-anon-key';
  Object.assign(process.env, env);
  await build({
    root: ROOT,
    configFile: path.join(ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  // Then the prerender, as `npm run build` does: the pages as they ship.
  await prerender(outDir);
}

/** A key and a self-signed certificate for 127.0.0.1 (the browser is told to accept it). */
export interface Tls {
  key: string;
  cert: string;
}

/** Makes a key and a certificate for 127.0.0.1 with openssl, valid for two days, in `dir`. */
export function selfSignedTls(dir: string): Tls {
  fs.mkdirSync(dir, { recursive: true });
  const key = path.join(dir, 'bench-key.pem');
  const cert = path.join(dir, 'bench-cert.pem');
  const subject = ['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'];
  const args = 'req -x509 -nodes -days 2 -newkey ec -pkeyopt ec_paramgen_curve:P-256'.split(' ');
  execFileSync('openssl', [...args, ...subject, '-keyout', key, '-out', cert], { stdio: 'ignore' });
  return { key: fs.readFileSync(key, 'utf8'), cert: fs.readFileSync(cert, 'utf8') };
}

interface Listening {
  url: string;
  close: () => Promise<void>;
}

/**
 * Listens on a port the OS picks: over HTTP/1.1 without `tls`, else over HTTPS with HTTP/2 (and
 * HTTP/1.1 for clients that ask for it), as hosted static sites and hosted Supabase answer.
 */
function listen(
  handler: (req: http.IncomingMessage, res: http.ServerResponse) => void,
  tls?: Tls,
): Promise<Listening> {
  const server = tls
    ? http2.createSecureServer({ ...tls, allowHTTP1: true }, handler as never)
    : http.createServer(handler);
  // The browser keeps its connections open: closing ends them, or close() would wait for it. The
  // TCP socket under a TLS one ends both.
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `${tls ? 'https' : 'http'}://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () =>
          new Promise<void>((r) => {
            server.close(() => r());
            for (const socket of sockets) socket.destroy();
          }),
      }),
    ),
  );
}

/** The request headers a proxy must not forward: HTTP/2's pseudo-headers and hop-by-hop ones. */
const NOT_FORWARDED = /^(:|connection$|keep-alive$|proxy-connection$|transfer-encoding$|upgrade$)/;

function forwarded(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([k]) => !NOT_FORWARDED.test(k)));
}

/**
 * An HTTP/2 front for `target` (a local stack's HTTP/1.1 API): the benchmarked page talks to it as
 * it talks to hosted Supabase. Bodies stream both ways untouched, compressed or not.
 */
export function proxyOverHttp2(target: string, tls: Tls): Promise<Listening> {
  const upstream = new URL(target);
  return listen((req, res) => {
    const out = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...forwarded(req.headers), host: upstream.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, forwarded(answer.headers));
        answer.pipe(res);
      },
    );
    out.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(out);
  }, tls);
}

export function serve(dir: string, tls?: Tls): Promise<Listening> {
  const types: Record<string, string> = {
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.html': 'text/html',
    '.svg': 'image/svg+xml',
    '.txt': 'text/plain; charset=utf-8',
  };
  return listen((req, res) => {
    const urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    // A prerendered page (scripts/static-routes.ts), as static hosts serve it: /login is
    // login.html, a partner form's address the partner forms' frame.
    const prerendered = prerenderedFileAt(urlPath, (f) => fs.existsSync(path.join(dir, f)));
    let file = path.join(dir, prerendered ?? urlPath);
    if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory())
      file = path.join(dir, 'index.html');
    const type = types[path.extname(file)] ?? 'application/octet-stream';
    // gzip as any static host does (Lighthouse judges transfer sizes).
    const gzip = /gzip/.test(String(req.headers['accept-encoding'] ?? '')) && /text|svg/.test(type);
    res.writeHead(200, {
      'content-type': type,
      'cache-control': 'no-store',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    const body = fs.createReadStream(file);
    if (gzip) body.pipe(zlib.createGzip()).pipe(res);
    else body.pipe(res);
  }, tls);
}

/** A page of the registry of signed-in pages, as the benches read it. */
export interface RegistryPage {
  path: string;
  /** The guard its route sits in (src/app/page-types.ts): 'signed-in', 'admin', 'expert', 'approver'. */
  guard: string;
}

/** The registry of signed-in pages (src/app/pages.ts), read through Vite for its `@/` imports. */
export async function signedInPageRegistry(): Promise<ReadonlyArray<RegistryPage>> {
  const { module } = await runnerImport<{ SIGNED_IN_PAGES: ReadonlyArray<RegistryPage> }>(
    path.join(ROOT, 'src/app/pages.ts'),
    {
      configFile: false,
      root: ROOT,
      logLevel: 'warn',
      resolve: { alias: { '@': path.join(ROOT, 'src') } },
    },
  );
  return module.SIGNED_IN_PAGES;
}
