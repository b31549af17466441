/**
 * The form model (docs/spec-notes.md, "Partner forms"): every claim form is described by flags, and a
 * partner's flags follow from its corporate_accounts row (get_partner_form_account) and the
 * variant asked for. No partner is named in code: the four the spec describes are seed data, and a
 * partner added in the admin console gets the same forms.
 *
 * The row's form_style picks one of the spec's three layouts: `date` (the hospital system's: three
 * sections, a date of service), `year` (the device company's: a year of service, the whitelist line
 * in the success toast, and in the app the POS field with the year group and the scroll to the
 * top) and `counter` (the university's and the hospital network's: one card, the counter, the
 * de-identification notice, the gated wording).
 */
import type { PartnerFormVariant } from '@/config/partner-forms';
import type { PartnerFormAccount } from '@/features/claims/api/get-partner-account';
import { FORM_TEXT } from '@/features/claims/messages';

export type FormStyle = 'date' | 'year' | 'counter';

export type SchemaKind = PartnerFormFlags['schema'];

export interface PartnerFormFlags {
  /** 'public': the light client, no app layout, anonymous; 'app': signed in, inside the app layout. */
  access: 'public' | 'app';
  /** Behind the demo access gate. */
  gated: boolean;
  /** The heading: the spec's "Submit Claim", "New Coding Question - <account>", "Claim Submission", or the account's name. */
  heading: 'submitClaim' | 'inApp' | 'claimSubmission' | 'accountName';
  submitLabel: 'submitForReview' | 'submitQuestion';
  /** Which zod schema (docs/spec-notes.md, "Messages") the form validates with. */
  schema: 'corporate' | 'device-company' | 'gated';
  /** Year (number input) or date (date picker) of service. */
  serviceDate: 'year' | 'date';
  /** The year field starts at 2025. */
  defaultYear: boolean;
  /** The shared three sections, or the short single-card order (type, question, name, email). */
  fieldOrder: 'sections' | 'compact';
  /** The spec's wording for success and failure: the corporate forms' or the gated forms'. */
  wording: 'standard' | 'gated';
  /** POS indicator shows with the service-date group (not only for the Professional types). */
  posWithServiceGroup: boolean;
  /** The payload carries expertId: null (the server picks the account's expert). */
  expertIdInPayload: boolean;
  infoBanner: boolean;
  deidentification: boolean;
  fillTestData: boolean;
  cancel: boolean;
  counter: boolean;
  initialStatus: 'unassigned' | 'pending';
  /** After success: the home route, stay (reset, in-page banner), or the confirmation view. */
  afterSuccess: 'home' | 'stay' | 'confirmation';
  scrollTopAfterSuccess: boolean;
  /** The success toast also asks to whitelist the sender domain. */
  whitelistInToast: boolean;
  /** Visual-test page: no calls, a 1 s delay and an alert. */
  visualTest: boolean;
  /** Posts its height to the parent page when framed. */
  embed: boolean;
}

/** The partner behind a form: where its questions go and how it is shown. */
export interface FormPartner {
  id: string;
  slug: string;
  /** The display name (the account's name unless one is set). */
  name: string;
  /** The counter's figure when the form was opened (null: not given). */
  questionsRemaining: number | null;
  kbSuggestions: boolean;
  logoUrl: string | null;
  accentColor: string | null;
  introText: string | null;
  /** The partner's own site: where Cancel and "back" go. */
  siteUrl: string | null;
}

export interface FormDescription extends PartnerFormFlags {
  /** Names the form's draft in local storage. */
  key: string;
  /** Null for Submit Claim, whose questions go to the signed-in user's own account. */
  partner: FormPartner | null;
}

/** Submit Claim (`/questions/new`): the signed-in user's own form. */
export const GENERIC_FORM: FormDescription = {
  key: 'generic',
  partner: null,
  access: 'app',
  gated: false,
  heading: 'submitClaim',
  submitLabel: 'submitForReview',
  schema: 'corporate',
  serviceDate: 'date',
  defaultYear: true,
  fieldOrder: 'sections',
  wording: 'standard',
  posWithServiceGroup: false,
  expertIdInPayload: false,
  infoBanner: false,
  deidentification: false,
  fillTestData: false,
  cancel: false,
  counter: false,
  initialStatus: 'unassigned',
  afterSuccess: 'home',
  scrollTopAfterSuccess: false,
  whitelistInToast: false,
  visualTest: false,
  embed: false,
};

