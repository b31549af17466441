/**
 * npm run bench:lighthouse — Lighthouse (npm `lighthouse`, its default mobile profile with simulated
 * throttling) over the pages an anonymous visitor opens first: the public claim forms, the embed
 * and the auth pages, next to a trivial HTML page measured in the same run as the baseline.
 *
 * 1. starts a local stack with the seed (stack/test-stack.ts) and builds the app against it, so the
 *    public forms show their partner's account as visitors see it (not the error view of an
 *    unreachable API), and writes the trivial page into the build;
 * 2. serves the build from a small static server (SPA fallback, gzip like any static host) over
 *    HTTPS and HTTP/2, with the stack's API behind an HTTP/2 proxy, as static hosts and hosted
 *    Supabase answer (`--http1`: both over plain HTTP/1.1, as before);
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
 * Every page is measured with the mobile profile and the desktop one (`--mobile` or `--desktop`
 * alone), each beside the trivial page in the same form factor: a public page's LCP is also given
 * as a ratio to the trivial page's, which holds under any load on the machine.
 *
 * The report of each page's median run is kept as .local/bench-lighthouse/<page>.<form>.report.json.
 * `--runs N` changes the count; `--no-staff` skips step 5, `--staff-only` step 4's pages; `--only
 * TEXT` measures only the pages whose path contains TEXT (and the trivial page); `--devtools` has
 * Lighthouse slow Chromium down for real (throttlingMethod 'devtools') instead of simulating;
 * `--root DIR` builds another checkout of the app (a copy of the tree before a change, to measure
 * before and after in runs of the same kind). `--check` exits 1 when a public page on mobile has an
 * LCP over PUBLIC_LCP_RATIO times the trivial page's or a performance under 95, or a staff page
 * (mobile or desktop) has a performance under 95, a TBT of 200 ms or more or a CLS of 0.05 or more.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { startTestStack } from '../stack/test-stack.ts';
import { DEMO, DEMO_PASSWORD } from '../tests/support/accounts.ts';
import {
  API,
  proxyOverHttp2,
  ROOT,
  selfSignedTls,
  serve,
  signedInPageRegistry,
} from './bench-support.ts';
import { CHROMIUM_ARGS, findChromium, launchEnv } from './chromium.ts';

const OUT = path.join(ROOT, '.local', 'bench-lighthouse');
const BASELINE = '/baseline.html';
/** --devtools: Lighthouse slows Chromium down for real (CPU and network) instead of simulating. */
const DEVTOOLS_THROTTLING = process.argv.includes('--devtools');
/** --check: every page's performance score (mobile; staff pages on desktop too). */
const GOAL = 95;
/** --check: a public page's LCP at most this many times the trivial page's (mobile). */
const PUBLIC_LCP_RATIO = 1.5;
/** --check: a staff page's Total Blocking Time under this (ms) and CLS under this. */
const STAFF_TBT = 200;
const STAFF_CLS = 0.05;

type FormFactor = 'mobile' | 'desktop';

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

/** Who signs in to open a staff page behind each guard (src/app/page-types.ts). */
const GUARD_EMAIL: Record<string, string> = {
  admin: DEMO.admin,
  expert: DEMO.expert,
  approver: DEMO.approver,
};

/**
 * The signed-in staff pages: the registry's (src/app/pages.ts) admin-console and expert-workspace
 * pages without a parameter in their address, each opened by a demo user its guard lets in.
 */
async function staffPages(): Promise<Array<{ path: string; label: string; email: string }>> {
  return (await signedInPageRegistry())
    .flatMap((p) => {
      const email = GUARD_EMAIL[p.guard];
      if (!email || p.path.includes(':')) return [];
      return [{ path: p.path, label: p.path.slice(1).replace('/', ' '), email }];
    })
    .sort((a, b) => a.email.localeCompare(b.email)); // one sign-in per user (a stable sort)
}

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
      // The bench's own certificate for 127.0.0.1 (selfSignedTls).
      '--ignore-certificate-errors',
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

