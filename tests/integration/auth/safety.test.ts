/**
 * The auth service is as hard to abuse as GoTrue (stack/auth/README.md, "Safety") (or harder):
 * limits keyed on the address the gateway saw, wrong codes limited per address and per client and
 * burned after a few, one auth mail per address per minute, similar timing for known and unknown
 * addresses.
 */
import { describe, expect, it } from 'vitest';
import { listMail, randomIp, sql, testClient, waitForMail } from '../helpers.ts';
import { authEmail, authFetch, PASSWORD, signUpNew } from './auth-helpers.ts';

const json = { 'content-type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' };

/** A request from `ip` that claims, in X-Forwarded-For, to come from somewhere new each time. */
const spoofed = (path: string, body: unknown, ip: string) =>
  authFetch(
    path,
    {
      method: 'POST',
      headers: { ...json, 'x-forwarded-for': randomIp() },
      body: JSON.stringify(body),
    },
    ip,
  );

async function mailsTo(email: string): Promise<number> {
  return (await listMail()).filter((m) => m.to.some((t) => t.address === email)).length;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

describe('auth service: limits keyed on the address the gateway saw', () => {
  it('a new X-Forwarded-For per request does not get past any limit', async () => {
    const cases: [string, (i: number) => unknown, number][] = [
      ['/token?grant_type=password', () => ({ email: authEmail('xff'), password: PASSWORD }), 150],
      ['/signup', (i) => ({ email: `not-an-email-${i}`, password: PASSWORD }), 30],
      ['/recover', () => ({ email: authEmail('xff-recover') }), 30],
      ['/otp', (i) => ({ email: `bad-${i}` }), 30],
      ['/verify', () => ({ type: 'recovery', email: authEmail('xff-v'), token: '123456' }), 30],
    ];
    for (const [path, body, limit] of cases) {
      const ip = randomIp();
      let through = 0;
      for (let i = 0; i <= limit + 4; i++) {
        const res = await spoofed(path, body(i), ip);
        if (res.status !== 429) through++;
      }
      console.info(`[xff spoof] ${path}: ${through} of ${limit + 5} got through`);
      expect(through, path).toBe(limit);
    }
  }, 120_000);
});

describe('auth service: one-time codes cannot be guessed', () => {
  async function recoveryCode(label: string) {
    const { email } = await signUpNew(label);
    await testClient().auth.resetPasswordForEmail(email);
    const mail = await waitForMail(email, (m) => m.subject === 'Reset Your Password');
    const code = /enter the code: (\d{6})/.exec(mail.text ?? '')![1]!;
    const wrong = (k: number) => String((Number(code) + 1 + k) % 1_000_000).padStart(6, '0');
    return { email, code, wrong };
  }

  it("strangers' wrong codes do not lock the real user out: their own client's code still works", async () => {
    const { email, code, wrong } = await recoveryCode('guess');
    const stranger = testClient();
    for (let k = 0; k < 5; k++) {
      const r = await stranger.auth.verifyOtp({ email, token: wrong(k), type: 'recovery' });
      expect(r.error?.code).toBe('otp_expired');
    }
    // Four more strangers, four wrong codes each: 21 in all, under the address's ceiling.
    for (let c = 0; c < 4; c++) {
      const other = testClient();
      for (let k = 0; k < 4; k++)
        await other.auth.verifyOtp({ email, token: wrong(5 + c * 4 + k), type: 'recovery' });
    }
    // The stranger who used up their tries is refused even the right code...
    const blocked = await stranger.auth.verifyOtp({ email, token: code, type: 'recovery' });
    expect(blocked.error).toMatchObject({ status: 403, code: 'otp_expired' });
    // ...and that refusal was not looked at, so the real user's client still gets in.
    const user = await testClient().auth.verifyOtp({ email, token: code, type: 'recovery' });
    expect(user.error).toBeNull();
    expect(user.data.session).not.toBeNull();
  });

  it('after 25 wrong codes from all clients the recovery token is burned, until a new mail', async () => {
    const { email, code, wrong } = await recoveryCode('ceiling');
    for (let c = 0; c < 5; c++) {
      const stranger = testClient();
      for (let k = 0; k < 5; k++)
        await stranger.auth.verifyOtp({ email, token: wrong(c * 5 + k), type: 'recovery' });
    }
    const right = await testClient().auth.verifyOtp({ email, token: code, type: 'recovery' });
    expect(right.data.session).toBeNull();
    expect(right.error).toMatchObject({ status: 403, code: 'otp_expired' });
    // A new mail (after the 60 s gap) brings a new code with fresh tries.
    await sql(
      `update auth.users set recovery_sent_at = now() - interval '61 seconds' where lower(email) = $1`,
      [email],
    );
    await testClient().auth.resetPasswordForEmail(email);
    const next = await waitForMail(email, (m) => !(m.text ?? '').includes(code));
    const nextCode = /enter the code: (\d{6})/.exec(next.text ?? '')![1]!;
    const ok = await testClient().auth.verifyOtp({ email, token: nextCode, type: 'recovery' });
    expect(ok.error).toBeNull();
  });

  it('1,000 guesses with rotating addresses and spoofed headers, then the right code: refused', async () => {
    const { email } = await signUpNew('brute');
    await testClient().auth.resetPasswordForEmail(email);
    const mail = await waitForMail(email, (m) => m.subject === 'Reset Your Password');
    const code = /enter the code: (\d{6})/.exec(mail.text ?? '')![1]!;
    const statuses: Record<number, number> = {};
    // 40 client addresses (25 guesses each, under the per-address limit) plus a spoofed header.
    const ips = Array.from({ length: 40 }, () => randomIp());
    for (let i = 0; i < 1000; i++) {
      const guess = String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
      const res = await spoofed(
        '/verify',
        { type: 'recovery', email, token: guess },
        ips[i % ips.length]!,
      );
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    }
    const right = await spoofed('/verify', { type: 'recovery', email, token: code }, randomIp());
    console.info(
      `[code guessing] 1,000 wrong codes: ${JSON.stringify(statuses)}; then the right code: ${right.status}`,
    );
    expect(statuses[200]).toBeUndefined();
    expect(right.status).toBe(403);
  }, 120_000);

  it('one client address gets 429 after 30 wrong codes, whatever addresses it guesses for', async () => {
    const ip = randomIp();
    let refused = 0;
    for (let i = 0; i < 35; i++) {
      const res = await authFetch(
        '/verify',
        {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ type: 'magiclink', email: authEmail(`g${i}`), token: '000000' }),
        },
        ip,
      );
      if (res.status === 429) refused++;
    }
    expect(refused).toBe(5);
  });
});