const STYLES: readonly string[] = ['date', 'year', 'counter'] satisfies FormStyle[];

/** The account's layout; an unknown value (a newer server) reads as the plain date layout. */
export function formStyle(account: Pick<PartnerFormAccount, 'form_style'>): FormStyle {
  return STYLES.includes(account.form_style) ? (account.form_style as FormStyle) : 'date';
}

/** Whether the account offers that form. */
export function offersForm(
  account: Pick<PartnerFormAccount, 'form_variants'>,
  variant: PartnerFormVariant,
): boolean {
  return account.form_variants.includes(variant);
}

/** The flags of a partner's form: its layout (form_style) and the variant decide them. */
export function partnerFormFlags(
  style: FormStyle,
  variant: PartnerFormVariant,
  options: { gated: boolean; testData: boolean },
): PartnerFormFlags {
  const counter = style === 'counter';
  const inApp = variant === 'in_app';
  const page = variant === 'standalone' || variant === 'visual_test';
  return {
    access: inApp ? 'app' : 'public',
    // Its members and staff file in the app without the code (the server agrees).
    gated: options.gated && !inApp,
    heading: inApp ? 'inApp' : counter ? 'accountName' : 'claimSubmission',
    submitLabel: counter ? 'submitQuestion' : 'submitForReview',
    schema: counter ? 'gated' : style === 'year' ? 'device-company' : 'corporate',
    serviceDate: style === 'date' ? 'date' : 'year',
    defaultYear: !(inApp && style === 'year'),
    fieldOrder: counter ? 'compact' : 'sections',
    wording: counter ? 'gated' : 'standard',
    posWithServiceGroup: inApp && style === 'year',
    expertIdInPayload: counter,
    infoBanner: page && !counter,
    deidentification: counter,
    fillTestData: variant === 'standalone' && !counter && options.testData,
    cancel: page && !counter,
    counter,
    initialStatus: counter ? 'pending' : 'unassigned',
    afterSuccess: inApp ? 'home' : counter || variant === 'embed' ? 'stay' : 'confirmation',
    scrollTopAfterSuccess: inApp && style === 'year',
    whitelistInToast: (variant === 'standalone' || variant === 'embed') && style === 'year',
    visualTest: variant === 'visual_test',
    embed: variant === 'embed',
  };
}

/** The form of an account that accepts questions (its id is known). */
export function describePartnerForm(
  account: PartnerFormAccount & { id: string },
  variant: PartnerFormVariant,
): FormDescription {
  return {
    ...partnerFormFlags(formStyle(account), variant, {
      gated: account.demo_gated,
      testData: account.form_test_data,
    }),
    key: `partner:${account.id}:${variant}`,
    partner: {
      id: account.id,
      slug: account.slug,
      name: account.display_name || account.name,
      questionsRemaining: account.questions_remaining,
      kbSuggestions: account.kb_suggestions,
      logoUrl: account.logo_url,
      accentColor: account.accent_color,
      introText: account.intro_text,
      siteUrl: account.site_url,
    },
  };
}

/** The heading a form's flags name. */
export function formHeading(form: Pick<FormDescription, 'heading' | 'partner'>): string {
  const name = form.partner?.name ?? '';
  switch (form.heading) {
    case 'submitClaim':
      return FORM_TEXT.submitClaim;
    case 'inApp':
      return FORM_TEXT.inAppTitle(name);
    case 'accountName':
      return name;
    case 'claimSubmission':
      return FORM_TEXT.claimSubmission;
  }
}

/** The document title's page part: the heading, with the partner's name when it lacks it. */
export function formTitle(form: Pick<FormDescription, 'heading' | 'partner'>): string {
  const heading = formHeading(form);
  const name = form.partner?.name;
  return name && !heading.includes(name) ? `${heading} - ${name}` : heading;
}

export function submitLabel(form: Pick<FormDescription, 'submitLabel'>): string {
  return FORM_TEXT[form.submitLabel];
}