async function audit(
  url: string,
  port: number,
  form: FormFactor,
  signedIn = false,
): Promise<Scores> {
  const result = await lighthouse(
    url,
    {
      port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      // The signed-in pages keep the session the bench stored (the cache is off: no-store).
      disableStorageReset: signedIn,
      ...(DEVTOOLS_THROTTLING ? { throttlingMethod: 'devtools' as const } : {}),
    },
    form === 'desktop' ? desktopConfig : undefined,
  );
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

/**
 * Runs `use` on a new page of the browser Lighthouse drives (its default context, over the same
 * DevTools port), then closes the page and disconnects; the browser stays up for Lighthouse.
 */
async function withPage(port: number, use: (page: Page) => Promise<void>): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await use(page);
    await page.close();
  } finally {
    await browser.close();
  }
}

/** Signs `email` in through /login. */
async function signIn(port: number, base: string, email: string): Promise<void> {
  await withPage(port, async (page) => {
    await page.goto(`${base}/login`);
    await page.evaluate(() => window.localStorage.clear());
    await page.reload();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 60_000 });
  });
}

/**
 * Signs the browser out again: clears the app origin's storage, so that the next form factor's
 * public pages are opened as an anonymous visitor opens them. Lighthouse's own reset between runs
 * leaves localStorage alone (its default `clearStorageTypes`), so /login would otherwise hand the
 * stored session over to the dashboard, and the bench would measure that.
 */