describe('auth service: one auth mail per address per 60 s', () => {
  it('recover, magic link and resend: the second request within a minute is 429 and sends nothing', async () => {
    const { email } = await signUpNew('mail-flood');
    const results: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await authFetch(
        i % 2 ? '/otp' : '/recover',
        { method: 'POST', headers: json, body: JSON.stringify({ email }) },
        randomIp(),
      );
      results.push(res.status);
      if (res.status === 429)
        expect(await res.json()).toMatchObject({ code: 'over_email_send_rate_limit' });
    }
    await new Promise((r) => setTimeout(r, 500));
    console.info(`[mail flood] 6 requests for one address: ${results.join(' ')}`);
    // /recover and /otp share the recovery token's send time, as in GoTrue.
    expect(results).toEqual([200, 429, 429, 429, 429, 429]);
    expect(await mailsTo(email)).toBe(1);
  });

  it('an unknown address gets the same 429 on a second /recover, so the answer reveals nothing', async () => {
    const email = authEmail('unknown-twice');
    const post = () =>
      authFetch('/recover', { method: 'POST', headers: json, body: JSON.stringify({ email }) });
    expect((await post()).status).toBe(200);
    const again = await post();
    expect(again.status).toBe(429);
    expect(await again.json()).toMatchObject({ code: 'over_email_send_rate_limit' });
  });
});

describe('auth service: known and unknown addresses take similar time', () => {
  it('/recover and a failed password login', async () => {
    const known = await Promise.all(Array.from({ length: 8 }, (_, i) => signUpNew(`timing-${i}`)));
    const time = async (path: string, body: unknown) => {
      const t0 = performance.now();
      const res = await authFetch(path, {
        method: 'POST',
        headers: json,
        body: JSON.stringify(body),
      });
      await res.arrayBuffer();
      return performance.now() - t0;
    };
    const recoverKnown: number[] = [];
    const recoverUnknown: number[] = [];
    const loginKnown: number[] = [];
    const loginUnknown: number[] = [];
    for (const [i, k] of known.entries()) {
      recoverKnown.push(await time('/recover', { email: k.email }));
      recoverUnknown.push(await time('/recover', { email: authEmail(`timing-none-${i}`) }));
      loginKnown.push(
        await time('/token?grant_type=password', { email: k.email, password: 'Wrong-pass-1' }),
      );
      loginUnknown.push(
        await time('/token?grant_type=password', {
          email: authEmail(`timing-nobody-${i}`),
          password: 'Wrong-pass-1',
        }),
      );
    }
    const [rk, ru, lk, lu] = [recoverKnown, recoverUnknown, loginKnown, loginUnknown].map(median);
    console.info(
      `[timing] /recover known ${rk!.toFixed(0)} ms vs unknown ${ru!.toFixed(0)} ms; password login known ${lk!.toFixed(0)} ms vs unknown ${lu!.toFixed(0)} ms (medians of 8)`,
    );
    expect(Math.abs(rk! - ru!)).toBeLessThan(Math.max(40, rk! * 0.5));
    expect(Math.abs(lk! - lu!)).toBeLessThan(Math.max(40, lk! * 0.5));
  }, 60_000);
});
