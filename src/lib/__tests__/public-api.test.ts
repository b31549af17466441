// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { publicRest } from '@/lib/public-api';
import { server } from '@/testing/mocks/server';
import { REST_URL } from '@/testing/mocks/supabase-urls';

describe('publicRest.rpc: the light client of the public pages', () => {
  it('POSTs the arguments as JSON with the anon key and returns the body as data', async () => {
    let seen: {
      body: unknown;
      apikey: string | null;
      auth: string | null;
      type: string | null;
    } | null = null;
    server.use(
      http.post(`${REST_URL}/rpc/verify_demo_access`, async ({ request }) => {
        seen = {
          body: await request.json(),
          apikey: request.headers.get('apikey'),
          auth: request.headers.get('authorization'),
          type: request.headers.get('content-type'),
        };
        return HttpResponse.json('signed-token');
      }),
    );
    const args = { code: 'ABCDEFGH', account: 'harbor-hospital-network' };
    const result = await publicRest.rpc('verify_demo_access', args);
    expect(result).toEqual({ data: 'signed-token', error: null });
    expect(seen).toMatchObject({ body: args, type: 'application/json' });
    expect(seen!.apikey).toBeTruthy();
    expect(seen!.auth).toBe(`Bearer ${seen!.apikey}`);
  });

  it("returns PostgREST's error body (message, code, details, hint) instead of throwing", async () => {
    server.use(
      http.post(`${REST_URL}/rpc/submit_question`, () =>
        HttpResponse.json(
          { code: 'PT403', message: 'Access code required', details: null, hint: 'unlock first' },
          { status: 403 },
        ),
      ),
    );
    const result = await publicRest.rpc('submit_question', { payload: {} });
    expect(result).toEqual({
      data: null,
      error: {
        code: 'PT403',
        message: 'Access code required',
        details: null,
        hint: 'unlock first',
      },
    });
  });

  it('a non-JSON failure and a network failure still give a readable error', async () => {
    server.use(
      http.post(
        `${REST_URL}/rpc/submit_question`,
        () => new HttpResponse('upstream down', { status: 502, statusText: 'Bad Gateway' }),
      ),
    );
    const bad = await publicRest.rpc('submit_question', { payload: {} });
    expect(bad.error).toMatchObject({ message: 'Bad Gateway', code: '502' });

    server.use(http.post(`${REST_URL}/rpc/submit_question`, () => HttpResponse.error()));
    const offline = await publicRest.rpc('submit_question', { payload: {} });
    expect(offline.data).toBeNull();
    expect(offline.error?.message).toMatch(/TypeError/);
  });

  it('a void function (204, empty body) gives data null and no error', async () => {
    server.use(
      http.post(
        `${REST_URL}/rpc/reply_info_request_by_token`,
        () => new HttpResponse(null, { status: 204 }),
      ),
    );
    expect(
      await publicRest.rpc('reply_info_request_by_token', {
        p_token: 'x',
        p_message: 'y',
        p_phi_confirmed: false,
      }),
    ).toEqual({ data: null, error: null });
  });
});
