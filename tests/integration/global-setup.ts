/**
 * Starts one local stack on free ports for the integration suite (PGlite in memory, or the
 * server in DATABASE_URL) with a fake Smartsheet API and a fake Turnstile siteverify behind
 * the functions. Workers read the
 * URLs and keys from process.env.
 */
import { startTestStack } from '../../stack/test-stack.ts';
import { startFakeSmartsheet } from './functions/fake-smartsheet.ts';
import {
  FAKE_TURNSTILE_HOSTNAME,
  FAKE_TURNSTILE_SECRET,
  startFakeSiteverify,
} from './functions/fake-siteverify.ts';

export default async function setup(): Promise<() => Promise<void>> {
  const t0 = Date.now();
  const smartsheet = await startFakeSmartsheet();
  const siteverify = await startFakeSiteverify();
  const test = await startTestStack({
    functionsEnv: {
      SMARTSHEET_ACCESS_TOKEN: 'test-token',
      SMARTSHEET_SHEET_ID: '1234567890',
      SMARTSHEET_API_BASE: smartsheet.url,
      SMARTSHEET_RETRY_BASE_MS: '20',
      // 10 s in production; short here so the hang test is quick.
      SMARTSHEET_TIMEOUT_MS: '1500',
      // verify-turnstile against a fake siteverify; submit_question only asks for its token when
      // app_settings turnstile_required is on (tests/integration/functions/turnstile.test.ts).
      TURNSTILE_SECRET_KEY: FAKE_TURNSTILE_SECRET,
      TURNSTILE_VERIFY_URL: `${siteverify.url}/siteverify`,
      TURNSTILE_TIMEOUT_MS: '1000',
      TURNSTILE_HOSTNAMES: FAKE_TURNSTILE_HOSTNAME,
      TURNSTILE_ACTION: 'submit-question',
    },
    authOptions: { refreshReuseIntervalSec: Number(process.env.AUTH_REFRESH_REUSE_INTERVAL ?? 2) },
  });
  Object.assign(process.env, test.env, {
    SMARTSHEET_FAKE_URL: smartsheet.url,
    SITEVERIFY_FAKE_URL: siteverify.url,
  });
  const { stack } = test;
  process.stderr.write(
    `[integration] stack (${stack.dbKind}) ready in ${((Date.now() - t0) / 1000).toFixed(1)} s at ${stack.config.apiUrl}\n`,
  );

  return async () => {
    await test.stop();
    await smartsheet.close();
    await siteverify.close();
  };
}
