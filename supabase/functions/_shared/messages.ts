/**
 * Error strings, word for word: those of docs/spec-notes.md ("Messages") and this service's own
 * (supabase/functions/README.md says which function answers which).
 */
export const MESSAGES = {
  noSession: 'No valid session found',
  onlyAdminsCreate: 'Only admins can create expert users',
  onlyAdminsUpdate: 'Only admins can update users',
  onlyAdminsDelete: 'Only admins can delete users',
  onlyAdminsView: 'Only admins can view users',
  onlyAdminsSettings: 'Only admins can view settings',
  userNotFound: 'User not found',
  failedToCreateUser: 'Failed to create user',
  emailExists: 'A user with this email address has already been registered',
  cannotDeleteSelf: 'Admins cannot delete their own account',
  onlyOwnProfile: 'You can only create your own profile',
  questionNotFound: 'Question not found',
  noRecentQuestion: 'No question from this email address was submitted in the last hour',
  mailNotConfigured: 'Email is not configured: SMTP_HOST is not set',
  confirmationFailed: 'The confirmation email could not be sent',
  notificationFailed: 'The corporate notification could not be sent',
  notificationTooLate: 'Notifications are only sent for questions submitted in the last hour',
  accountNotFound: 'Corporate account not found',
  tooManyEmails: 'Too many emails for this question; try again later',
  methodNotAllowed: 'Method not allowed',
  serviceOnly: 'Only the service role can call this function',
  staffOnly: 'Only staff can call this function',
  smartsheetFailed: 'Smartsheet sync failed',
  smartsheetBusy: 'This question is being added to Smartsheet; try again in a few minutes',
  humanCheckFailed: 'The human check failed. Please try it again.',
  humanCheckUnavailable:
    'The human check is not available right now. Please try again in a minute.',
  internal: 'Internal function error',
} as const;
