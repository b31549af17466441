/** Shared by the browser benchmarks (bench-bundle, bench-lighthouse, bench-login): build the app, serve a build. */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
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

export function serve(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const types: Record<string, string> = {
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.html': 'text/html',
    '.svg': 'image/svg+xml',
    '.txt': 'text/plain; charset=utf-8',
  };
  const server = http.createServer((req, res) => {
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
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () => new Promise<void>((r) => server.close(() => r())),
      }),
    ),
  );
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
