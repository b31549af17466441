import { describe, expect, it } from 'vitest';
import { env, json } from '../helpers.ts';

const api = () => env('SUPABASE_URL');
const anon = () => env('SUPABASE_ANON_KEY');

describe('gateway', () => {
  it('answers /rest/v1, /auth/v1/health and /functions/v1/health', async () => {
    const rest = await fetch(`${api()}/rest/v1/`, { headers: { apikey: anon() } });
    expect(rest.status).toBe(200);
    expect((await json<{ swagger: string }>(rest)).swagger).toBe('2.0');

    const auth = await fetch(`${api()}/auth/v1/health`);
    expect(auth.status).toBe(200);
    expect((await json<{ name: string }>(auth)).name).toBe('GoTrue');

    // health sets verify_jwt = false in supabase/config.toml, so it answers without a key.
    const fn = await fetch(`${api()}/functions/v1/health`);
    expect(fn.status).toBe(200);
    expect((await json<{ data: { status: string } }>(fn)).data.status).toBe('ok');
  });

  it('refuses REST and auth calls without a valid apikey, as hosted Supabase does', async () => {
    const none = await fetch(`${api()}/rest/v1/questions`);
    expect(none.status).toBe(401);
    expect((await json<{ message: string }>(none)).message).toBe('No API key found in request');

    const bad = await fetch(`${api()}/auth/v1/user`, { headers: { apikey: 'not-a-key' } });
    expect(bad.status).toBe(401);
    expect((await json<{ message: string }>(bad)).message).toBe('Invalid API key');

    const viaQuery = await fetch(`${api()}/rest/v1/?apikey=${anon()}`);
    expect(viaQuery.status).toBe(200);
  });

  it('uses the apikey as the bearer token when no Authorization header is sent', async () => {
    // Anonymous callers get RLS-filtered results, not an error: anon sees no questions.
    const res = await fetch(`${api()}/rest/v1/questions?select=id&limit=1`, {
      headers: { apikey: anon() },
    });
    expect([200, 401]).toContain(res.status);
    if (res.status === 200) expect(await res.json()).toEqual([]);
  });

  it('answers CORS preflights for REST and auth, and adds CORS headers to responses', async () => {
    const pre = await fetch(`${api()}/rest/v1/questions`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://partner.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'apikey, authorization, content-type, x-client-info',
      },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('*');
    expect(pre.headers.get('access-control-allow-headers')).toContain('x-client-info');
    expect(pre.headers.get('access-control-allow-methods')).toContain('POST');

    const res = await fetch(`${api()}/auth/v1/health`, {
      headers: { Origin: 'https://partner.example' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('requires a valid JWT for functions (unless config.toml says verify_jwt = false) and leaves their preflight to the function', async () => {
    const missing = await fetch(`${api()}/functions/v1/get-all-users-email`, { method: 'POST' });
    expect(missing.status).toBe(401);
    expect((await json<{ message: string }>(missing)).message).toBe('Missing authorization header');
    const invalid = await fetch(`${api()}/functions/v1/get-all-users-email`, {
      method: 'POST',
      headers: { Authorization: 'Bearer nope' },
    });
    expect(invalid.status).toBe(401);
    expect((await json<{ message: string }>(invalid)).message).toBe('Invalid JWT');
    const pre = await fetch(`${api()}/functions/v1/health`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://partner.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(pre.status).toBeLessThan(300);
    expect(pre.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers 404 for an unknown function and an unknown route', async () => {
    const fn = await fetch(`${api()}/functions/v1/no-such-function`, {
      headers: { Authorization: `Bearer ${anon()}` },
    });
    expect(fn.status).toBe(404);
    const route = await fetch(`${api()}/storage/v1/bucket`, { headers: { apikey: anon() } });
    expect(route.status).toBe(404);
  });
});
