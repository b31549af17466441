import fs from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

// Integration files run in INTEGRATION_WORKERS workers side by side (default 2, what a 2-core
// machine gains from; 1 runs them one after another on one stack), each worker against a stack of
// its own (tests/integration/global-setup.ts reads the same variable), so no file shares a
// database, settings, a mailbox or a fake with a file running at the same time.
process.env.INTEGRATION_WORKERS ??= '2';
const INTEGRATION_WORKERS = Math.max(1, Number(process.env.INTEGRATION_WORKERS) || 1);

/**
 * Integration files that never touch the database engine under test: the stack's process tests
 * start stacks of their own on PGlite whatever DATABASE_URL says (they remove it from the child's
 * environment), the wire layer's tests serve a PGlite of their own, and the others read no
 * database. On a run against a PostgreSQL server (DATABASE_URL, the second run of .ci/run) they
 * would repeat the PGlite run's work exactly, about a fifth of that run's time, so they run only on
 * the PGlite run. A file listed here that moved fails the configuration.
 */
const ENGINE_FREE_FILES = [
  'tests/integration/stack/crash.test.ts',
  'tests/integration/stack/restart.test.ts',
  'tests/integration/stack/cli.test.ts',
  'tests/integration/stack/pg-wire.test.ts',
  'tests/integration/stack/pg-wire-hostile.test.ts',
  'tests/integration/stack/pg-wire-limits.test.ts',
  'tests/integration/stack/ports.test.ts',
  'tests/integration/stack/bench-http2.test.ts',
  'tests/db/function-types.test.ts',
];
for (const file of ENGINE_FREE_FILES)
  if (!fs.existsSync(fileURLToPath(new URL(file, import.meta.url))))
    throw new Error(`vitest.config.ts: ENGINE_FREE_FILES names ${file}, which does not exist`);

/**
 * The unit files that mock a module or stub a global or an environment variable (`vi.mock`,
 * `vi.doMock`, `vi.stubGlobal`, `vi.stubEnv`): they run in the `unit-isolated` project, each in a
 * process of its own, as a mock must be in place before the modules it replaces are first imported.
 * Every other unit file runs in `unit`, where a worker runs file after file in one process
 * (docs/development.md, "Shared workers").
 */
function isolatedUnitFiles(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })) {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) isolatedUnitFiles(file, out);
    else if (/\.test\.tsx?$/.test(entry.name)) {
      const text = fs.readFileSync(new URL(file, import.meta.url), 'utf8');
      if (/\bvi\.(mock|doMock|stubEnv|stubGlobal)\(/.test(text)) out.push(file);
    }
  }
  return out;
}
const ISOLATED_UNIT_FILES = isolatedUnitFiles('./src');

/** What both unit projects share. */
const UNIT = {
  // happy-dom: half jsdom's set-up per file; the files that need jsdom (or no DOM: pure logic, in
  // `node`) say so in their first line (docs/development.md, "Test environments").
  environment: 'happy-dom',
  // Two workers (UNIT_WORKERS to change): vitest's own default for `run` is one fewer than the
  // cores, 1 here, which leaves a core idle while a DOM is set up file after file. On this 2-core
  // machine, idle, back to back: 213 s with two against 334 s with one, all 871 tests passing both
  // times. Both projects have the same count: projects with different counts run one after the other.
  maxWorkers: Math.max(1, Number(process.env.UNIT_WORKERS ?? 2) || 1),
  globals: true,
  setupFiles: ['src/testing/setup-tests.ts'],
  // Only the design tokens are read as CSS (their contrast test imports index.css?raw).
  css: { include: [/src\/index\.css/] },
  // Component tests type with userEvent and render whole pages; on a loaded 2-core CI machine a
  // few took 5-6 s, so the 5 s default failed them on load alone.
  testTimeout: 20_000,
  // One CI run failed one of 423 component tests that passed in every local run since; as the
  // integration and e2e suites do, retry a failed test once in CI (a real defect fails twice).
  retry: process.env.CI ? 1 : 0,
};

export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    projects: [
      {
        extends: true,
        test: {
          ...UNIT,
          name: 'unit',
          // A worker runs its files one after another in one process: the packages (React, the DOM,
          // Testing Library, MSW) are imported once per worker, not once per file, and
          // fresh-modules.ts has each file import the app's modules anew, so no store, cache or
          // flag of the app outlives its file (docs/development.md, "Shared workers"). Back to back,
          // the suite took 131 CPU-seconds against 233 with a process per file. Tried and not kept:
          // the vm pools (their contexts lack TransformStream and BroadcastChannel, which MSW needs)
          // and the threads pool (no faster than forks).
          isolate: false,
          // fresh-modules.ts first, before setup-tests.ts imports anything.
          setupFiles: ['src/testing/fresh-modules.ts', ...UNIT.setupFiles],
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...ISOLATED_UNIT_FILES],
        },
      },
      {
        extends: true,
        test: { ...UNIT, name: 'unit-isolated', include: ISOLATED_UNIT_FILES },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          globals: true,
          include: ['tests/integration/**/*.test.ts', 'tests/db/**/*.test.ts'],
          exclude: [
            ...configDefaults.exclude,
            ...(process.env.DATABASE_URL ? ENGINE_FREE_FILES : []),
          ],
          globalSetup: ['tests/integration/global-setup.ts'],
          // Points each worker at its own stack before its files run.
          setupFiles: ['tests/integration/worker-env.ts'],
          // A worker runs its files one after another in one process, as the `unit` project does:
          // supabase-js, pg and the helpers are imported once per worker, not once per file. No
          // integration file mocks a module or stubs a global; each keeps its data apart by its own
          // names and ids, as it did in a process of its own. Alone, back to back: 216 s with a
          // process per file, 169 s and 156 s without.
          isolate: false,
          fileParallelism: INTEGRATION_WORKERS > 1,
          maxWorkers: INTEGRATION_WORKERS,
          // As Playwright does in CI: one retry for a test that touches timers, mail and sockets.
          retry: process.env.CI ? 1 : 0,
          testTimeout: 30_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
