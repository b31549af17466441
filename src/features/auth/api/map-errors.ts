import { LOGIN_MESSAGES, SIGNUP_MESSAGES } from '@/features/auth/messages';
import { errorMessage } from '@/lib/api-error';

/** Login error box text for an auth error message (docs/spec-notes.md, "Messages"). */
export function loginErrorText(message: string): string {
  if (message.includes(LOGIN_MESSAGES.invalidCredentialsMatch))
    return LOGIN_MESSAGES.invalidCredentials;
  if (message.includes(LOGIN_MESSAGES.emailNotConfirmedMatch))
    return LOGIN_MESSAGES.emailNotConfirmed;
  return LOGIN_MESSAGES.errorPrefix + message;
}

/** Signup error text for a thrown error (docs/spec-notes.md, "Messages"). */
export function signupErrorText(error: unknown): string {
  const message = errorMessage(error, '');
  if (message.includes(SIGNUP_MESSAGES.alreadyRegisteredMatch))
    return SIGNUP_MESSAGES.alreadyRegistered;
  return message || SIGNUP_MESSAGES.fallback;
}
