/**
 * npm run bench:lighthouse — Lighthouse (npm `lighthouse`, its default mobile profile with simulated
 * throttling) over the pages an anonymous visitor opens first: the public claim forms, the embed
 * and the auth pages, next to a trivial HTML page measured in the same run as the baseline.
 *
 * 1. builds the app (as bench:bundle does, backend at an address where nothing listens, so the
 *    pages render without a stack) and writes the trivial page into the build;
 * 2. serves the build from a small static server (SPA fallback, gzip like any static host);
 * 3. starts the e2e suite's Chromium (scripts/chromium.ts: CHROME_PATH, a system one, else the
 *    packaged one) with a DevTools port and runs Lighthouse 3 times per page;
 * 4. prints the median of performance / accessibility / best-practices / SEO and of LCP, TBT, CLS.
 *    `--runs N` changes the count; `--check` exits 1 when /login's performance is under 95.
 *
 * Not measured here: signed-in staff pages (Lighthouse resets storage, so it cannot open them
 * with a session); bench:bundle measures their JavaScript.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { buildApp, ROOT, serve } from './bench-support.ts';
import { CHROMIUM_ARGS, findChromium } from './chromium.ts';

const OUT = path.join(ROOT, '.local', 'bench-lighthouse');
const BASELINE = '/baseline.html';
const LOGIN_GOAL = 95;

const PAGES: Array<{ path: string; label: string }> = [
  { path: BASELINE, label: 'trivial HTML page (baseline)' },
  { path: '/questions/corporate/summit-health/standalone', label: 'hospital-system standalone' },
  { path: '/questions/corporate/meridian-medical/standalone', label: 'device-company standalone' },
  { path: '/questions/corporate/meridian-medical/embed', label: 'embed' },
  { path: '/questions/corporate/lakeside-university-health', label: 'university (demo gate)' },
  { path: '/login', label: 'login' },
  { path: '/signup', label: 'signup' },
  { path: '/forgot-password', label: 'forgot password' },
];

const TRIVIAL_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="A trivial page: the Lighthouse baseline." />
    <title>Baseline</title>
  </head>
  <body>
    <h1>Hello</h1>
    <p>The Lighthouse baseline of npm run bench:lighthouse.</p>
  </body>
</html>
`;

interface Scores {
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
}

/** Chromium with a DevTools port chosen by the OS; resolves with the port once it listens. */
async function startChromium(): Promise<{ port: number; child: ChildProcess }> {
  const { executablePath } = await findChromium();
  const profile = fs.mkdtempSync(path.join(OUT, 'profile-'));
  const child = spawn(
    executablePath,
    [
      ...CHROMIUM_ARGS,
      '--headless=new',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${seen}`)), 30_000);
    child.stderr?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}):\n${seen}`)));
  });
  return { port, child };
}

async function audit(url: string, port: number): Promise<Scores> {
  const result = await lighthouse(url, {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

async function main() {
  const check = process.argv.includes('--check');
  const runsArg = process.argv.indexOf('--runs');
  const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
  fs.mkdirSync(OUT, { recursive: true });
  const appDir = path.join(OUT, 'app');
  console.log('Building the app...');
  await buildApp(appDir);
  fs.writeFileSync(path.join(appDir, BASELINE.slice(1)), TRIVIAL_PAGE);

  const app = await serve(appDir);
  const { port, child } = await startChromium();
  let failed = false;
  try {
    console.log(`\nLighthouse (mobile, simulated throttling), median of ${runs}\n`);
    const header = [
      'page'.padEnd(30),
      'perf',
      'a11y',
      '  bp',
      ' seo',
      '    LCP',
      '   TBT',
      '   CLS',
    ];
    console.log(header.join(' '));
    for (const p of PAGES) {
      const results: Scores[] = [];
      for (let i = 0; i < runs; i++) results.push(await audit(`${app.url}${p.path}`, port));
      const m = (k: keyof Scores) => median(results.map((r) => r[k]));
      console.log(
        [
          p.label.padEnd(30),
          String(m('performance')).padStart(4),
          String(m('accessibility')).padStart(4),
          String(m('best-practices')).padStart(4),
          String(m('seo')).padStart(4),
          `${(m('lcp') / 1000).toFixed(2)} s`.padStart(7),
          `${Math.round(m('tbt'))} ms`.padStart(6),
          m('cls').toFixed(3).padStart(6),
        ].join(' '),
      );
      if (p.path === '/login' && m('performance') < LOGIN_GOAL) failed = true;
    }
  } finally {
    child.kill();
    await app.close();
  }
  if (check && failed) {
    console.error(`\n/login performance is under ${LOGIN_GOAL}.`);
    process.exitCode = 1;
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
