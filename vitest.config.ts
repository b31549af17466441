import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          globals: true,
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/testing/setup-tests.ts'],
          // Only the design tokens are read as CSS (their contrast test imports index.css?raw).
          css: { include: [/src\/index\.css/] },
          // Component tests type with userEvent and render whole pages; on a loaded 2-core CI
          // machine a few took 5-6 s, so the 5 s default failed them on load alone.
          testTimeout: 20_000,
          // One CI run failed one of 423 component tests that passed in every local run since; as
          // the integration and e2e suites do, retry a failed test once in CI (a real defect fails twice).
          retry: process.env.CI ? 1 : 0,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          globals: true,
          include: ['tests/integration/**/*.test.ts', 'tests/db/**/*.test.ts'],
          globalSetup: ['tests/integration/global-setup.ts'],
          fileParallelism: false,
          // As Playwright does in CI: one retry for a test that touches timers, mail and sockets.
          retry: process.env.CI ? 1 : 0,
          testTimeout: 30_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
