import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium, launchEnv } from './scripts/chromium.ts';
import { freePort } from './stack/ports.ts';

// CHROME_PATH, else a system Chromium, else the one inside the npm package @sparticuz/chromium
// (started with its own NSS/NSPR and font: launchEnv).
const browser = await findChromium();

// Spec files run in WORKERS workers side by side (E2E_WORKERS, default 2: what a 2-core machine
// gains from; 1 runs them one after another). Each worker has a stack and an app server of its
// own (e2e/support/global-setup.ts), so no spec shares data, mail or settings with another worker.
const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2) || 1);

// One free port per run, from freePort (workers inherit the main process's env), so two runs
// never share a server and never collide with another program's port. This is worker 0's; the
// global setup chooses the others.
process.env.E2E_APP_PORT ??= String(await freePort());
// Traces and screenshots of failed tests: a folder per run, as Playwright empties it when a run
// starts and two runs in one checkout must not empty each other's (their traces were lost).
const RESULTS = path.join('.local', 'e2e-results');
process.env.E2E_OUTPUT_DIR ??= path.join(RESULTS, process.env.E2E_APP_PORT);
if (process.env.TEST_PARALLEL_INDEX === undefined) removeOldResults();

// In a worker (TEST_PARALLEL_INDEX): its own stack's and app server's settings (E2E_APP_PORT
// among them), which the global setup wrote to E2E_WORKER_ENV_<n> before the workers started.
const ownEnv = process.env[`E2E_WORKER_ENV_${process.env.TEST_PARALLEL_INDEX ?? ''}`];
if (ownEnv) Object.assign(process.env, JSON.parse(ownEnv) as Record<string, string>);
const APP_PORT = Number(process.env.E2E_APP_PORT);

export default defineConfig({
  testDir: 'e2e',
  // The `@/` alias of src/, so a spec can read the app's own lists (e2e/staff-navigation.spec.ts).
  tsconfig: './tsconfig.node.json',
  testMatch: /.*\.spec\.ts$/,
  // Files in parallel, the tests of a file in order in one worker (as they were written).
  fullyParallel: false,
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  // A test's time budget (no assertion waits longer for it: expect's own timeout is unchanged):
  // with two workers on two cores each test gets about half the machine, so twice the 60 s.
  timeout: WORKERS > 1 ? 120_000 : 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  globalSetup: './e2e/support/global-setup.ts',
  outputDir: process.env.E2E_OUTPUT_DIR,
  projects: [
    // The accessibility scans are independent tests (each loads its page in a new page; a role's
    // signed-in context is made once per worker in beforeAll) and a third of the suite's time:
    // spread over the workers instead of filling one.
    { name: 'a11y', testMatch: /a11y\.spec\.ts$/, fullyParallel: true },
    { name: 'e2e', testIgnore: /a11y\.spec\.ts$/ },
  ],
  use: {
    baseURL: `http://127.0.0.1:${APP_PORT}`,
    // A trace only for the retry of a failed test (CI retries once; locally add `--retries 1` or
    // `--trace on`): recording one for every test, to keep only the failed ones' (retain-on-failure),
    // cost a third of the run. Measured on the a11y table alone, back to back: 195 s wall with it,
    // 152 s with DOM snapshots but no screenshots, 130 s without. A failure still leaves its
    // screenshot.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: browser.executablePath,
      args: CHROMIUM_ARGS,
      env: launchEnv(browser),
    },
  },
});

/** Removes other runs' result folders older than a day (a run still going is younger). */
function removeOldResults(): void {
  if (!fs.existsSync(RESULTS)) return;
  const dayAgo = Date.now() - 24 * 3600 * 1000;
  for (const name of fs.readdirSync(RESULTS)) {
    const dir = path.join(RESULTS, name);
    if (fs.statSync(dir).mtimeMs < dayAgo) fs.rmSync(dir, { recursive: true, force: true });
  }
}
