/**
 * GoTrue's error responses. Clients that send `X-Supabase-Api-Version: 2024-01-01` (supabase-js
 * does) get `{code, message}`; older clients get `{code: <status>, error_code, msg}`.
 */

export type ErrorCode =
  | 'bad_json'
  | 'bad_jwt'
  | 'email_exists'
  | 'email_not_confirmed'
  | 'invalid_credentials'
  | 'no_authorization'
  | 'not_admin'
  | 'otp_expired'
  | 'over_request_rate_limit'
  | 'over_email_send_rate_limit'
  | 'refresh_token_already_used'
  | 'refresh_token_not_found'
  | 'same_password'
  | 'session_not_found'
  | 'unexpected_failure'
  | 'user_already_exists'
  | 'user_banned'
  | 'user_not_found'
  | 'validation_failed'
  | 'weak_password'
  | 'not_found'
  | 'method_not_allowed'
  | 'unsupported_grant_type'
  | 'email_provider_disabled'
  | 'otp_disabled'
  | 'flow_state_not_found'
  | 'bad_code_verifier'
  | 'captcha_failed';

export class AuthHttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    /** Extra fields merged into the body, e.g. `weak_password`. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (code: ErrorCode, msg: string) => new AuthHttpError(400, code, msg);
export const unprocessable = (code: ErrorCode, msg: string) => new AuthHttpError(422, code, msg);
export const forbidden = (code: ErrorCode, msg: string) => new AuthHttpError(403, code, msg);
export const notFound = (code: ErrorCode, msg: string) => new AuthHttpError(404, code, msg);

/** The JSON body GoTrue sends for an error, in the shape the request's API version expects. */
export function errorBody(err: AuthHttpError, versioned: boolean): Record<string, unknown> {
  if (versioned) return { code: err.code, message: err.message, ...err.extra };
  return { code: err.status, error_code: err.code, msg: err.message, ...err.extra };
}
