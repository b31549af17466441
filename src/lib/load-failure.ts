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
  details: 'Details:',
} as const;

const UNREACHABLE = /failed to fetch|networkerror|network request failed|load failed|fetch failed/i;
const SERVER_FAILED =
  /^(internal server error|bad gateway|service unavailable|gateway time-?out)$|^5\d\d\b|<html/i;

/**
 * A server message written for people ("Question not found", "Only admins can view settings"), as
 * opposed to machine text ("internal error", "invalid input syntax for type uuid", a code): it
 * starts with a capital letter and names no error, exception, SQL or token term.
 */
const MACHINE_TEXT =
  /[_{}<>]|\b(error|exception|syntax|null|undefined|sql|relation|column|function|jwt|pgrst\w*|xx\d+)\b/i;
const forPeople = (message: string) => /^[A-Z][a-z]/.test(message) && !MACHINE_TEXT.test(message);

function parts(error: unknown) {
  const e = (error && typeof error === 'object' ? error : { message: error }) as {
    message?: unknown;
    code?: unknown;
    status?: unknown;
  };
  return { e, message: typeof e.message === 'string' ? e.message.trim() : '' };
}

/**
 * Why a page's data did not load, in words a person can act on: unreachable server, a server
 * failure (never the raw "Internal Server Error" or "internal error"), not allowed, expired
 * session, or the API's own message when it is written for people. Used by the load-error panel
 * of every data view (src/components/ui/load-error.tsx), which shows the server's text only as a
 * detail (loadFailureDetail).
 */
export function loadFailureReason(error: unknown): string {
  const { e, message } = parts(error);
  const T = LOAD_FAILURE_TEXT;
  if (UNREACHABLE.test(message)) return T.unreachable;
  if ((typeof e.status === 'number' && e.status >= 500) || SERVER_FAILED.test(message) || !message)
    return T.serverFailed;
  if (/^permission denied/i.test(message)) return T.notAllowed;
  if (e.code === 'PGRST301' || e.code === 'PGRST303' || /jwt expired/i.test(message))
    return T.sessionExpired;
  return forPeople(message) ? message : T.serverFailed;
}

/** The server's own text, when the reason does not already say it: shown small, as a detail. */
export function loadFailureDetail(error: unknown): string | null {
  const { message } = parts(error);
  // a bare HTTP status phrase or a network failure says nothing the reason does not
  if (!message || UNREACHABLE.test(message) || SERVER_FAILED.test(message)) return null;
  return message !== loadFailureReason(error) ? message : null;
}
