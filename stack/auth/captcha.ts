/**
 * The human check of GoTrue (`[auth.captcha]` in supabase/config.toml, as the Supabase CLI passes
 * it to GoTrue): when enabled, sign-up, password recovery, magic links/OTP, resend and the password
 * grant need `gotrue_meta_security.captcha_token` (supabase-js sends `options.captchaToken` there),
 * which is posted with the secret and the client's address to the provider's siteverify.
 *
 * Locally the secret may be one of Cloudflare's documented test secrets (always passes: `1x…AA`,
 * always fails: `2x…AA`), and `verifyUrl` (or AUTH_CAPTCHA_VERIFY_URL) points the check at a stub.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../config.ts';

export interface CaptchaConfig {
  enabled: boolean;
  provider: 'turnstile' | 'hcaptcha';
  secret: string;
  /** The provider's siteverify unless set (tests: a local stub). */
  verifyUrl?: string;
  timeoutMs?: number;
}

export const SITEVERIFY_URLS: Record<CaptchaConfig['provider'], string> = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  hcaptcha: 'https://hcaptcha.com/siteverify',
};

/** Cloudflare's documented test secrets: siteverify always says yes, or always no, to them. */
export const TURNSTILE_TEST_SECRETS = {
  pass: '1x0000000000000000000000000000000AA',
  fail: '2x0000000000000000000000000000000AA',
} as const;

/** `"env(NAME)"` values, as the Supabase CLI resolves them. */
function resolveEnv(value: string, env: NodeJS.ProcessEnv): string {
  const m = /^env\(([A-Za-z_][A-Za-z0-9_]*)\)$/.exec(value.trim());
  return m ? (env[m[1]!] ?? '') : value;
}

/** `[auth.captcha]` of supabase/config.toml (off when absent), AUTH_CAPTCHA_VERIFY_URL for the URL. */
export function captchaConfigFromToml(
  file = path.join(ROOT, 'supabase', 'config.toml'),
  env: NodeJS.ProcessEnv = process.env,
): CaptchaConfig {
  const out: CaptchaConfig = { enabled: false, provider: 'hcaptcha', secret: '' };
  if (env.AUTH_CAPTCHA_VERIFY_URL) out.verifyUrl = env.AUTH_CAPTCHA_VERIFY_URL;
  if (!fs.existsSync(file)) return out;
  let inCaptcha = false;
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const section = /^\s*\[([^\]]+)\]\s*$/.exec(line);
    if (section) inCaptcha = section[1] === 'auth.captcha';
    if (!inCaptcha) continue;
    const kv = /^\s*(enabled|provider|secret)\s*=\s*(?:"([^"]*)"|(true|false))\s*(?:#.*)?$/.exec(
      line,
    );
    if (!kv) continue;
    if (kv[1] === 'enabled') out.enabled = kv[3] === 'true';
    if (kv[1] === 'provider' && (kv[2] === 'turnstile' || kv[2] === 'hcaptcha'))
      out.provider = kv[2];
    if (kv[1] === 'secret') out.secret = resolveEnv(kv[2] ?? '', env);
  }
  return out;
}

/** GoTrue refuses to start with the check on and no secret or an unknown provider. */
export function checkCaptchaConfig(c: CaptchaConfig): CaptchaConfig {
  if (!c.enabled) return c;
  if (c.provider !== 'turnstile' && c.provider !== 'hcaptcha')
    throw new Error(`unsupported captcha provider: ${String(c.provider)}`);
  if (c.secret.trim() === '') throw new Error('captcha provider secret is empty');
  return { ...c, secret: c.secret.trim() };
}

export interface SiteverifyAnswer {
  success: boolean;
  errorCodes: string[];
}

/** POSTs secret, response and remoteip (form-encoded) to siteverify; throws when there is no JSON answer. */
export async function siteverify(
  c: CaptchaConfig,
  token: string,
  clientIp: string,
): Promise<SiteverifyAnswer> {
  const form = new URLSearchParams({ secret: c.secret, response: token, remoteip: clientIp });
  const res = await fetch(c.verifyUrl ?? SITEVERIFY_URLS[c.provider], {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    signal: AbortSignal.timeout(c.timeoutMs ?? 10_000),
  });
  const body = (await res.json()) as { success?: unknown; 'error-codes'?: unknown };
  return {
    success: body.success === true,
    errorCodes: Array.isArray(body['error-codes']) ? body['error-codes'].map(String) : [],
  };
}
