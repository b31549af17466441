/**
 * Why a data view did not load, in words (docs/decisions.md, "Error pages and failed data views").
 * Apart from src/lib/api-error.ts (which re-exports it) because the public claim forms show it too
 * and must not download the whole error module (npm run bench:bundle).
 */
export const LOAD_FAILURE_TEXT = {
  loadFailedTitle: 'Could not load this',
  unreachable: 'The server could not be reached. Check your connection, then retry.',
  serverFailed:
    'The server had a problem answering. This is usually brief: retry in a moment, and tell an administrator if it keeps happening.',
  notAllowed: 'Your account is not allowed to see this.',
  sessionExpired: 'Your session has expired. Sign in again to continue.',
} as const;

const UNREACHABLE = /failed to fetch|networkerror|network request failed|load failed|fetch failed/i;
const SERVER_FAILED =
  /^(internal server error|bad gateway|service unavailable|gateway time-?out)$|^5\d\d\b|<html/i;

/**
 * Why a page's data did not load, in words a person can act on: unreachable server, a server
 * failure (never the raw "Internal Server Error"), not allowed, expired session, or the API's own
 * message. Used by the load-error panel of every data view (src/components/ui/load-error.tsx).
 */
export function loadFailureReason(error: unknown): string {
  const e = (error && typeof error === 'object' ? error : { message: error }) as {
    message?: unknown;
    code?: unknown;
    status?: unknown;
  };
  const message = typeof e.message === 'string' ? e.message.trim() : '';
  const T = LOAD_FAILURE_TEXT;
  if (UNREACHABLE.test(message)) return T.unreachable;
  if ((typeof e.status === 'number' && e.status >= 500) || SERVER_FAILED.test(message) || !message)
    return T.serverFailed;
  if (/^permission denied/i.test(message)) return T.notAllowed;
  if (e.code === 'PGRST301' || e.code === 'PGRST303' || /jwt expired/i.test(message))
    return T.sessionExpired;
  return message;
}
