/**
 * npm run bench:bundle — how much JavaScript the public claim pages make a first-time visitor
 * download, compared with a bare React page (React + ReactDOM rendering one element) built by the
 * same Vite in the same run.
 *
 * 1. builds the app (vite.config.ts) and the bare page into .local/bench/;
 * 2. serves each build from a small static server (SPA fallback);
 * 3. opens every public page in Chromium with a fresh cache and sums the gzipped size (gzip -9 of
 *    each script body, so the figure does not depend on the server) of all JavaScript it downloads;
 * 4. prints KB and the ratio to the bare page. The goal is <= 1.7x for the standalone forms and the
 *    embed; `--check` exits 1 when one of those is over, `--verbose` lists every script.
 *
 * Backend calls are answered with an empty 503 so the pages render their loaded state without a stack.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './chromium.ts';
import { build } from 'vite';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, '.local', 'bench');
const API = 'http://127.0.0.1:9'; // never reached: requests to it are fulfilled by the browser route below
const TARGET = 1.7;

const PAGES: Array<{ path: string; label: string; target: boolean }> = [
  {
    path: '/questions/corporate/summit-health/standalone',
    label: 'hospital-system standalone',
    target: true,
  },
  {
    path: '/questions/corporate/meridian-medical/standalone',
    label: 'device-company standalone',
    target: true,
  },
  { path: '/questions/corporate/meridian-medical/embed', label: 'embed', target: true },
  {
    path: '/questions/corporate/meridian-medical/visual-test',
    label: 'visual test',
    target: false,
  },
  {
    path: '/questions/corporate/lakeside-university-health',
    label: 'university (demo gate)',
    target: false,
  },
  {
    path: '/questions/corporate/harbor-hospital-network',
    label: 'hospital network (demo gate)',
    target: false,
  },
];

async function buildApp(outDir: string) {
  process.env.VITE_SUPABASE_URL = API;
  process.env.VITE_SUPABASE_ANON_KEY = 'bench-anon-key';
  await build({
    root: ROOT,
    configFile: path.join(ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, sourcemap: false },
  });
}

async function buildBare(outDir: string) {
  const src = path.join(OUT, 'bare-src');
  fs.mkdirSync(src, { recursive: true });
  fs.writeFileSync(
    path.join(src, 'index.html'),
    '<!doctype html><html><head><meta charset="UTF-8" /><title>bare</title></head><body><div id="root"></div><script type="module" src="./main.jsx"></script></body></html>',
  );
  fs.writeFileSync(
    path.join(src, 'main.jsx'),
    "import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(<h1>Hello</h1>);\n",
  );
  await build({
    root: src,
    configFile: false,
    plugins: [react()],
    logLevel: 'warn',
    resolve: {
      alias: {
        react: path.join(ROOT, 'node_modules/react'),
        'react-dom': path.join(ROOT, 'node_modules/react-dom'),
      },
    },
    build: { outDir, emptyOutDir: true, sourcemap: false },
  });
}

function serve(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const types: Record<string, string> = {
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.html': 'text/html',
    '.svg': 'image/svg+xml',
  };
  const server = http.createServer((req, res) => {
    const urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = path.join(dir, urlPath);
    if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory())
      file = path.join(dir, 'index.html');
    res.writeHead(200, {
      'content-type': types[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-store',
    });
    fs.createReadStream(file).pipe(res);
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

async function measure(browser: import('@playwright/test').Browser, url: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.route(`${API}/**`, (route) => route.fulfill({ status: 503, body: '' }));
  const scripts = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && !response.url().endsWith('.js')) return;
    if (response.url().startsWith(API)) return;
    scripts.set(
      response.url(),
      response.body().then(
        (body) => zlib.gzipSync(body, { level: 9 }).length,
        () => 0,
      ),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const sizes = await Promise.all(scripts.values());
  await context.close();
  const perFile = [...scripts.keys()].map((u, i) => [new URL(u).pathname, sizes[i]!] as const);
  return { bytes: sizes.reduce((a, b) => a + b, 0), files: scripts.size, perFile };
}

async function main() {
  const check = process.argv.includes('--check');
  const verbose = process.argv.includes('--verbose');
  const appDir = path.join(OUT, 'app');
  const bareDir = path.join(OUT, 'bare');
  console.log('Building the app and the bare React page with the same Vite...');
  await buildApp(appDir);
  await buildBare(bareDir);

  const app = await serve(appDir);
  const bare = await serve(bareDir);
  const browser = await chromium.launch({
    executablePath: (await findChromium()).executablePath,
    args: CHROMIUM_ARGS,
  });
  try {
    const baseline = await measure(browser, `${bare.url}/`);
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    console.log(`\nbare React page: ${kb(baseline.bytes)} gzipped JS (${baseline.files} files)\n`);
    console.log(
      [
        'page'.padEnd(34),
        'gzipped JS'.padStart(11),
        'files'.padStart(6),
        'ratio'.padStart(7),
        '  goal',
      ].join(' '),
    );
    let failed = false;
    for (const p of PAGES) {
      const r = await measure(browser, `${app.url}${p.path}`);
      const ratio = r.bytes / baseline.bytes;
      const verdict = p.target
        ? ratio <= TARGET
          ? `<= ${TARGET}x ok`
          : `> ${TARGET}x OVER`
        : '(report only)';
      if (p.target && ratio > TARGET) failed = true;
      console.log(
        [
          p.label.padEnd(34),
          kb(r.bytes).padStart(11),
          String(r.files).padStart(6),
          `${ratio.toFixed(2)}x`.padStart(7),
          ` ${verdict}`,
        ].join(' '),
      );
      if (verbose)
        for (const [file, size] of r.perFile.sort((a, b) => b[1] - a[1]))
          console.log(`    ${kb(size).padStart(9)}  ${file}`);
    }
    if (check && failed) process.exitCode = 1;
  } finally {
    await browser.close();
    await app.close();
    await bare.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
