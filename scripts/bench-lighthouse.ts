/**
 * npm run bench:lighthouse — Lighthouse (npm `lighthouse`, its default mobile profile with simulated
 * throttling) over the pages an anonymous visitor opens first: the public claim forms, the embed
 * and the auth pages, next to a trivial HTML page measured in the same run as the baseline.
 *
 * 1. starts a local stack with the seed (stack/test-stack.ts) and builds the app against it, so the
 *    public forms show their partner's account as visitors see it (not the error view of an
 *    unreachable API), and writes the trivial page into the build;
 * 2. serves the build from a small static server (SPA fallback, gzip like any static host);
 * 3. starts the e2e suite's Chromium (scripts/chromium.ts: CHROME_PATH, a system one, else the
 *    packaged one) with a DevTools port and runs Lighthouse 3 times per page;
 * 4. prints the median of performance / accessibility / best-practices / SEO and of LCP, TBT, CLS,
 *    and for each page its LCP element and the longest request chain of the median run;
 * 5. then the signed-in staff pages (docs/decisions.md, "Weight of the staff pages"): the expert
 *    dashboard and admin users. The browser signs in once per role through /login (Playwright over
 *    the same DevTools port), and Lighthouse keeps that storage (`disableStorageReset`), so each run
 *    opens the page as a returning, signed-in staff member does: a session and a profile in
 *    localStorage, an empty cache.
 *
 * The report of each page's median run is kept as .local/bench-lighthouse/<page>.report.json.
 * `--runs N` changes the count; `--no-staff` skips step 5, `--staff-only` step 4's pages; `--check` exits 1 when /login's, the
 * expert dashboard's or admin users' performance is under 95.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { startTestStack } from '../stack/test-stack.ts';
import { DEMO, DEMO_PASSWORD } from '../tests/support/accounts.ts';
import { buildApp, ROOT, serve } from './bench-support.ts';
import { CHROMIUM_ARGS, findChromium, launchEnv } from './chromium.ts';

const OUT = path.join(ROOT, '.local', 'bench-lighthouse');
const BASELINE = '/baseline.html';
const GOAL = 95;
/** The pages --check holds to GOAL. */
const CHECKED = ['/login', '/expert/dashboard', '/admin/users'];

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

/** Signed-in staff pages: who signs in, where, and what shows once the page has its data. */
const STAFF_PAGES: Array<{ path: string; label: string; email: string }> = [
  { path: '/expert/dashboard', label: 'expert dashboard (signed in)', email: DEMO.expert },
  { path: '/admin/users', label: 'admin users (signed in)', email: DEMO.admin },
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
  /** The LCP element and the longest request chain, as Lighthouse reports them. */
  detail: string;
  /** The whole report (JSON), kept for the median run. */
  report: string;
}

