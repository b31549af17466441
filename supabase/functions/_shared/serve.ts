import { handlePreflight } from './cors.ts';
import { fail, HttpError, ok } from './http.ts';
import { MESSAGES } from './messages.ts';
import { readJson } from './validation.ts';

export interface Ctx {
  req: Request;
  /** The parsed JSON body ({} when empty); validate it with parseBody. */
  body: unknown;
}

/** What a function returns: data for `{ data }` (200 unless status is given). */
export type Result = { data: unknown; status?: number };

/**
 * Wraps a function body: CORS preflight, POST only (GET too when allowed), JSON body, `{ data }` /
 * `{ error }` answers. Logs only the function name, status and ids the function passes, never bodies.
 */
export function jsonHandler(
  name: string,
  run: (ctx: Ctx) => Promise<Result>,
  opts: { allowGet?: boolean } = {},
): (req: Request) => Promise<Response> {
  return async (req: Request) => {
    const preflight = handlePreflight(req);
    if (preflight) return preflight;
    if (req.method !== 'POST' && !(opts.allowGet && req.method === 'GET')) {
      return fail(405, MESSAGES.methodNotAllowed);
    }
    try {
      const body = req.method === 'GET' ? {} : await readJson(req);
      const result = await run({ req, body });
      return ok(result.data, result.status ?? 200);
    } catch (e) {
      if (e instanceof HttpError) return fail(e.status, e.message);
      console.error(`[${name}] failed: ${e instanceof Error ? e.message : String(e)}`);
      return fail(500, e instanceof Error && e.message ? e.message : MESSAGES.internal);
    }
  };
}
