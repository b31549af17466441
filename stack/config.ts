/**
 * Configuration of the local stack: ports, data directory, keys.
 * Everything here is local-only tooling; the SPA never imports it.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SignJWT } from 'jose';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The Supabase CLI's well-known local JWT secret. Local only, never a production secret. */
export const JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
/** Long-lived API keys, signed like the Supabase CLI's local keys (exp 2032). */
const KEY_EXP = 1983812996;

export interface StackConfig {
  apiPort: number;
  dbPort: number;
  mailPort: number;
  mailUiPort: number;
  /** Internal service ports (loopback only, behind the gateway). */
  restPort: number;
  authPort: number;
  functionsPort: number;
  /**
   * PostgREST's Unix socket in a private directory (startStack sets it): then PostgREST has no TCP
   * port and the gateway is the only way to it. Null: PostgREST on restPort (postgrest.ts alone).
   */
  restSocket: string | null;
  /** Per-run secret the gateway sends to auth and functions: only then is X-Forwarded-For trusted. */
  gatewaySecret: string;
  /** Directory for PGlite data; null keeps the database in memory. */
  dataDir: string | null;
  /** Where running stacks keep their pid files (supervisor.ts). */
  runDir: string;
  /** A real Postgres server to use instead of PGlite. */
  databaseUrl: string | null;
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  apiUrl: string;
  /** Where links in auth emails send the browser (the SPA). */
  siteUrl: string;
  /** Print child-process logs. */
  verbose: boolean;
}

export function envInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 65535) {
    throw new Error(`${name} must be a port number from 0 to 65535, got "${raw}"`);
  }
  return n;
}

export async function signKey(role: 'anon' | 'service_role', secret = JWT_SECRET): Promise<string> {
  return new SignJWT({ iss: 'supabase-demo', role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setExpirationTime(KEY_EXP)
    .sign(new TextEncoder().encode(secret));
}

export interface ConfigOverrides {
  apiPort?: number;
  dbPort?: number;
  mailPort?: number;
  mailUiPort?: number;
  restPort?: number;
  authPort?: number;
  functionsPort?: number;
  dataDir?: string | null;
  runDir?: string;
  databaseUrl?: string | null;
  siteUrl?: string;
  verbose?: boolean;
}

export async function resolveConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: ConfigOverrides = {},
): Promise<StackConfig> {
  const apiPort = overrides.apiPort ?? envInt(env, 'API_PORT', 54321);
  const ephemeral = env.STACK_EPHEMERAL === '1' || env.STACK_EPHEMERAL === 'true';
  const dataDir =
    overrides.dataDir !== undefined
      ? overrides.dataDir
      : ephemeral
        ? null
        : path.resolve(ROOT, env.STACK_DATA_DIR || '.local/db');
  const anonKey = await signKey('anon');
  const serviceRoleKey = await signKey('service_role');
  return {
    apiPort,
    dbPort: overrides.dbPort ?? envInt(env, 'DB_PORT', 54322),
    mailPort: overrides.mailPort ?? envInt(env, 'MAIL_PORT', 54325),
    mailUiPort: overrides.mailUiPort ?? envInt(env, 'MAIL_UI_PORT', 54324),
    restPort: overrides.restPort ?? envInt(env, 'REST_PORT', apiPort + 10),
    authPort: overrides.authPort ?? envInt(env, 'AUTH_PORT', apiPort + 11),
    functionsPort: overrides.functionsPort ?? envInt(env, 'FUNCTIONS_PORT', apiPort + 12),
    restSocket: null,
    gatewaySecret: randomBytes(24).toString('hex'),
    dataDir,
    runDir: overrides.runDir ?? path.resolve(ROOT, env.STACK_RUN_DIR || '.local/run'),
    databaseUrl:
      overrides.databaseUrl !== undefined ? overrides.databaseUrl : env.DATABASE_URL || null,
    jwtSecret: JWT_SECRET,
    anonKey,
    serviceRoleKey,
    apiUrl: `http://127.0.0.1:${apiPort}`,
    siteUrl: overrides.siteUrl ?? env.SITE_URL ?? 'http://127.0.0.1:5173',
    verbose: overrides.verbose ?? env.STACK_VERBOSE === '1',
  };
}