/** Chromium with a DevTools port chosen by the OS; resolves with the port once it listens. */
async function startChromium(): Promise<{ port: number; child: ChildProcess }> {
  const found = await findChromium();
  const profile = fs.mkdtempSync(path.join(OUT, 'profile-'));
  const child = spawn(
    found.executablePath,
    [
      ...CHROMIUM_ARGS,
      '--headless=new',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'], env: launchEnv(found) },
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

/** The LCP element's selector and the longest chain of critical requests (file names, ms). */
function describe(audits: Record<string, { details?: unknown }>): string {
  const lcpItems = (
    audits['largest-contentful-paint-element']?.details as {
      items?: Array<{ items?: Array<{ node?: { selector?: string; nodeLabel?: string } }> }>;
    }
  )?.items;
  const node = lcpItems?.[0]?.items?.[0]?.node;
  const lcp = node ? `${node.selector ?? ''} "${(node.nodeLabel ?? '').slice(0, 40)}"` : 'none';
  interface ChainNode {
    request: { url: string; endTime: number; startTime: number };
    children?: Record<string, ChainNode>;
  }
  const chains = (
    audits['critical-request-chains']?.details as {
      chains?: Record<string, ChainNode>;
    }
  )?.chains;
  let longest: ChainNode[] = [];
  const walk = (n: ChainNode, trail: ChainNode[]) => {
    const here = [...trail, n];
    const kids = Object.values(n.children ?? {});
    if (!kids.length) {
      const end = (c: ChainNode[]) => c[c.length - 1]?.request.endTime ?? 0;
      if (end(here) > end(longest)) longest = here;
    }
    for (const k of kids) walk(k, here);
  };
  for (const root of Object.values(chains ?? {})) walk(root, []);
  const t0 = longest[0]?.request.startTime ?? 0;
  const chain = longest
    .map((n) => {
      const name = new URL(n.request.url).pathname.split('/').pop() || '/';
      return `${name.replace(/-[\w-]{8}\.js$/, '.js')} ${Math.round((n.request.endTime - t0) * 1000)}`;
    })
    .join(' > ');
  return `LCP ${lcp}; chain: ${chain}`;
}

async function audit(url: string, port: number, signedIn = false): Promise<Scores> {
  const result = await lighthouse(url, {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    // The signed-in pages keep the session the bench stored (the cache is off: no-store).
    disableStorageReset: signedIn,
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
    detail: describe(audits),
    report: typeof result.report === 'string' ? result.report : '',
  };
}

/** Signs `email` in through /login in the browser Lighthouse drives (its default context). */
async function signIn(port: number, base: string, email: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0]!;
    const page = await context.newPage();
    await page.goto(`${base}/login`);
    await page.evaluate(() => window.localStorage.clear());
    await page.reload();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 60_000 });
    await page.close();
  } finally {
    // Disconnects only: the browser stays up for Lighthouse.
    await browser.close();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

async function main() {
  const check = process.argv.includes('--check');
  const staffOnly = process.argv.includes('--staff-only');
  const runsArg = process.argv.indexOf('--runs');
  const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
  fs.mkdirSync(OUT, { recursive: true });
  // One build against a local stack with the seed, so the public forms are measured as visitors
  // see them (the partner's account loaded, not the error view of an unreachable API) and the
  // staff pages can sign in.
  console.log('Starting a local stack...');
  const test = await startTestStack();
  const appDir = path.join(OUT, 'app');
  let app: Awaited<ReturnType<typeof serve>> | null = null;
  const { port, child } = await startChromium();
  process.once('exit', () => child.kill());
  let failed = false;
  const header = ['page'.padEnd(30), 'perf', 'a11y', '  bp', ' seo', '    LCP', '   TBT', '   CLS'];
  const measure = async (p: { path: string; label: string }, base: string, signedIn: boolean) => {
    const results: Scores[] = [];
    for (let i = 0; i < runs; i++) results.push(await audit(`${base}${p.path}`, port, signedIn));
    const m = (k: Exclude<keyof Scores, 'detail' | 'report'>) => median(results.map((r) => r[k]));
    const perf = m('performance');
    console.log(
      [
        p.label.padEnd(30),
        String(perf).padStart(4),
        String(m('accessibility')).padStart(4),
        String(m('best-practices')).padStart(4),
        String(m('seo')).padStart(4),
        `${(m('lcp') / 1000).toFixed(2)} s`.padStart(7),
        `${Math.round(m('tbt'))} ms`.padStart(6),
        m('cls').toFixed(3).padStart(6),
      ].join(' '),
    );
    const typical = results.find((r) => r.performance === perf) ?? results[0]!;
    console.log(`${''.padEnd(31)}${typical.detail}`);
    const file = path.join(OUT, `${p.path.replace(/\W+/g, '-').replace(/^-|-$/g, '')}.report.json`);
    fs.writeFileSync(file, typical.report);
    if (CHECKED.includes(p.path) && perf < GOAL) failed = true;
  };
  try {
    console.log('Building the app...');
    await buildApp(appDir, {
      VITE_SUPABASE_URL: test.env.SUPABASE_URL!,
      VITE_SUPABASE_ANON_KEY: test.env.SUPABASE_ANON_KEY!,
    });
    fs.writeFileSync(path.join(appDir, BASELINE.slice(1)), TRIVIAL_PAGE);
    app = await serve(appDir);
    console.log(`\nLighthouse (mobile, simulated throttling), median of ${runs}\n`);
    console.log(header.join(' '));
    for (const p of staffOnly ? [] : PAGES) await measure(p, app.url, false);
    if (!process.argv.includes('--no-staff')) {
      for (const p of STAFF_PAGES) {
        await signIn(port, app.url, p.email);
        await measure(p, app.url, true);
      }
    }
  } finally {
    await app?.close();
    await test.stop();
  }
  child.kill();
  if (check && failed) {
    console.error(`\nA checked page (${CHECKED.join(', ')}) has performance under ${GOAL}.`);
    process.exitCode = 1;
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
