/**
 * Each partner form described once, as data (DECISIONS.md names, slugs and routes). Every form is
 * built from the same sections (components/claim-form.tsx) reading one of these descriptions; a new
 * partner is a few lines here plus a route.
 */
import type { FormVariant } from '@/features/claims/lib/conditional-fields';
import { FORM_TEXT } from '@/features/claims/messages';

export const PARTNERS = {
  hospitalSystem: { name: 'Summit Health System', slug: 'summit-health' },
  deviceCompany: { name: 'Meridian Medical Devices', slug: 'meridian-medical' },
  universityHealthSystem: {
    name: 'Lakeside University Health',
    slug: 'lakeside-university-health',
  },
  hospitalNetwork: { name: 'Harbor Hospital Network', slug: 'harbor-hospital-network' },
} as const;

/** Which zod schema (spec section 5) and which failure wording a form uses. */
export type SchemaKind = 'corporate' | 'device-company' | 'gated';

export interface FormDescription {
  variant: FormVariant;
  /** The corporate account, looked up by name; null for the generic form. */
  account: { name: string; slug: string } | null;
  /** 'public' pages use the light client and no app layout; 'app' pages use the signed-in client. */
  access: 'public' | 'app';
  heading: string;
  schema: SchemaKind;
  /** Year (number input) or date (date picker) of service. */
  serviceDate: 'year' | 'date';
  /** Field order: the shared three sections, or the gated forms' order of spec section 2. */
  layout: 'sections' | 'gated';
  showLogo: boolean;
  infoBanner: boolean;
  deidentification: boolean;
  fillTestData: boolean;
  cancel: boolean;
  counter: boolean;
  demoGate: boolean;
  submitLabel: string;
  /** submit-to-smartsheet after creation (device-company and hospital-system forms). */
  smartsheet: boolean;
  initialStatus: 'unassigned' | 'pending';
  /** After success: go to the home route, or stay (reset, success banner). */
  afterSuccess: 'home' | 'stay';
  scrollTopAfterSuccess: boolean;
  /** The success toast also asks to whitelist the sender domain (device-company standalone). */
  whitelistInToast: boolean;
  /** Visual-test page: no calls, a 1 s delay and an alert. */
  visualTest: boolean;
  /** Posts its height to the parent page when framed. */
  embed: boolean;
}

const base = {
  access: 'public',
  schema: 'corporate',
  serviceDate: 'date',
  layout: 'sections',
  showLogo: false,
  infoBanner: false,
  deidentification: false,
  fillTestData: false,
  cancel: false,
  counter: false,
  demoGate: false,
  submitLabel: FORM_TEXT.submitForReview,
  smartsheet: true,
  initialStatus: 'unassigned',
  afterSuccess: 'home',
  scrollTopAfterSuccess: false,
  whitelistInToast: false,
  visualTest: false,
  embed: false,
} as const satisfies Partial<FormDescription>;

const gated = {
  ...base,
  schema: 'gated',
  serviceDate: 'year',
  layout: 'gated',
  showLogo: true,
  deidentification: true,
  counter: true,
  demoGate: true,
  submitLabel: FORM_TEXT.submitQuestion,
  smartsheet: false,
  initialStatus: 'pending',
  afterSuccess: 'stay',
} as const satisfies Partial<FormDescription>;

export const FORMS = {
  generic: {
    ...base,
    variant: 'generic',
    account: null,
    access: 'app',
    heading: FORM_TEXT.submitClaim,
    smartsheet: false,
  },
  hospitalSystemInApp: {
    ...base,
    variant: 'hospital-system-in-app',
    account: PARTNERS.hospitalSystem,
    access: 'app',
    heading: FORM_TEXT.inAppTitle(PARTNERS.hospitalSystem.name),
  },
  deviceCompanyInApp: {
    ...base,
    variant: 'device-company-in-app',
    account: PARTNERS.deviceCompany,
    access: 'app',
    heading: FORM_TEXT.inAppTitle(PARTNERS.deviceCompany.name),
    schema: 'device-company',
    serviceDate: 'year',
    scrollTopAfterSuccess: true,
  },
  hospitalSystemStandalone: {
    ...base,
    variant: 'hospital-system-standalone',
    account: PARTNERS.hospitalSystem,
    heading: FORM_TEXT.claimSubmission,
    showLogo: true,
    infoBanner: true,
    fillTestData: true,
    cancel: true,
  },
  deviceCompanyStandalone: {
    ...base,
    variant: 'device-company-standalone',
    account: PARTNERS.deviceCompany,
    heading: FORM_TEXT.claimSubmission,
    schema: 'device-company',
    serviceDate: 'year',
    infoBanner: true,
    fillTestData: true,
    cancel: true,
    whitelistInToast: true,
  },
  visualTest: {
    ...base,
    variant: 'visual-test',
    account: PARTNERS.deviceCompany,
    heading: FORM_TEXT.claimSubmission,
    schema: 'device-company',
    serviceDate: 'year',
    infoBanner: true,
    cancel: true,
    smartsheet: false,
    visualTest: true,
  },
  embed: {
    ...base,
    variant: 'embed',
    account: PARTNERS.deviceCompany,
    heading: FORM_TEXT.claimSubmission,
    schema: 'device-company',
    serviceDate: 'year',
    afterSuccess: 'stay',
    whitelistInToast: true,
    embed: true,
  },
  universityHealthSystem: {
    ...gated,
    variant: 'university-health-system',
    account: PARTNERS.universityHealthSystem,
    heading: PARTNERS.universityHealthSystem.name,
  },
  hospitalNetwork: {
    ...gated,
    variant: 'hospital-network',
    account: PARTNERS.hospitalNetwork,
    heading: PARTNERS.hospitalNetwork.name,
  },
} as const satisfies Record<string, FormDescription>;

export type FormKey = keyof typeof FORMS;

/** The logo of a partner: the account's logo_url, else the bundled /logos/<slug>.svg. */
export function partnerLogo(slug: string, logoUrl?: string | null): string {
  return logoUrl || `/logos/${slug}.svg`;
}
