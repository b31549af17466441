/**
 * The test stack's settings, from the environment that the integration global setup
 * (tests/integration/global-setup.ts) and the e2e global setup (e2e/support/global-setup.ts) fill.
 */
export function env(name: string): string {
  const value = process.env[name];
  if (!value)
    throw new Error(
      `${name} is not set: run the tests through vitest's integration project or playwright, whose global setup starts the stack`,
    );
  return value;
}
