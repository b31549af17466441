/**
 * verify-turnstile: POST { token } (the Turnstile widget's response) ->
 *   200 { data: { humanToken, expiresAt } } when Cloudflare's siteverify vouches for it: a
 *       short-lived, single-use token signed by the database (issue_human_token) that the public
 *       forms send with submit_question while app_settings turnstile_required is on;
 *   403 { error: MESSAGES.humanCheckFailed } for every rejection (missing, malformed, refused,
 *       wrong hostname/action), so the answer says nothing about why;
 *   503 { error: MESSAGES.humanCheckUnavailable } when Cloudflare does not answer (10 s timeout), and
 *       when TURNSTILE_SECRET_KEY is not set (the cause is logged, never told to the caller).
 * Any caller with the anon key may call it (verify_jwt: the anon key is a valid JWT).
 *
 * POST { status: true } (admins and the service role; 401 anonymous, 403 other users) ->
 *   200 { data: { secretConfigured } }: whether TURNSTILE_SECRET_KEY is set, so the admin Settings
 *       page can warn while the widget is configured but the database does not require it
 *       (docs/decisions.md, "Turnstile: configured means enforced, or a warning").
 */
import { requireAdmin, resolveCaller } from '../_shared/auth.ts';
import { env } from '../_shared/env.ts';
import { HttpError } from '../_shared/http.ts';
import { MESSAGES } from '../_shared/messages.ts';
import { jsonHandler } from '../_shared/serve.ts';
import { serviceClient } from '../_shared/supabase.ts';
import { clientAddress, MAX_TOKEN_LENGTH, siteverify } from '../_shared/turnstile.ts';
import { fieldOf } from '../_shared/validation.ts';

export interface TurnstileStatus {
  secretConfigured: boolean;
}

export interface HumanToken {
  humanToken: string;
  expiresAt: string;
}

/** The database's side: a signed human token (service role only). */
export async function issueHumanToken(): Promise<string> {
  const { data, error } = await serviceClient().rpc('issue_human_token');
  if (error || typeof data !== 'string') throw new Error(error?.message ?? 'no human token');
  return data;
}

export function makeHandler(issue: () => Promise<string> = issueHumanToken) {
  return jsonHandler('verify-turnstile', async ({ req, body }) => {
    if (fieldOf(body, 'status') === true) {
      requireAdmin(await resolveCaller(req), MESSAGES.onlyAdminsSettings);
      const status: TurnstileStatus = {
        secretConfigured: env('TURNSTILE_SECRET_KEY') !== undefined,
      };
      return { data: status };
    }
    const token = fieldOf(body, 'token');
    if (typeof token !== 'string' || token.trim() === '' || token.length > MAX_TOKEN_LENGTH) {
      throw new HttpError(403, MESSAGES.humanCheckFailed);
    }
    // A deployment without the secret is the operator's problem: the log names it, the caller gets
    // the generic "not available" answer and learns nothing about the configuration.
    if (env('TURNSTILE_SECRET_KEY') === undefined) {
      console.error('[verify-turnstile] TURNSTILE_SECRET_KEY is not set');
      throw new HttpError(503, MESSAGES.humanCheckUnavailable);
    }
    const verdict = await siteverify(token.trim(), clientAddress(req));
    if (verdict.outcome !== 'ok') {
      console.info(`[verify-turnstile] ${verdict.outcome}: ${verdict.reason}`);
      throw new HttpError(
        verdict.outcome === 'unavailable' ? 503 : 403,
        verdict.outcome === 'unavailable'
          ? MESSAGES.humanCheckUnavailable
          : MESSAGES.humanCheckFailed,
      );
    }
    const humanToken = await issue();
    const expires = Number(humanToken.split('.')[0]);
    const result: HumanToken = { humanToken, expiresAt: new Date(expires * 1000).toISOString() };
    return { data: result };
  });
}

export const handler = makeHandler();