async function signOut(port: number, base: string): Promise<void> {
  await withPage(port, async (page) => {
    await page.goto(`${base}${BASELINE}`);
    await page.evaluate(() => {
      window.localStorage.clear();
      window.sessionStorage.clear();
    });
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * The app built as `npm run build` builds it (vite build, then the prerender when the checkout has
 * one), from `root`, into `outDir`, against `env`.
 */
function buildApp(root: string, outDir: string, env: Record<string, string>) {
  const run = (args: string[]) => {
    const r = spawnSync(process.execPath, args, {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        VITE_SUPABASE_ANON_KEY: 'bench-anon-key',
        VITE_SUPABASE_URL: API,
        ...env,
      },
    });
    if (r.status !== 0) throw new Error(`${args.join(' ')} failed in ${root}`);
  };
  const bin = (p: string) => path.join(ROOT, 'node_modules', p);
  run([
    bin('vite/bin/vite.js'),
    'build',
    '--outDir',
    outDir,
    '--emptyOutDir',
    '--logLevel',
    'warn',
  ]);
  if (fs.existsSync(path.join(root, 'scripts', 'prerender.ts')))
    run([bin('tsx/dist/cli.mjs'), 'scripts/prerender.ts', '--out-dir', outDir]);
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
}

async function main() {
  const check = process.argv.includes('--check');
  const staffOnly = process.argv.includes('--staff-only');
  const only = arg('--only');
  const chosen = (p: { path: string }) => !only || p.path.includes(only);
  const runs = Number(arg('--runs') ?? 3);
  const root = path.resolve(arg('--root') ?? ROOT);
  const forms: FormFactor[] = process.argv.includes('--desktop')
    ? ['desktop']
    : process.argv.includes('--mobile')
      ? ['mobile']
      : ['mobile', 'desktop'];
  const started = Date.now();
  fs.mkdirSync(OUT, { recursive: true });
  // One build against a local stack with the seed, so the public forms are measured as visitors
  // see them (the partner's account loaded, not the error view of an unreachable API) and the
  // staff pages can sign in.
  console.log('Starting a local stack...');
  const test = await startTestStack();
  const appDir = path.join(OUT, 'app');
  // Over HTTPS and HTTP/2 unless --http1, as static hosts and hosted Supabase answer (why:
  // docs/benchmarks.md, "`npm run bench:lighthouse`").
  const tls = process.argv.includes('--http1') ? undefined : selfSignedTls(OUT);
  const api = tls ? await proxyOverHttp2(test.env.SUPABASE_URL!, tls) : null;
  let app: Awaited<ReturnType<typeof serve>> | null = null;
  const { port, child } = await startChromium();
  process.once('exit', () => child.kill());
  const failures: string[] = [];
  const header = [
    'page'.padEnd(30),
    'perf',
    'a11y',
    '  bp',
    ' seo',
    '    LCP',
    ' ratio',
    '   TBT',
    '   CLS',
  ];
  const measure = async (
    p: { path: string; label: string },
    base: string,
    form: FormFactor,
    signedIn: boolean,
    baselineLcp: number | null,
  ): Promise<number> => {
    const results: Scores[] = [];
    for (let i = 0; i < runs; i++)
      results.push(await audit(`${base}${p.path}`, port, form, signedIn));
    const m = (k: Exclude<keyof Scores, 'detail' | 'report'>) => median(results.map((r) => r[k]));
    const perf = m('performance');
    const lcp = m('lcp');
    const ratio = baselineLcp ? lcp / baselineLcp : 1;
    const tbt = m('tbt');
    const cls = m('cls');
    console.log(
      [
        p.label.padEnd(30),
        String(perf).padStart(4),
        String(m('accessibility')).padStart(4),
        String(m('best-practices')).padStart(4),
        String(m('seo')).padStart(4),
        `${(lcp / 1000).toFixed(2)} s`.padStart(7),
        `${ratio.toFixed(2)}x`.padStart(6),
        `${Math.round(tbt)} ms`.padStart(6),
        cls.toFixed(3).padStart(6),
      ].join(' '),
    );
    const typical = results.find((r) => r.performance === perf) ?? results[0]!;
    console.log(`${''.padEnd(31)}${typical.detail}`);
    const name = p.path.replace(/\W+/g, '-').replace(/^-|-$/g, '');
    fs.writeFileSync(path.join(OUT, `${name}.${form}.report.json`), typical.report);
    if (p.path === BASELINE) return lcp;
    const why: string[] = [];
    if (perf < GOAL) why.push(`performance ${perf} < ${GOAL}`);
    if (signedIn) {
      if (tbt >= STAFF_TBT) why.push(`TBT ${Math.round(tbt)} ms >= ${STAFF_TBT} ms`);
      if (cls >= STAFF_CLS) why.push(`CLS ${cls.toFixed(3)} >= ${STAFF_CLS}`);
    } else if (ratio > PUBLIC_LCP_RATIO)
      why.push(`LCP ${ratio.toFixed(2)}x the trivial page's > ${PUBLIC_LCP_RATIO}x`);
    // Public pages are held to their budget on mobile; staff pages on both.
    if (why.length && (signedIn || form === 'mobile'))
      failures.push(`${p.label} (${form}): ${why.join(', ')}`);
    return lcp;
  };
  try {
    console.log(`Building the app from ${root}...`);
    buildApp(root, appDir, {
      VITE_SUPABASE_URL: api?.url ?? test.env.SUPABASE_URL!,
      VITE_SUPABASE_ANON_KEY: test.env.SUPABASE_ANON_KEY!,
    });
    fs.writeFileSync(path.join(appDir, BASELINE.slice(1)), TRIVIAL_PAGE);
    app = await serve(appDir, tls);
    console.log(`Serving over ${tls ? 'HTTPS, HTTP/2' : 'HTTP/1.1'}.`);
    const throttling = DEVTOOLS_THROTTLING ? 'DevTools' : 'simulated';
    for (const form of forms) {
      console.log(`\nLighthouse (${form}, ${throttling} throttling), median of ${runs}\n`);
      console.log(header.join(' '));
      const baselineLcp = await measure(PAGES[0]!, app.url, form, false, null);
      for (const p of staffOnly ? [] : PAGES.slice(1).filter(chosen))
        await measure(p, app.url, form, false, baselineLcp);
      if (!process.argv.includes('--no-staff')) {
        let signedInAs = '';
        for (const p of (await staffPages()).filter(chosen)) {
          if (p.email !== signedInAs) await signIn(port, app.url, (signedInAs = p.email));
          await measure(p, app.url, form, true, baselineLcp);
        }
        if (signedInAs) await signOut(port, app.url);
      }
    }
  } finally {
    await app?.close();
    await api?.close();
    await test.stop();
  }
  child.kill();
  console.log(`\n${Math.round((Date.now() - started) / 1000)} s in all.`);
  if (check && failures.length) {
    console.error(`\nOver budget:\n${failures.map((f) => `  ${f}`).join('\n')}`);
    process.exitCode = 1;
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
