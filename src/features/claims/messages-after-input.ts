/**
 * The claim forms' texts that are shown only after the visitor acts (validation errors, the PHI
 * screen, article suggestions, the confirmation view, the closed/not-found views): kept apart from
 * messages.ts so a form's first load does not download them (npm run bench:bundle). Word for word
 * as the spec says.
 */
import { SERVICE_EMAIL_DOMAIN, SUBMIT_MESSAGES } from '@/features/claims/messages';

/** What a submission shows: banners and toasts (docs/spec-notes.md, "Messages" and "Toasts"). */
export const OUTCOME_MESSAGES = {
  errorTitle: SUBMIT_MESSAGES.errorTitle,
  submitFailed: 'Failed to submit question',
  gatedSubmitFailedBanner: 'There was an error submitting your question. Please try again.',
  gatedSubmitFailedToast: 'Failed to submit question. Please try again.',
  noteTitle: 'Note',
  emailFailed: 'Question submitted successfully, but confirmation email could not be sent.',
  submittedTitle: 'Question Submitted',
  submittedDescription:
    'Your question has been submitted for expert review. A confirmation email has been sent.',
  submittedNoEmailDescription: 'Your question has been submitted for expert review.',
  whitelist: `Please whitelist ${SERVICE_EMAIL_DOMAIN} and check your spam folder if you do not see it.`,
  successTitle: 'Success',
  successDescription: 'Your coding question has been submitted successfully.',
  /** Over the per-address limit on a form with the human check: it asks for a fresh one. */
  humanCheckNeeded:
    'Many questions have come from your network recently. Please complete the human check below and submit again; your answers are kept.',
  /** ...and next to the widget. */
  humanCheckAgain:
    'Many questions have come from your network recently: please complete the check again.',
  /** The in-page banner after a stored submission (forms without the confirmation view). */
  successBanner: 'Your coding question has been submitted successfully.',
} as const;

/** Validation messages (docs/spec-notes.md, "Claim forms"). */
export const VALIDATION = {
  corporate: {
    title: 'Claim summary is required',
    content: 'Claim details are required',
    firstName: 'First name is required',
    lastName: 'Last name is required',
    emailInvalid: 'Invalid email address',
    emailRequired: 'Email is required',
    codingQuestionType: 'Coding Question Type is required',
    yearMin: 'Year must be 2000 or later',
    yearMax: 'Year must be 2050 or earlier',
  },
  gated: {
    title: 'Title is required',
    titleMax: 'Title must be less than 200 characters',
    content: 'Content is required',
    codingQuestionType: 'Coding question type is required',
    firstName: 'First name is required',
    lastName: 'Last name is required',
    emailInvalid: 'Invalid email address',
  },
  /**
   * The generic default messages of the schemas ("String must contain at least N character(s)").
   */
  tooLong: (max: number) => `String must contain at most ${max} character(s)`,
  numberMin: (min: number) => `Number must be greater than or equal to ${min}`,
  numberMax: (max: number) => `Number must be less than or equal to ${max}`,
  expectedNumber: 'Expected number, received string',
} as const;

/** PHI screening (docs/decisions.md, "Where the spec says 'not shown'": PHI safeguard). */
export const PHI_TEXT = {
  title: 'Possible patient information found',
  intro:
    'Your question may contain patient-identifying information. Please remove it, or confirm that it is not protected health information.',
  edit: 'Edit my question',
  confirmLabel: 'I have checked: this is not patient-identifying information',
  confirmSubmit: 'Submit anyway',
  kinds: {
    name: 'Patient name',
    dob: 'Date of birth',
    mrn: 'Medical record number',
    ssn: 'Social Security number',
    phone: 'Phone number',
    email: 'Email address',
  },
} as const;

/**
 * "These answers may help" (docs/spec-notes.md, "Knowledge base"): knowledge-base articles offered
 * while typing.
 */
export const SUGGESTION_TEXT = {
  title: 'These answers may help',
  hint: 'Published answers to similar questions. They open in a new tab, so your question stays here.',
  newTab: '(opens in a new tab)',
} as const;

/**
 * The same offer on a public partner form whose account allows it: visitors cannot open
 * /knowledge, so each suggestion expands in place.
 */
export const PUBLIC_SUGGESTION_TEXT = {
  title: 'These answers may help',
  hint: 'Published answers to similar questions. Open one to read it here; your question stays as it is.',
  question: 'Question',
  answer: 'Answer',
  loading: 'Loading the answer...',
  failed: 'The answer could not be loaded. Please try again.',
  gone: 'This answer is no longer available.',
} as const;

/**
 * The confirmation view that ends a public standalone form (docs/spec-notes.md, "Partner forms").
 */
export const CONFIRMATION_TEXT = {
  title: 'Thank you, your question was submitted',
  questionLabel: 'Question',
  referenceLabel: 'Reference',
  /** Stored and queued, not yet sent (docs/decisions.md, "Email delivery"). */
  onItsWay: (email: string) => `A confirmation is on its way to ${email}.`,
  notQueued: (email: string) =>
    `No confirmation email is on its way to ${email}; your question is still submitted.`,
  nextTitle: 'What happens next',
  next: 'A coding expert reviews your question. Once an approver has checked the answer, it is emailed to you at the same address. Keep your reference if you contact us about it.',
  another: 'Submit another question',
  /** The link to the partner's own site, when its account has one. */
  back: (partner: string) => `Back to ${partner}`,
} as const;

/** A partner form that cannot take questions (docs/spec-notes.md, "Partner forms"). */
export const FORM_STATUS_TEXT = {
  closedTitle: 'This form is not accepting questions',
  closedBody:
    'This partner is not taking new coding questions at the moment. Please contact your organisation for another way to reach our experts.',
  notFoundTitle: 'Form not found',
  notFoundBody: 'There is no question form at this address. Please check the link you were given.',
  membersTitle: (partner: string) => `This form is for ${partner} users`,
  membersBody: (partner: string) =>
    `Your account is not linked to ${partner}. You can ask your question on Submit Claim, or ask an administrator to link your account.`,
  membersLink: 'Go to Submit Claim',
  back: (partner: string) => `Back to ${partner}`,
} as const;
