/**
 * What every route of the auth service shares: its options, the database pool, token settings,
 * the mailer and the rate limiter. Built once by `startAuthServer`.
 */
import pg from 'pg';
import { createMailer, type Mailer } from './mailer.ts';
import { RateLimiter, type RateLimits } from './rate-limit.ts';
import { EXTRA_AUTH_TABLES_SQL, type TokenSettings } from './tokens.ts';

export interface AuthServerOptions {
  port: number;
  host?: string;
  dbUrl: string;
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  apiExternalUrl: string;
  siteUrl: string;
  smtp: { host: string; port: number };
  mailFrom?: string;
  autoconfirm?: boolean;
  jwtExpiry?: number;
  /** Seconds during which a just-rotated refresh token may be presented again (GoTrue default 10). */
  refreshReuseIntervalSec?: number;
  /** Lifetime of links and codes sent by mail, in seconds (default 3600). */
  otpExpirySec?: number;
  /** Redirect targets allowed besides the site URL's origin and loopback hosts. */
  additionalRedirectUrls?: string[];
  rateLimits?: RateLimits;
  /** bcrypt cost for new password hashes (GoTrue uses 10; a test stack may choose less for speed). */
  bcryptCost?: number;
  log?: (line: string) => void;
}

export interface AuthContext {
  opts: AuthServerOptions;
  log: (line: string) => void;
  autoconfirm: boolean;
  reuseIntervalSec: number;
  otpExpirySec: number;
  /** The public API origin, without a trailing slash (links in mails point there). */
  apiBase: string;
  tokens: TokenSettings;
  bcryptCost: number;
  pool: pg.Pool;
  mailer: Mailer;
  limiter: RateLimiter;
  /** Runs fn in one transaction on one pooled connection; rolls back when it throws. */
  tx<T>(fn: (c: pg.PoolClient) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** GoTrue's bcrypt cost. */
const BCRYPT_COST = 10;

export async function createContext(opts: AuthServerOptions): Promise<AuthContext> {
  const log = opts.log ?? (() => {});
  const apiBase = opts.apiExternalUrl.replace(/\/+$/, '');
  const pool = new pg.Pool({ connectionString: opts.dbUrl, max: 10 });
  pool.on('error', (e) => log(`auth: idle database client error: ${e.message}`));
  await pool.query(EXTRA_AUTH_TABLES_SQL);
  const mailer = createMailer(opts.smtp, opts.mailFrom ?? 'no-reply@claimdesk.test');

  async function tx<T>(fn: (c: pg.PoolClient) => Promise<T>): Promise<T> {
    const c = await pool.connect();
    try {
      await c.query('begin');
      const out = await fn(c);
      await c.query('commit');
      return out;
    } catch (e) {
      await c.query('rollback').catch(() => {});
      throw e;
    } finally {
      c.release();
    }
  }

  return {
    opts,
    log,
    autoconfirm: opts.autoconfirm ?? true,
    reuseIntervalSec: opts.refreshReuseIntervalSec ?? 10,
    otpExpirySec: opts.otpExpirySec ?? 3600,
    apiBase,
    tokens: {
      issuer: `${apiBase}/auth/v1`,
      secret: new TextEncoder().encode(opts.jwtSecret),
      expiry: opts.jwtExpiry ?? 3600,
    },
    bcryptCost: opts.bcryptCost ?? BCRYPT_COST,
    pool,
    mailer,
    limiter: new RateLimiter(opts.rateLimits),
    tx,
    async close() {
      mailer.close();
      await pool.end().catch(() => {});
    },
  };
}
