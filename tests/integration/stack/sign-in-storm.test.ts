/**
 * The wire layer (stack/pg-wire/README.md, "What it guarantees") at the HTTP level: the demo users
 * (one shared password, so a crossed database row would pass the password check) sign in at the
 * same time and call getUser() while PostgREST reads and edge functions run as the admin. Every
 * session must be the caller's own, and no call may fail.
 */
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { caught } from '../../support/caught.ts';
import { DEMO, DEMO_PASSWORD, env, json, randomIp, signedIn, testClient } from '../helpers.ts';

const ROUNDS = 6;
const GET_USER_PER_ROUND = 3;
const CALL_TIMEOUT_MS = 20_000;

function within<T>(p: PromiseLike<T>, what: string): Promise<T> {
  return Promise.race([
    Promise.resolve(p),
    new Promise<T>((_, reject) =>
      setTimeout(
        () => reject(new Error(`${what}: no answer in ${CALL_TIMEOUT_MS} ms`)),
        CALL_TIMEOUT_MS,
      ),
    ),
  ]);
}

const p95 = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(s.length * 0.95) - 1)] ?? 0;
};

describe('sign-in storm', () => {
  it('8 users signing in and calling getUser() while PostgREST and functions are busy: 0 wrong sessions, 0 failures', async () => {
    const admin = await signedIn(DEMO.admin);
    const adminToken = (await admin.auth.getSession()).data.session!.access_token;
    const adminId = decodeJwt(adminToken).sub!;
    const wrong: string[] = [];
    const failures: string[] = [];
    const signInMs: number[] = [];
    const getUserMs: number[] = [];
    let background = 0;
    let done = false;

    async function user(email: string): Promise<void> {
      const ip = randomIp();
      for (let round = 0; round < ROUNDS; round++) {
        const client = testClient('anon', ip);
        const t0 = Date.now();
        try {
          const { data, error } = await within(
            client.auth.signInWithPassword({ email, password: DEMO_PASSWORD }),
            `sign-in ${email}`,
          );
          signInMs.push(Date.now() - t0);
          if (error || !data.session) {
            failures.push(`sign-in ${email}: ${error?.message ?? 'no session'}`);
            continue;
          }
          const claims = decodeJwt(data.session.access_token);
          if (data.user?.email !== email || claims.email !== email)
            wrong.push(`sign-in ${email} -> ${data.user?.email} / ${String(claims.email)}`);
          for (let k = 0; k < GET_USER_PER_ROUND; k++) {
            const t1 = Date.now();
            const got = await within(client.auth.getUser(), `getUser ${email}`);
            getUserMs.push(Date.now() - t1);
            if (got.error) failures.push(`getUser ${email}: ${got.error.message}`);
            else if (got.data.user?.email !== email)
              wrong.push(`getUser ${email} -> ${got.data.user?.email}`);
          }
        } catch (e) {
          failures.push(caught(e).message);
        }
      }
    }

    async function restReader(): Promise<void> {
      while (!done) {
        try {
          const { error } = await within(
            admin.from('questions').select('id, title, status').limit(20),
            'PostgREST read',
          );
          if (error) failures.push(`PostgREST: ${error.message}`);
          background++;
        } catch (e) {
          failures.push(caught(e).message);
        }
      }
    }

    async function functionCaller(): Promise<void> {
      while (!done) {
        try {
          const res = await within(
            fetch(`${env('SUPABASE_URL')}/functions/v1/get-user-by-id`, {
              method: 'POST',
              headers: {
                apikey: env('SUPABASE_ANON_KEY'),
                Authorization: `Bearer ${adminToken}`,
                'Content-Type': 'application/json',
              },
              body: JSON.stringify({ userId: adminId }),
            }),
            'function call',
          );
          const body = await json<{ data?: { user?: { email?: string } } }>(res);
          if (res.status !== 200) failures.push(`function: ${res.status} ${JSON.stringify(body)}`);
          else if (body.data?.user?.email !== DEMO.admin)
            wrong.push(`function answered for ${body.data?.user?.email}`);
          background++;
        } catch (e) {
          failures.push(caught(e).message);
        }
      }
    }

    const t0 = Date.now();
    const noise = [restReader(), restReader(), restReader(), functionCaller(), functionCaller()];
    await Promise.all(Object.values(DEMO).map(user));
    done = true;
    await Promise.all(noise);
    console.info(
      `[sign-in storm] ${signInMs.length} sign-ins (p95 ${p95(signInMs)} ms), ${getUserMs.length} getUser (p95 ${p95(getUserMs)} ms), ${background} REST/function calls alongside, in ${Date.now() - t0} ms: ${wrong.length} wrong sessions, ${failures.length} failures`,
    );
    expect(wrong.slice(0, 5)).toEqual([]);
    expect(failures.slice(0, 5)).toEqual([]);
    expect(signInMs.length).toBe(Object.keys(DEMO).length * ROUNDS);
  }, 180_000);
});
