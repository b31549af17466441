/**
 * npm run bench:login (docs/decisions.md, "Signed-in pages render from the stored session"): how
 * long from the click on "Log in" until the expert dashboard shows its data, on a production build
 * against a local stack, median of 5 sign-ins, unthrottled and under Lighthouse's mobile profile
 * (150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, 4x CPU slowdown).
 *
 * Each run is a new browser context (empty cache, no session): open /login, type the demo expert's
 * credentials, wait one second (the time a person takes to move to the button, during which the
 * page may prefetch), then click and time until the dashboard's counts show numbers.
 *
 * Each sign-in must send exactly one profile request (GET /rest/v1/profiles); the bench fails
 * otherwise. `--trace` prints, for every run, when the sign-in's requests started and answered (ms
 * after the click).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { startTestStack } from '../stack/test-stack.ts';
import { DEMO, DEMO_PASSWORD } from '../tests/support/accounts.ts';
import { buildApp, serve } from './bench-support.ts';
import { CHROMIUM_ARGS, findChromium, launchEnv } from './chromium.ts';

const RUNS = 5;
const MOBILE = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
  cpu: 4,
};

const TRACE = process.argv.includes('--trace');

/** What a trace shows of a request: the API's path (token, profiles, rpc) or the chunk's name. */
function label(url: string): string {
  const { pathname, searchParams } = new URL(url);
  if (pathname.startsWith('/auth/v1/')) return `auth ${pathname.slice(9)}?${searchParams}`;
  if (pathname.startsWith('/rest/v1/')) return pathname.slice(9);
  if (pathname.startsWith('/functions/v1/')) return `function ${pathname.slice(14)}`;
  return pathname.replace(/^\/assets\//, '');
}

async function signInOnce(browser: Browser, base: string, mobile: boolean): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  let profileRequests = 0;
  let clickedAt = Number.POSITIVE_INFINITY;
  const trace: string[] = [];
  const since = () => Math.round(Date.now() - clickedAt);
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname === '/rest/v1/profiles')
      profileRequests += 1;
    if (Date.now() >= clickedAt)
      trace.push(`${String(since()).padStart(5)} ms  -> ${label(request.url())}`);
  });
  page.on('requestfinished', (request) => {
    if (Date.now() >= clickedAt)
      trace.push(`${String(since()).padStart(5)} ms  <- ${label(request.url())}`);
  });
  if (mobile) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: MOBILE.latency,
      downloadThroughput: MOBILE.downloadThroughput,
      uploadThroughput: MOBILE.uploadThroughput,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpu });
  }
  await page.goto(`${base}/login`, { waitUntil: 'load' });
  await page.getByLabel('Email').fill(DEMO.expert);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.waitForTimeout(1000);
  const started = await page.evaluate(() => performance.now());
  clickedAt = Date.now();
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/expert\/dashboard/, { timeout: 60_000 });
  await page.getByTestId('count-assigned').filter({ hasText: /\d/ }).waitFor({ timeout: 60_000 });
  const ended = await page.evaluate(() => performance.now());
  trace.push(`${String(since()).padStart(5)} ms  counts painted`);
  // Anything the dashboard sends once painted (a second profile read would come now).
  await page.waitForTimeout(500);
  await context.close();
  if (TRACE) console.log(trace.join('\n') + '\n');
  if (profileRequests !== 1)
    throw new Error(`A sign-in sent ${profileRequests} profile requests (expected exactly 1)`);
  return ended - started;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  const test = await startTestStack();
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'claimdesk-bench-login-'));
  let server: Awaited<ReturnType<typeof serve>> | null = null;
  let browser: Browser | null = null;
  try {
    await buildApp(outDir, {
      VITE_SUPABASE_URL: test.env.SUPABASE_URL!,
      VITE_SUPABASE_ANON_KEY: test.env.SUPABASE_ANON_KEY!,
    });
    server = await serve(outDir);
    const found = await findChromium();
    browser = await chromium.launch({
      executablePath: found.executablePath,
      args: CHROMIUM_ARGS,
      env: launchEnv(found),
    });
    for (const mobile of [false, true]) {
      await signInOnce(browser, server.url, mobile); // warm-up: the stack's first sign-in
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) times.push(await signInOnce(browser, server.url, mobile));
      console.log(
        `${mobile ? 'mobile profile' : 'unthrottled   '}  login click -> expert dashboard with data: ` +
          `median ${Math.round(median(times))} ms  (runs: ${times.map((t) => Math.round(t)).join(', ')}; ` +
          'one profile request each)',
      );
    }
  } finally {
    await browser?.close();
    await server?.close();
    await test.stop();
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});
