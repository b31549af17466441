/**
 * Runs in every integration worker before its test files: points the worker at its own stack
 * (tests/integration/global-setup.ts starts one per worker and writes stack n's settings to
 * INTEGRATION_STACK_ENV_<n>; vitest numbers its workers from 1 in VITEST_POOL_ID).
 */
const own = process.env[`INTEGRATION_STACK_ENV_${process.env.VITEST_POOL_ID ?? ''}`];
if (process.env.INTEGRATION_STACK_ENV_2 && !own)
  throw new Error(
    `no stack for vitest worker ${process.env.VITEST_POOL_ID ?? '(none)'}: INTEGRATION_WORKERS must match the workers vitest starts`,
  );
// Boundary: the worker's environment, written as a JSON object of strings by the suite's setup.
if (own) Object.assign(process.env, JSON.parse(own) as Record<string, string>);
