/** send-approved-answer without a stack: preflight, method, and who may call it. */
import assert from '../_shared/testing/assert.ts';
import { handler } from './handler.ts';

Deno.test('send-approved-answer answers the CORS preflight and refuses GET', async () => {
  const pre = await handler(
    new Request('http://localhost/send-approved-answer', { method: 'OPTIONS' }),
  );
  assert.equal(pre.status, 200);
  assert.equal(pre.headers.get('Access-Control-Allow-Origin'), '*');
  const get = await handler(new Request('http://localhost/send-approved-answer'));
  assert.equal(get.status, 405);
});

Deno.test('send-approved-answer without a session: 401 No valid session found', async () => {
  const res = await handler(
    new Request('http://localhost/send-approved-answer', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ answerId: '0b9a2f6e-1c2d-4e5f-8a9b-0c1d2e3f4a5b' }),
    }),
  );
  assert.equal(res.status, 401);
  assert.deepEqual(await res.json(), { error: 'No valid session found' });
});
