import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium, launchEnv } from './scripts/chromium.ts';
import { freePort } from './stack/ports.ts';

// CHROME_PATH, else a system Chromium, else the one inside the npm package @sparticuz/chromium
// (started with its own NSS/NSPR and font: launchEnv).
const browser = await findChromium();

// One free port per run, chosen by the OS (workers inherit the main process's env), so two runs
// never share a server and never collide with another program's port.
process.env.E2E_APP_PORT ??= String(await freePort());
const APP_PORT = Number(process.env.E2E_APP_PORT);

export default defineConfig({
  testDir: 'e2e',
  // The `@/` alias of src/, so a spec can read the app's own lists (e2e/staff-navigation.spec.ts).
  tsconfig: './tsconfig.node.json',
  testMatch: /.*\.spec\.ts$/,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  globalSetup: './e2e/support/global-setup.ts',
  use: {
    baseURL: `http://127.0.0.1:${APP_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: browser.executablePath,
      args: CHROMIUM_ARGS,
      env: launchEnv(browser),
    },
  },
});
