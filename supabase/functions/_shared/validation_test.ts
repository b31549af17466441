import assert from './testing/assert.ts';
import { createStaffUserBody } from '../create-staff-user/handler.ts';
import { confirmationBody } from '../send-confirmation-email/handler.ts';
import { notificationBody } from '../send-corporate-notification/handler.ts';
import { smartsheetBody } from '../submit-to-smartsheet/handler.ts';
import { createProfileBody } from '../create-profile-trigger/handler.ts';
import { HttpError } from './http.ts';
import { parseBody, readJson } from './validation.ts';

function messageOf(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    assert.ok(e instanceof HttpError, `expected an HttpError, got ${e}`);
    assert.equal(e.status, 400);
    return e.message;
  }
  assert.fail('expected a 400');
}

const ID = '0b9a2f6e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';

Deno.test('create-staff-user: each bad field is named', () => {
  const good = {
    email: 'new.expert@example.test',
    password: 'long-enough-1',
    name: 'New Expert',
    role: 'expert',
  };
  assert.deepEqual(parseBody(createStaffUserBody, good), good);
  assert.equal(
    messageOf(() => parseBody(createStaffUserBody, { ...good, email: undefined })),
    'email is required',
  );
  assert.equal(
    messageOf(() => parseBody(createStaffUserBody, { ...good, email: 'nope' })),
    'email: Invalid email address',
  );
  assert.equal(
    messageOf(() => parseBody(createStaffUserBody, { ...good, password: 'short' })),
    'password: must be at least 8 characters',
  );
  assert.equal(
    messageOf(() => parseBody(createStaffUserBody, { ...good, name: '  ' })),
    'name: must not be empty',
  );
  assert.equal(
    messageOf(() => parseBody(createStaffUserBody, { ...good, role: 'user' })),
    "role: must be 'admin' or 'expert'",
  );
  assert.match(
    messageOf(() => parseBody(createStaffUserBody, [])),
    /^body: /,
  );
});

Deno.test('uuid fields: missing and malformed', () => {
  assert.equal(
    messageOf(() => parseBody(smartsheetBody, {})),
    'questionId is required',
  );
  assert.equal(
    messageOf(() => parseBody(smartsheetBody, { questionId: '42' })),
    'questionId: must be a UUID',
  );
  assert.deepEqual(parseBody(smartsheetBody, { questionId: ID }), { questionId: ID });
});

Deno.test('send-confirmation-email body', () => {
  const good = { email: 'a@b.test', firstName: 'Ada', lastName: 'Lovelace', title: 'Modifier 59' };
  assert.equal(parseBody(confirmationBody, good).questionId, undefined);
  assert.equal(
    messageOf(() => parseBody(confirmationBody, { ...good, title: 'x'.repeat(201) })).split(':')[0],
    'title',
  );
  assert.equal(
    messageOf(() => parseBody(confirmationBody, { ...good, firstName: 7 })).split(':')[0],
    'firstName',
  );
});

Deno.test('send-corporate-notification body: optional fields may be null or empty', () => {
  const parsed = parseBody(notificationBody, {
    questionId: ID,
    corporateAccountId: ID,
    zipCode: '',
    posIndicator: null,
    questionsRemaining: 0,
  });
  assert.equal(parsed.zipCode, null);
  assert.equal(parsed.posIndicator, null);
  assert.equal(parsed.questionsRemaining, 0);
  assert.equal(
    messageOf(() =>
      parseBody(notificationBody, {
        questionId: ID,
        corporateAccountId: ID,
        questionsRemaining: -2,
      }),
    ).split(':')[0],
    'questionsRemaining',
  );
  assert.equal(
    messageOf(() => parseBody(notificationBody, { questionId: ID })),
    'corporateAccountId is required',
  );
});

Deno.test('create-profile-trigger body: name optional, trimmed', () => {
  assert.deepEqual(parseBody(createProfileBody, { userId: ID, name: '  Ada ' }), {
    userId: ID,
    name: 'Ada',
  });
  assert.deepEqual(parseBody(createProfileBody, { userId: ID }), { userId: ID, name: null });
});

Deno.test('readJson: empty body is {}, malformed JSON is a 400 naming the body', async () => {
  assert.deepEqual(await readJson(new Request('http://x/', { method: 'POST', body: '' })), {});
  await assert.rejects(
    readJson(new Request('http://x/', { method: 'POST', body: '{nope' })),
    (e: unknown) => {
      assert.ok(e instanceof HttpError);
      assert.equal(e.status, 400);
      assert.equal(e.message, 'body: Invalid JSON');
      return true;
    },
  );
});

Deno.test('SendLimiter: at most N per key within the window', async () => {
  const { SendLimiter } = await import('./questions.ts');
  const limiter = new SendLimiter(2, 1000);
  assert.equal(limiter.take('q', 0), true);
  assert.equal(limiter.take('q', 10), true);
  assert.equal(limiter.take('q', 20), false);
  assert.equal(limiter.take('other', 20), true);
  assert.equal(limiter.take('q', 1005), true, 'the first send has left the window');
});
