/**
 * Build-time configuration, validated once. A missing or malformed variable is
 * an error that names it, so a misconfigured build fails loudly at start-up.
 *
 * Checked by hand rather than with zod: every public claim form and the embed
 * load this module first, and a schema library here cost them about 0.2x of a
 * bare React page in gzipped JavaScript (npm run bench:bundle).
 */
interface Env {
  SUPABASE_URL: string;
  SUPABASE_ANON_KEY: string;
  SHOW_DEMO_LOGINS: boolean;
}

const REQUIRED = ['VITE_SUPABASE_URL', 'VITE_SUPABASE_ANON_KEY'] as const;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export function parseEnv(source: Record<string, unknown>): Env {
  const missing = REQUIRED.filter((name) => source[name] === undefined || source[name] === '');
  if (missing.length > 0) {
    throw new Error(
      `Missing environment variable${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}. ` +
        'Set it in .env.local (see .env.example) or run `npm run dev`, which sets it for the local stack.',
    );
  }
  const problems: string[] = [];
  const url = source.VITE_SUPABASE_URL;
  const key = source.VITE_SUPABASE_ANON_KEY;
  const demo = source.VITE_SHOW_DEMO_LOGINS;
  if (typeof url !== 'string' || !isHttpUrl(url)) {
    problems.push(
      'VITE_SUPABASE_URL: VITE_SUPABASE_URL must be a URL, e.g. http://127.0.0.1:54321',
    );
  }
  if (typeof key !== 'string' || key.trim() === '') {
    problems.push('VITE_SUPABASE_ANON_KEY: VITE_SUPABASE_ANON_KEY must not be empty');
  }
  if (demo !== undefined && typeof demo !== 'string') {
    problems.push('VITE_SHOW_DEMO_LOGINS: VITE_SHOW_DEMO_LOGINS must be a string');
  }
  if (problems.length > 0)
    throw new Error(`Invalid environment variables:\n${problems.join('\n')}`);
  return {
    SUPABASE_URL: url as string,
    SUPABASE_ANON_KEY: key as string,
    SHOW_DEMO_LOGINS: demo === 'true',
  };
}

export const env: Env = parseEnv(import.meta.env as Record<string, unknown>);
