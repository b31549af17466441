/**
 * What every route of the auth service shares: its options, the database pool, token settings,
 * the mailer and the rate limiter. Built once by `startAuthServer`.
 */
import bcrypt from 'bcryptjs';
import pg from 'pg';
import { MailRequests, OtpAttempts, TimingPad } from './abuse.ts';
import { captchaConfigFromToml, checkCaptchaConfig, type CaptchaConfig } from './captcha.ts';
import { createMailer, type Mailer } from './mailer.ts';
import { loadPasswordPolicy, type PasswordPolicy } from './password.ts';
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
  /** Seconds between two auth mails to one address (GoTrue's SMTP max frequency, default 60). */
  mailFrequencySec?: number;
  /** Overrides of supabase/config.toml's minimum_password_length / password_requirements. */
  password?: Partial<Pick<PasswordPolicy, 'minLength' | 'requiredCharacters'>>;
  /** Overrides of supabase/config.toml's `[auth.captcha]` (GoTrue's human check; captcha.ts). */
  captcha?: Partial<CaptchaConfig>;
  /** The gateway's per-run secret: X-Forwarded-For is trusted only on requests carrying it. */
  gatewaySecret?: string;
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
  /** A hash compared against for unknown users, so they take as long as known ones. */
  dummyHash: string;
  password: PasswordPolicy;
  captcha: CaptchaConfig;
  mailFrequencySec: number;
  otpAttempts: OtpAttempts;
  mailRequests: MailRequests;
  recoverTiming: TimingPad;
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
  const bcryptCost = opts.bcryptCost ?? BCRYPT_COST;
  const mailFrequencySec = opts.mailFrequencySec ?? 60;

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
    bcryptCost,
    dummyHash: await bcrypt.hash(crypto.randomUUID(), bcryptCost),
    password: loadPasswordPolicy(opts.password),
    captcha: checkCaptchaConfig({ ...captchaConfigFromToml(), ...opts.captcha }),
    mailFrequencySec,
    otpAttempts: new OtpAttempts(),
    mailRequests: new MailRequests(mailFrequencySec * 1000),
    recoverTiming: new TimingPad(150),
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
