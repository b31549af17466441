import { LOGIN_MESSAGES, SIGNUP_MESSAGES } from '@/features/auth/messages';

/** Login error box text for an auth error message (spec section 8). */
export function loginErrorText(message: string): string {
  if (message.includes(LOGIN_MESSAGES.invalidCredentialsMatch))
    return LOGIN_MESSAGES.invalidCredentials;
  if (message.includes(LOGIN_MESSAGES.emailNotConfirmedMatch))
    return LOGIN_MESSAGES.emailNotConfirmed;
  return LOGIN_MESSAGES.errorPrefix + message;
}

/** Signup error text for a thrown error (spec section 8). */
export function signupErrorText(error: unknown): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  if (message.includes(SIGNUP_MESSAGES.alreadyRegisteredMatch))
    return SIGNUP_MESSAGES.alreadyRegistered;
  return message || SIGNUP_MESSAGES.fallback;
}
