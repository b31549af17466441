import { describe, expect, it } from 'vitest';
import { env } from '../helpers.ts';
import { authEmail, authFetch, PASSWORD } from './auth-helpers.ts';

const badLogin = (headers: Record<string, string> = {}) =>
  authFetch('/token?grant_type=password', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ email: authEmail('protocol'), password: PASSWORD }),
  });

describe('auth service: protocol details supabase-js relies on', () => {
  it('with X-Supabase-Api-Version 2024-01-01 errors are {code, message} and the header is echoed', async () => {
    const res = await badLogin({ 'X-Supabase-Api-Version': '2024-01-01' });
    expect(res.status).toBe(400);
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await res.json()).toEqual({
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
  });

  it('without the header errors keep the older {code: status, error_code, msg} shape', async () => {
    const res = await badLogin();
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
  });

  it('weak_password errors carry the reasons', async () => {
    const res = await authFetch('/signup', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
      body: JSON.stringify({ email: authEmail('protocol-weak'), password: 'abc' }),
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({
      code: 'weak_password',
      weak_password: { reasons: ['length', 'characters'] },
    });
  });

  it('GET /user with only the anon key (no user token) is refused as bad_jwt: the key has no sub', async () => {
    // The gateway copies the apikey into Authorization when none is sent, as hosted Supabase does.
    const res = await fetch(`${env('SUPABASE_URL')}/auth/v1/user`, {
      headers: { apikey: env('SUPABASE_ANON_KEY'), 'X-Supabase-Api-Version': '2024-01-01' },
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      code: 'bad_jwt',
      message: 'invalid claim: missing sub claim',
    });
  });

  it('/health names GoTrue and /settings reports email signups with autoconfirm', async () => {
    const health = await authFetch('/health');
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ name: 'GoTrue', version: expect.any(String) });
    const settings = await authFetch('/settings');
    expect(await settings.json()).toMatchObject({
      external: expect.objectContaining({ email: true, phone: false }),
      disable_signup: false,
      mailer_autoconfirm: true,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    });
  });

  it('an unsupported grant type is a 400', async () => {
    const res = await authFetch('/token?grant_type=magic', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
      body: '{}',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'unsupported_grant_type' });
  });

  it('publishes no signing keys (HS256 shared secret), so supabase-js verifies tokens with the server', async () => {
    const res = await authFetch('/.well-known/jwks.json');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ keys: [] });
  });
});
