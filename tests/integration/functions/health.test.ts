import { describe, expect, it } from 'vitest';
import { env } from '../helpers.ts';
import { callFn } from './fn-helpers.ts';

describe('health function through the gateway', () => {
  it('answers GET with { data: { status: "ok", time } }', async () => {
    const res = await callFn<{ status: string; time: string }>('health', undefined, 'anon', {
      method: 'GET',
    });
    expect(res.status).toBe(200);
    expect(res.body.data?.status).toBe('ok');
    expect(Math.abs(Date.parse(res.body.data!.time) - Date.now())).toBeLessThan(60_000);
  });

  it('answers the CORS preflight', async () => {
    const res = await fetch(`${env('SUPABASE_URL')}/functions/v1/health`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, x-client-info, apikey, content-type',
      },
    });
    expect(res.status).toBeLessThan(300);
    expect(res.headers.get('access-control-allow-origin')).toBeTruthy();
    expect((res.headers.get('access-control-allow-headers') ?? '').toLowerCase()).toContain(
      'authorization',
    );
  });
});
