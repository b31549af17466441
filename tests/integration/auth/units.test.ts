/** The auth service's pure parts, where waiting for real time or SMTP would be pointless. */
import { describe, expect, it } from 'vitest';
import { errorBody } from '../../../stack/auth/errors.ts';
import { renderMail } from '../../../stack/auth/mailer.ts';
import { weakPasswordError } from '../../../stack/auth/password.ts';
import { RateLimiter } from '../../../stack/auth/rate-limit.ts';
import { parseGoDuration } from '../../../stack/auth/validate.ts';
import { otpHash } from '../../../stack/auth/tokens.ts';
import { isValidEmail, mergeMetadata } from '../../../stack/auth/users.ts';

describe('auth service internals', () => {
  it('the rate limiter frees a slot once the oldest hit leaves the 5-minute window', () => {
    const limiter = new RateLimiter({ token: 3 });
    const t0 = 1_000_000;
    expect([0, 1, 2].map((i) => limiter.take('token', '10.0.0.1', t0 + i * 1000))).toEqual([
      true,
      true,
      true,
    ]);
    expect(limiter.take('token', '10.0.0.1', t0 + 10_000)).toBe(false);
    expect(limiter.take('token', '10.0.0.2', t0 + 10_000)).toBe(true);
    expect(limiter.take('signup', '10.0.0.1', t0 + 10_000)).toBe(true);
    expect(limiter.take('token', '10.0.0.1', t0 + 5 * 60_000 - 1)).toBe(false);
    expect(limiter.take('token', '10.0.0.1', t0 + 5 * 60_000 + 1)).toBe(true);
    expect(limiter.take('token', '10.0.0.1', t0 + 5 * 60_000 + 2)).toBe(false);
  });

  it('parses Go durations for ban_duration', () => {
    expect(parseGoDuration('24h')).toBe(86_400_000);
    expect(parseGoDuration('1h30m')).toBe(5_400_000);
    expect(parseGoDuration('876000h')).toBe(876_000 * 3_600_000);
    expect(parseGoDuration('1.5s')).toBe(1500);
    expect(parseGoDuration('forever')).toBeNull();
    expect(parseGoDuration('24')).toBeNull();
    expect(parseGoDuration('')).toBeNull();
  });

  it('renders both error shapes', () => {
    const e = weakPasswordError({ minLength: 8, requiredCharacters: [] }, ['length']);
    expect(errorBody(e, true)).toEqual({
      code: 'weak_password',
      message: 'Password should be at least 8 characters.',
      weak_password: { reasons: ['length'], message: 'Password should be at least 8 characters.' },
    });
    expect(errorBody(e, false)).toMatchObject({
      code: 422,
      error_code: 'weak_password',
      msg: e.message,
    });
  });

  it('mails carry the link in HTML (escaped) and text, and the code', () => {
    const link =
      'http://127.0.0.1:54321/auth/v1/verify?token=abc&type=recovery&redirect_to=http%3A%2F%2Fx';
    const m = renderMail({ to: 'a@b.test', kind: 'recovery', link, otp: '123456' });
    expect(m.subject).toBe('Reset Your Password');
    expect(m.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
    expect(m.text).toContain(link);
    expect(m.text).toContain('123456');
  });

  it('link hashes do not depend on the email case and differ per code', () => {
    expect(otpHash('A@B.test', '123456')).toBe(otpHash('a@b.test', '123456'));
    expect(otpHash('a@b.test', '123456')).not.toBe(otpHash('a@b.test', '123457'));
    expect(otpHash('a@b.test', '123456')).toMatch(/^[0-9a-f]{56}$/);
  });

  it('validates emails and merges metadata like GoTrue', () => {
    expect(isValidEmail('someone@claimdesk.test')).toBe(true);
    expect(isValidEmail('no-at-sign')).toBe(false);
    expect(isValidEmail('a@b')).toBe(false);
    expect(mergeMetadata({ a: 1, b: 2 }, { b: null, c: 3 })).toEqual({ a: 1, c: 3 });
  });
});
