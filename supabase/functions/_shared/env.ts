/** Environment access. Functions read env at request time, so one process can serve changing config in tests. */

export function env(name: string): string | undefined {
  const value = Deno.env.get(name);
  return value === undefined || value === '' ? undefined : value;
}

/** A variable the function cannot work without; a missing one is a 500 naming it. */
export function requiredEnv(name: string): string {
  const value = env(name);
  if (value === undefined) throw new Error(`${name} is not set`);
  return value;
}
