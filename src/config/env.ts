// zod/mini: public claim forms load this module, so it must stay small.
import * as z from 'zod/mini';

/**
 * Build-time configuration, validated once. A missing or malformed variable is
 * an error that names it, so a misconfigured build fails loudly at start-up.
 */
const EnvSchema = z.object({
  VITE_SUPABASE_URL: z.url({
    error: 'VITE_SUPABASE_URL must be a URL, e.g. http://127.0.0.1:54321',
  }),
  VITE_SUPABASE_ANON_KEY: z
    .string()
    .check(z.minLength(1, 'VITE_SUPABASE_ANON_KEY must not be empty')),
  VITE_SHOW_DEMO_LOGINS: z.optional(z.string()),
});

export interface Env {
  SUPABASE_URL: string;
  SUPABASE_ANON_KEY: string;
  SHOW_DEMO_LOGINS: boolean;
}

export function parseEnv(source: Record<string, unknown>): Env {
  const missing = ['VITE_SUPABASE_URL', 'VITE_SUPABASE_ANON_KEY'].filter(
    (name) => source[name] === undefined || source[name] === '',
  );
  if (missing.length > 0) {
    throw new Error(
      `Missing environment variable${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}. ` +
        'Set it in .env.local (see .env.example) or run `npm run dev`, which sets it for the local stack.',
    );
  }
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const details = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment variables:\n${details.join('\n')}`);
  }
  return {
    SUPABASE_URL: result.data.VITE_SUPABASE_URL,
    SUPABASE_ANON_KEY: result.data.VITE_SUPABASE_ANON_KEY,
    SHOW_DEMO_LOGINS: result.data.VITE_SHOW_DEMO_LOGINS === 'true',
  };
}

export const env: Env = parseEnv(import.meta.env as Record<string, unknown>);
