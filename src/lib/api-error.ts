/**
 * One place that turns anything a Supabase call throws (a PostgREST or RPC error with its SQL
 * code, an Auth error, an edge function's `{ error }` body, a plain Error) into the text the user
 * is shown. Fetchers throw what they get (`if (error) throw error`, functions through
 * invokeFunction in src/lib/functions.ts); pages and mutations call describeError/errorMessage.
 *
 * Codes (supabase/README.md, "Error codes"): PT409 is a conflict (the row changed state, usually
 * because someone else acted a moment earlier: never a silent overwrite), 42501 is "not allowed".
 */

import { LOAD_FAILURE_TEXT } from '@/lib/load-failure';

export const API_ERROR_TEXT = {
  ...LOAD_FAILURE_TEXT,
  unexpected: 'An unexpected error occurred',
  conflictTitle: 'Someone else acted first',
  conflictRefreshed: 'The page now shows the current state.',
  forbiddenTitle: 'Not allowed',
  errorTitle: 'Something went wrong',
} as const;

/** An error with the code and HTTP status the API answered, and the message to show. */
export class ApiError extends Error {
  readonly code?: string;
  readonly status?: number;

  constructor(message: string, code?: string, status?: number) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
  }
}

/** The code and message of anything thrown: PostgrestError / AuthError objects, Errors, strings. */
function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error && typeof error === 'object') {
    const e = error as { message?: unknown; code?: unknown; status?: unknown };
    const message = typeof e.message === 'string' ? e.message.trim() : '';
    return new ApiError(
      message,
      typeof e.code === 'string' ? e.code : undefined,
      typeof e.status === 'number' ? e.status : undefined,
    );
  }
  return new ApiError(typeof error === 'string' ? error : '');
}

/** The message to show for any error, or `fallback` when it carries none. */
export function errorMessage(error: unknown, fallback: string = API_ERROR_TEXT.unexpected): string {
  return toApiError(error).message || fallback;
}

/**
 * supabase-js' error for a failed edge function call: the function's own `{ error }` (or
 * `{ message }`) text from the response body when there is one, else the client's message.
 */
export async function functionError(error: unknown): Promise<ApiError> {
  const context = (error as { context?: unknown } | null)?.context;
  if (context instanceof Response) {
    try {
      const body = (await context.clone().json()) as { error?: unknown; message?: unknown };
      const text = typeof body.error === 'string' ? body.error : body.message;
      if (typeof text === 'string' && text) return new ApiError(text, undefined, context.status);
    } catch {
      /* not JSON: fall back to the client's message */
    }
    return new ApiError(errorMessage(error), undefined, context.status);
  }
  return toApiError(error);
}

interface ErrorToast {
  title: string;
  description: string;
  conflict: boolean;
}

/** "This answer has already been approved" -> "This answer has already been approved by someone else." */
export function conflictSentence(message: string): string {
  const m = message.replace(/\.$/, '');
  if (/already been (approved|rejected)$/i.test(m)) return `${m} by someone else.`;
  const state =
    /that is (unassigned|pending|needs_information|awaiting_approval|approved|closed_no_reply)$/i.exec(
      m,
    );
  if (state) return `${m.replace(/_/g, ' ')}: it changed a moment ago.`;
  return `${m}.`;
}

/** Title and text of the toast (or alert) for a failed call; `errorTitle` names the plain case. */
export function describeError(
  error: unknown,
  { errorTitle = API_ERROR_TEXT.errorTitle }: { errorTitle?: string } = {},
): ErrorToast {
  const e = toApiError(error);
  const message = e.message || API_ERROR_TEXT.unexpected;
  if (e.code === 'PT409') {
    return {
      title: API_ERROR_TEXT.conflictTitle,
      description: `${conflictSentence(message)} ${API_ERROR_TEXT.conflictRefreshed}`,
      conflict: true,
    };
  }
  if (e.code === '42501')
    return { title: API_ERROR_TEXT.forbiddenTitle, description: message, conflict: false };
  return { title: errorTitle, description: message, conflict: false };
}

export { loadFailureReason } from '@/lib/load-failure';
