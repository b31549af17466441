/**
 * Spec strings (product spec section 8 and section 2) for sign-in, sign-up,
 * session and profile screens. UI and tests read these constants.
 */
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
  userNotFound: 'User not found',
  profileFetchFailed: 'Failed to fetch user profile',
  submit: 'Log in',
  submitting: 'Logging in...',
} as const;

export const SIGNUP_MESSAGES = {
  alreadyRegisteredMatch: 'already registered',
  alreadyRegistered: 'This email is already registered. Please try logging in instead.',
  userMissing: 'Failed to create user',
  fallback: 'Failed to sign up',
  errorToastTitle: 'Error',
  onlyUserRole: 'Only user registration is permitted',
  submit: 'Sign up',
  submitting: 'Creating account...',
  dialogTitle: 'Account created successfully!',
  dialogDescription: 'Your account has been created. You can now use it to log in.',
  dialogContinue: 'Continue to Dashboard',
} as const;

export const SESSION_MESSAGES = {
  noValidSession: 'No valid session found',
  signedOutExpired: 'Your session has expired. Please log in again.',
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
  profileTitle: 'Profile',
  updateTitle: 'Update Profile',
  unlimited: 'Unlimited',
  nameRequired: 'Name is required',
  save: 'Save changes',
  saving: 'Saving...',
  updatedToastTitle: 'Profile updated',
  updated: 'Your profile has been updated.',
  passwordUpdated: 'Your password has been changed.',
  updateFailedToastTitle: 'Update failed',
  nothingToUpdate: 'Nothing to update',
} as const;

export const LOGOUT_MESSAGES = {
  logOut: 'Log out',
} as const;

export const DASHBOARD_MESSAGES = {
  title: 'Dashboard',
  welcome: 'Welcome to your dashboard',
} as const;

/** Demo accounts of DECISIONS.md, shown on /login only when VITE_SHOW_DEMO_LOGINS=true. */
export const DEMO_PASSWORD = 'ClaimDesk-demo-2026';
export const DEMO_LOGINS = [
  { email: 'admin@claimdesk.test', label: 'Admin' },
  { email: 'approver@claimdesk.test', label: 'Expert (approver)' },
  { email: 'expert@claimdesk.test', label: 'Expert' },
  { email: 'user@claimdesk.test', label: 'User (10 questions)' },
  { email: 'coder@summit-health.test', label: 'Summit Health System' },
  { email: 'coder@meridian-medical.test', label: 'Meridian Medical Devices' },
  { email: 'coder@lakeside-university-health.test', label: 'Lakeside University Health' },
  { email: 'coder@harbor-hospital-network.test', label: 'Harbor Hospital Network' },
] as const;
