/**
 * Strings of the sign-in, sign-up, password and profile screens, word for word from the product's
 * message list (docs/spec-notes.md, "Messages"). UI and tests read these constants; the ones the
 * session store itself raises live in src/lib/auth/messages.ts and are reused here.
 */
import { ACCOUNT_PAGE_HEADS } from '@/features/auth/page-heads';
import { AUTH_ERRORS, QUOTA_LABELS } from '@/lib/auth/messages';

export const LOGIN_MESSAGES = {
  invalidCredentialsMatch: 'Invalid login credentials',
  invalidCredentials:
    'The email or password you entered is incorrect. Please check your credentials and try again.',
  emailNotConfirmedMatch: 'Email not confirmed',
  emailNotConfirmed:
    'Your email has not been confirmed. Please check your inbox for a confirmation email.',
  errorPrefix: 'Error: ',
  failedToastTitle: 'Login Failed',
  failedToastDescription: 'Could not log you in. Please check the error details below.',
  unexpected: 'An unexpected error occurred',
  unexpectedToastTitle: 'Error: An unexpected error occurred during login',
  successToastTitle: 'Success',
  successToastDescription: 'You have been logged in successfully!',
  userNotFound: AUTH_ERRORS.userNotFound,
  profileFetchFailed: AUTH_ERRORS.profileFetchFailed,
  submit: 'Log in',
  submitting: 'Logging in...',
} as const;

export const SIGNUP_MESSAGES = {
  alreadyRegisteredMatch: 'already registered',
  alreadyRegistered: 'This email is already registered. Please try logging in instead.',
  userMissing: AUTH_ERRORS.userMissing,
  fallback: 'Failed to sign up',
  errorToastTitle: 'Error',
  onlyUserRole: AUTH_ERRORS.onlyUserRole,
  submit: 'Sign up',
  submitting: 'Creating account...',
  dialogTitle: 'Account created successfully!',
  dialogDescription: 'Your account has been created. You can now use it to log in.',
  dialogContinue: 'Continue to Dashboard',
} as const;

export const PASSWORD_RESET_MESSAGES = {
  forgotTitle: 'Forgot Password',
  forgotDescription: 'Enter your email and we will send you a link to set a new password.',
  send: 'Send reset link',
  sending: 'Sending...',
  sentTitle: 'Check your email',
  sent: 'If an account exists for that email, a password reset link is on its way.',
  resetTitle: 'Set a New Password',
  resetDescription: 'Choose a new password for your account.',
  resetSubmit: 'Set new password',
  resetSubmitting: 'Saving...',
  resetDone: 'Your password has been changed. Log in with your new password.',
  resetDoneToastTitle: 'Password updated',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Request a new one.',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordsDoNotMatch: 'Passwords do not match',
} as const;

export const PROFILE_MESSAGES = {
  profileTitle: ACCOUNT_PAGE_HEADS.profile.title,
  updateTitle: ACCOUNT_PAGE_HEADS.updateProfile.title,
  unlimited: QUOTA_LABELS.unlimited,
  nameRequired: 'Name is required',
  save: 'Save changes',
  saving: 'Saving...',
  updatedToastTitle: 'Profile updated',
  updated: 'Your profile has been updated.',
  passwordUpdated: 'Your password has been changed.',
  updateFailedToastTitle: 'Update failed',
  nothingToUpdate: 'Nothing to update',
} as const;

export const DASHBOARD_MESSAGES = {
  title: ACCOUNT_PAGE_HEADS.dashboard.title,
  welcome: 'Welcome to your dashboard',
} as const;

/** The human check on the sign-up, password-reset and login pages (hooks/use-captcha.ts). */
export const CAPTCHA_MESSAGES = {
  required: 'Please complete the human check first.',
} as const;
