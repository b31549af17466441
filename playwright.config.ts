import fs from 'node:fs';
import { defineConfig } from '@playwright/test';

/** The system Chromium: CHROME_PATH, else /usr/bin/chromium (browser downloads are not used). */
export function chromePath(): string {
  const candidates = [
    process.env.CHROME_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ].filter(Boolean) as string[];
  const found = candidates.find((p) => fs.existsSync(p));
  if (!found) {
    throw new Error(
      'Chromium not found: install it with `apt-get install -y chromium` or set CHROME_PATH.',
    );
  }
  return found;
}

// One port per run (workers inherit the main process's env), so two runs never share a server.
process.env.E2E_APP_PORT ??= String(41000 + (process.pid % 9000));
const APP_PORT = Number(process.env.E2E_APP_PORT);

export default defineConfig({
  testDir: 'e2e',
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
      executablePath: chromePath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
