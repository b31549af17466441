/**
 * Every function's handler loads and is a request handler. Importing them all here also puts every
 * function in the type check `npm run test:deno` runs (deno test checks the modules its tests
 * import), so a query that no longer matches the generated schema (_shared/database.ts) fails it.
 */
import assert from './testing/assert.ts';
import { handler as createProfileTrigger } from '../create-profile-trigger/handler.ts';
import { handler as createStaffUser } from '../create-staff-user/handler.ts';
import { handler as deleteUser } from '../delete-user/handler.ts';
import { handler as getAllUsersEmail } from '../get-all-users-email/handler.ts';
import { handler as getUserById } from '../get-user-by-id/handler.ts';
import { handler as health } from '../health/handler.ts';
import { handler as processOutbox } from '../process-outbox/handler.ts';
import { handler as sendConfirmationEmail } from '../send-confirmation-email/handler.ts';
import { handler as sendCorporateNotification } from '../send-corporate-notification/handler.ts';
import { handler as submitToSmartsheet } from '../submit-to-smartsheet/handler.ts';
import { handler as verifyTurnstile } from '../verify-turnstile/handler.ts';

const HANDLERS = {
  'create-profile-trigger': createProfileTrigger,
  'create-staff-user': createStaffUser,
  'delete-user': deleteUser,
  'get-all-users-email': getAllUsersEmail,
  'get-user-by-id': getUserById,
  health,
  'process-outbox': processOutbox,
  'send-confirmation-email': sendConfirmationEmail,
  'send-corporate-notification': sendCorporateNotification,
  'submit-to-smartsheet': submitToSmartsheet,
  'verify-turnstile': verifyTurnstile,
};

Deno.test('every function directory has a handler, and every handler is listed here', async () => {
  const dirs: string[] = [];
  for await (const entry of Deno.readDir(new URL('..', import.meta.url))) {
    if (entry.isDirectory && !entry.name.startsWith('_')) dirs.push(entry.name);
  }
  assert.deepEqual(dirs.sort(), Object.keys(HANDLERS).sort());
  for (const [name, handler] of Object.entries(HANDLERS))
    assert.equal(typeof handler, 'function', name);
});
