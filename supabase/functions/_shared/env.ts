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

/** The app's own address (links and site-relative images in emails); the dev server's by default. */
export function siteUrl(): string {
  return (env('SITE_URL') ?? 'http://127.0.0.1:5173').replace(/\/+$/, '');
}
