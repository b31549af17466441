/**
 * health: proves the functions path end to end.
 * GET (or POST) -> 200 { data: { status: 'ok', time } }, with CORS.
 */
import { handlePreflight } from '../_shared/cors.ts';
import { fail, ok } from '../_shared/http.ts';
import { MESSAGES } from '../_shared/messages.ts';

export function handler(req: Request): Response {
  const preflight = handlePreflight(req);
  if (preflight) return preflight;
  if (req.method !== 'GET' && req.method !== 'POST') return fail(405, MESSAGES.methodNotAllowed);
  return ok({ status: 'ok', time: new Date().toISOString() });
}
