/**
 * Every string the claim forms show that docs/spec-notes.md ("Messages", "Claim forms") or
 * docs/decisions.md fixes, word for word. The UI and the tests read these constants, never a copy.
 */
import { CLAIM_PAGE_HEADS } from '@/features/claims/page-heads';

/**
 * Where confirmation emails come from (docs/decisions.md, "Demo data": no-reply@claimdesk.test
 * unless configured).
 */
export const SERVICE_EMAIL_DOMAIN = 'claimdesk.test';

/**
 * Errors shown when a form loads (docs/spec-notes.md, "Messages" and "Toasts"); what a submission
 * shows is OUTCOME_MESSAGES in messages-after-input.ts, loaded with the submission code.
 */
export const SUBMIT_MESSAGES = {
  errorTitle: 'Error',
  loadCorporateAccountFailed: 'Failed to load corporate account information',
  /** The page heading when a partner form's account could not be read. */
  loadFailedHeading: 'This form could not be loaded',
} as const;

/** Labels, headings, banners and buttons (docs/spec-notes.md, "Claim forms"). */
export const FORM_TEXT = {
  sections: {
    demographics: 'Submitter Demographics',
    coding: 'Service Location & Coding Details',
    question: 'Question Details',
  },
  /** Beside the type while it is the section's only field (not a spec text). */
  codingMore:
    'Service date, location and place-of-service fields appear here for the hospital, surgery-center and professional types.',
  labels: {
    firstName: 'First Name',
    lastName: 'Last Name',
    email: 'Email',
    phoneNumber: 'Phone',
    userTitle: 'Title',
    entityInstitution: 'Entity / Institution',
    zipCode: 'Zip Code',
    codingQuestionType: 'Coding Question Type',
    yearOfService: 'Year of Service',
    dateOfService: 'Date of Service',
    locationOfServiceName: 'Location of Service Name',
    locationOfServiceZip: 'Location of Service Zip',
    posIndicator: 'POS Indicator',
    placeOfService: 'Place of Service',
    title: 'Question Summary',
    content: 'Question',
    gatedTitle: 'Question Title',
    gatedContent: 'Detailed Question',
  },
  selectPlaceholder: 'Select a type',
  posPlaceholder: 'Select a POS indicator',
  contentPlaceholder:
    'Describe your coding question. Do not include patient names, dates of birth, medical record numbers or any other protected health information (PHI).',
  titlePlaceholder: 'A short summary of your question (no PHI)',
  privacyTitle: 'Privacy notice',
  privacyNotice:
    'Do not include any patient-identifying information (names, dates of birth, medical record numbers, addresses, phone numbers or other protected health information) in this form.',
  deidentification:
    'The information you submit is shared with our documentation specialists. All protected health information must be de-identified before you submit.',
  standaloneInfo:
    'Submit your claim question for review by our expert documentation specialists. You will receive a confirmation email once it is submitted.',
  claimSubmission: 'Claim Submission',
  submitForReview: 'Submit for Expert Review',
  submitting: 'Submitting...',
  submitQuestion: 'Submit Question',
  fillTestData: 'Fill Test Data',
  cancel: 'Cancel',
  testDataLoadedTitle: 'Test Data Loaded',
  testDataLoaded: 'Sample values have been filled in. Please enter your email address manually.',
  visualTestBanner:
    'Visual test page: this form is for checking the layout only. Nothing you enter is submitted.',
  visualTestAlert: 'Visual test: the form would be submitted now. No data was sent.',
  required: '*',
  inAppTitle: (accountName: string) => `New Coding Question - ${accountName}`,
  submitClaim: CLAIM_PAGE_HEADS.submitClaim.title,
} as const;

/** The remaining-questions counter (university and hospital-network forms) and the quota page. */
export const COUNTER_TEXT = {
  label: 'Questions Remaining:',
  loading: 'Loading...',
  exhausted:
    'You have used all the questions included in your plan. We will still accept your question and will work with you to upgrade your plan for the month.',
  quotaExhausted:
    'You have used all the questions included in your plan. We will still accept your question and will work with you to upgrade your plan.',
} as const;

/** Demo access gate (docs/decisions.md, "Demo access gate"). */
export const DEMO_GATE_TEXT = {
  title: 'Demo Access Required',
  inputLabel: 'Access Code',
  placeholder: 'Enter access code',
  show: 'Show access code',
  hide: 'Hide access code',
  submit: 'Access Demo',
  checking: 'Checking...',
  note: 'This is a demo environment for authorized reviewers only.',
  /** Whose form the gate opens (not a spec text). */
  opens: (partner: string) => `Enter the access code to open the question form of ${partner}.`,
  invalid: 'Invalid access code. Please try again.',
  clear: 'Demo Mode • Clear Access',
  storageKey: 'demo-access',
  storageValue: 'granted',
  /**
   * The server's signed, short-lived tokens from verify_demo_access, one per unlocked partner,
   * space-separated; each names its partner (docs/decisions.md, "Demo access tokens name their
   * partner").
   */
  tokenStorageKey: 'demo-access-token',
  /** submit_question's answer to a gated submission without a valid token. */
  expired: 'Demo access has expired. Please enter the access code again.',
} as const;

/**
 * The hidden honeypot field of the forms (components/bot-trap.tsx); people never see or fill it.
 */
export const BOT_TRAP_TEXT = {
  label: 'Leave this field empty',
} as const;

/** The log prefix of the claim forms. */
export const LOG_PREFIX = '[claims]';
