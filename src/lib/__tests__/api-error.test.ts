// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { API_ERROR_TEXT, ApiError, describeError, errorMessage } from '@/lib/api-error';
import { invokeFunction } from '@/lib/functions';
import { server } from '@/testing/mocks/server';
import { FUNCTIONS_URL } from '@/testing/mocks/supabase-urls';

describe('errorMessage: the text shown for anything a call throws', () => {
  it('reads PostgREST/Auth error objects, Errors and strings, else the fallback', () => {
    expect(errorMessage({ code: '22023', message: 'Answer is required' })).toBe(
      'Answer is required',
    );
    expect(errorMessage(new Error('Failed to fetch'))).toBe('Failed to fetch');
    expect(errorMessage('plain text')).toBe('plain text');
    expect(errorMessage(new Error(''))).toBe(API_ERROR_TEXT.unexpected);
    expect(errorMessage(null, 'Could not load')).toBe('Could not load');
  });
});

describe("invokeFunction: an edge function's failure carries the function's own message", () => {
  it("throws an ApiError with the body's { error } and the HTTP status", async () => {
    server.use(
      http.post(`${FUNCTIONS_URL}/delete-user`, () =>
        HttpResponse.json({ error: 'User not found' }, { status: 404 }),
      ),
    );
    const thrown = await invokeFunction('delete-user', { userId: 'x' }).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({ message: 'User not found', status: 404 });
    expect(describeError(thrown).description).toBe('User not found');
  });

  it('falls back to the client message when the body is not JSON', async () => {
    server.use(
      http.post(
        `${FUNCTIONS_URL}/delete-user`,
        () => new HttpResponse('bad gateway', { status: 502 }),
      ),
    );
    const thrown = await invokeFunction('delete-user', { userId: 'x' }).catch((e: unknown) => e);
    expect(thrown).toMatchObject({ status: 502 });
    expect(errorMessage(thrown)).not.toBe('');
  });

  it('returns the JSON body on success', async () => {
    server.use(
      http.post(`${FUNCTIONS_URL}/delete-user`, () =>
        HttpResponse.json({ data: { deleted: true } }),
      ),
    );
    await expect(invokeFunction('delete-user', { userId: 'x' })).resolves.toEqual({
      data: { deleted: true },
    });
  });
});
