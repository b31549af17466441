/**
 * The auth service on its own (no gateway), started by the test with options the shared stack
 * does not use: no refresh-token reuse interval, and requests without any Authorization header.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthServer } from '../../../stack/auth/server.ts';
import { env, json } from '../helpers.ts';
import { authEmail, PASSWORD } from './auth-helpers.ts';

let base = '';
let close: () => Promise<void> = async () => {};

beforeAll(async () => {
  const server = await startAuthServer({
    port: 0,
    dbUrl: env('DB_URL'),
    jwtSecret: env('SUPABASE_JWT_SECRET'),
    anonKey: env('SUPABASE_ANON_KEY'),
    serviceRoleKey: env('SUPABASE_SERVICE_ROLE_KEY'),
    apiExternalUrl: env('SUPABASE_URL'),
    siteUrl: 'http://127.0.0.1:5173',
    smtp: { host: '127.0.0.1', port: 9 },
    refreshReuseIntervalSec: 0,
  });
  base = `http://127.0.0.1:${server.port}`;
  close = server.close;
});
afterAll(() => close());

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-supabase-api-version': '2024-01-01',
      ...headers,
    },
    body: JSON.stringify(body),
  });

describe('auth service without the gateway', () => {
  it('answers with and without the /auth/v1 prefix', async () => {
    for (const p of ['/health', '/auth/v1/health']) {
      const res = await fetch(`${base}${p}`);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ name: 'GoTrue' });
    }
  });

  it('GET /user and POST /logout without a bearer token are 401 no_authorization', async () => {
    for (const [method, path] of [
      ['GET', '/user'],
      ['POST', '/logout'],
    ] as const) {
      const res = await fetch(`${base}${path}`, {
        method,
        headers: { 'x-supabase-api-version': '2024-01-01' },
      });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({
        code: 'no_authorization',
        message: 'This endpoint requires a valid Bearer token',
      });
    }
  });

  it('answers CORS preflights with 204', async () => {
    const res = await fetch(`${base}/token?grant_type=password`, { method: 'OPTIONS' });
    expect(res.status).toBe(204);
  });

  it('with a reuse interval of 0 a used refresh token is refused at once and ends the session', async () => {
    const signup = await post('/signup', { email: authEmail('direct-reuse'), password: PASSWORD });
    expect(signup.status).toBe(200);
    const s = await json<{ refresh_token: string; access_token: string }>(signup);
    const first = await post('/token?grant_type=refresh_token', { refresh_token: s.refresh_token });
    expect(first.status).toBe(200);
    const child = await json<{ refresh_token: string }>(first);
    const again = await post('/token?grant_type=refresh_token', { refresh_token: s.refresh_token });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({
      code: 'refresh_token_already_used',
      message: 'Invalid Refresh Token: Already Used',
    });
    const childAfter = await post('/token?grant_type=refresh_token', {
      refresh_token: child.refresh_token,
    });
    expect(childAfter.status).toBe(400);
    expect(await childAfter.json()).toMatchObject({ code: 'refresh_token_not_found' });
  });

  it('a recovery request whose mail cannot be sent is a 500, not a silent success', async () => {
    const email = authEmail('direct-nomail');
    expect((await post('/signup', { email, password: PASSWORD })).status).toBe(200);
    const res = await post('/recover', { email });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({
      code: 'unexpected_failure',
      message: 'Error sending recovery email',
    });
  });
});
