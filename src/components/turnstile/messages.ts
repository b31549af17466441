/**
 * The Turnstile widget's texts, on the public forms and the sign-in pages (loaded with the widget,
 * so unconfigured builds do not ship them).
 */
export const TURNSTILE_TEXT = {
  groupLabel: 'Human check',
  loading: 'Loading the human check...',
  loadFailed:
    'The human check could not be loaded. Check your connection and try again; your answers are kept.',
  failed: 'The human check failed. Please try it again; your answers are kept.',
  expired: 'The human check expired and has been restarted.',
  required: 'Please complete the human check before submitting.',
  verifyFailed:
    'The human check could not be confirmed. Please try it again; your answers are kept.',
  retry: 'Try again',
} as const;
