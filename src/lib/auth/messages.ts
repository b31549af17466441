/**
 * Strings of the signed-in user's shared code (session store, profile loader, quota rule), word
 * for word from the product's message list (docs/spec-notes.md, "Messages"). The auth feature's
 * screens read their own strings from src/features/auth/messages.ts, which reuses these.
 */
export const SESSION_MESSAGES = {
  noValidSession: 'No valid session found',
  signedOutExpired: 'Your session has expired. Please log in again.',
} as const;

export const AUTH_ERRORS = {
  userNotFound: 'User not found',
  profileFetchFailed: 'Failed to fetch user profile',
  onlyUserRole: 'Only user registration is permitted',
  userMissing: 'Failed to create user',
} as const;

export const QUOTA_LABELS = {
  unlimited: 'Unlimited',
} as const;
