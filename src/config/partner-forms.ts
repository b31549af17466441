/**
 * Every partner form, described once, as data (docs/spec-notes.md, "Partner forms"). The paths
 * (src/config/paths.ts), both route tables (src/app/router.tsx and src/app/public-app.tsx) and the
 * form itself (src/features/claims) read this table; behaviour is decided by the flags below, never
 * by a form's key. A partner added in the admin console needs no entry: it gets the standard
 * standalone form (`PARTNER_FORM_BY_SLUG`) at `/questions/corporate/<slug>`.
 */

/** The accounts the registered forms are built for (their seeded names and slugs). */
export const PARTNER_ACCOUNTS = {
  hospitalSystem: { name: 'Summit Health System', slug: 'summit-health' },
  deviceCompany: { name: 'Meridian Medical Devices', slug: 'meridian-medical' },
  universityHealthSystem: {
    name: 'Lakeside University Health',
    slug: 'lakeside-university-health',
  },
  hospitalNetwork: { name: 'Harbor Hospital Network', slug: 'harbor-hospital-network' },
} as const;

export interface PartnerAccountRef {
  name: string;
  slug: string;
}

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
  /** The submit button waits for the account (the gated forms let the visitor try). */
  waitForAccount: boolean;
  /** A failed account load shows a banner instead of a toast. */
  accountErrorBanner: boolean;
  /** An unknown account replaces the form with a "not found" view (forms found by URL slug). */
  notFoundView: boolean;
  /** POS indicator shows with the service-date group (not only for the Professional types). */
  posWithServiceGroup: boolean;
  /** The payload carries expertId: null (the server picks the account's expert). */
  expertIdInPayload: boolean;
  showLogo: boolean;
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

interface PartnerFormEntry extends PartnerFormFlags {
  path: string;
  /** The account the form submits to; null: the signed-in user's own (the generic form). */
  account: PartnerAccountRef | null;
}

const base = {
  access: 'public',
  gated: false,
  heading: 'claimSubmission',
  submitLabel: 'submitForReview',
  schema: 'corporate',
  serviceDate: 'date',
  defaultYear: true,
  fieldOrder: 'sections',
  wording: 'standard',
  waitForAccount: true,
  accountErrorBanner: false,
  notFoundView: false,
  posWithServiceGroup: false,
  expertIdInPayload: false,
  showLogo: false,
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
} as const satisfies PartnerFormFlags;

const deviceCompany = {
  schema: 'device-company',
  serviceDate: 'year',
} as const satisfies Partial<PartnerFormFlags>;

const gated = {
  ...base,
  gated: true,
  heading: 'accountName',
  submitLabel: 'submitQuestion',
  schema: 'gated',
  serviceDate: 'year',
  fieldOrder: 'compact',
  wording: 'gated',
  waitForAccount: false,
  expertIdInPayload: true,
  showLogo: true,
  deidentification: true,
  counter: true,
  initialStatus: 'pending',
  afterSuccess: 'stay',
} as const satisfies PartnerFormFlags;

/** The standalone public form of a partner added in the admin console. */
export const STANDARD_STANDALONE = {
  ...base,
  showLogo: true,
  infoBanner: true,
  notFoundView: true,
  afterSuccess: 'confirmation',
} as const satisfies PartnerFormFlags;

const C = '/questions/corporate';
const A = PARTNER_ACCOUNTS;

export const PARTNER_FORMS = {
  generic: {
    ...base,
    access: 'app',
    path: '/questions/new',
    account: null,
    heading: 'submitClaim',
  },
  hospitalSystemInApp: {
    ...base,
    access: 'app',
    path: `${C}/${A.hospitalSystem.slug}/new`,
    account: A.hospitalSystem,
    heading: 'inApp',
  },
  deviceCompanyInApp: {
    ...base,
    ...deviceCompany,
    access: 'app',
    path: `${C}/${A.deviceCompany.slug}/new`,
    account: A.deviceCompany,
    heading: 'inApp',
    defaultYear: false,
    posWithServiceGroup: true,
    scrollTopAfterSuccess: true,
  },
  hospitalSystemStandalone: {
    ...base,
    path: `${C}/${A.hospitalSystem.slug}/standalone`,
    account: A.hospitalSystem,
    showLogo: true,
    infoBanner: true,
    fillTestData: true,
    cancel: true,
    accountErrorBanner: true,
    afterSuccess: 'confirmation',
  },
  deviceCompanyStandalone: {
    ...base,
    ...deviceCompany,
    path: `${C}/${A.deviceCompany.slug}/standalone`,
    account: A.deviceCompany,
    infoBanner: true,
    fillTestData: true,
    cancel: true,
    whitelistInToast: true,
    afterSuccess: 'confirmation',
  },
  visualTest: {
    ...base,
    ...deviceCompany,
    path: `${C}/${A.deviceCompany.slug}/visual-test`,
    account: A.deviceCompany,
    infoBanner: true,
    cancel: true,
    visualTest: true,
  },
  embed: {
    ...base,
    ...deviceCompany,
    path: `${C}/${A.deviceCompany.slug}/embed`,
    account: A.deviceCompany,
    afterSuccess: 'stay',
    whitelistInToast: true,
    embed: true,
  },
  universityHealthSystem: {
    ...gated,
    path: `${C}/${A.universityHealthSystem.slug}`,
    account: A.universityHealthSystem,
  },
  hospitalNetwork: {
    ...gated,
    path: `${C}/${A.hospitalNetwork.slug}`,
    account: A.hospitalNetwork,
  },
} as const satisfies Record<string, PartnerFormEntry>;

export type PartnerFormKey = keyof typeof PARTNER_FORMS;

export const PARTNER_FORM_KEYS = Object.keys(PARTNER_FORMS) as PartnerFormKey[];

/** The route of a partner added in the admin console (any slug the registered paths do not take). */
export const PARTNER_FORM_BY_SLUG = {
  path: `${C}/:slug`,
  getHref: (slug: string) => `${C}/${encodeURIComponent(slug)}`,
  /** The slug in a pathname of that shape, else null. */
  match(pathname: string): string | null {
    const m = /^\/questions\/corporate\/([a-z0-9]+(?:-[a-z0-9]+)*)$/.exec(pathname);
    return m?.[1] ?? null;
  },
} as const;

/** The home route (paths.home): the one path the public forms link to, without loading `paths`. */
export const HOME_PATH = '/';

/** Routes that render without the app layout and without supabase-js: the public partner forms. */
const PUBLIC_FORM_PATHS: readonly string[] = PARTNER_FORM_KEYS.map((key) => PARTNER_FORMS[key])
  .filter((form) => form.access === 'public')
  .map((form) => form.path);

/** The public reply page of an ask-back request; its link carries the token. */
export const REPLY_PATH = '/reply';

/** Whether a pathname is a public page: a partner form (registered, or `/questions/corporate/<slug>`) or the ask-back reply page. */
export function isPublicFormPath(pathname: string): boolean {
  if (PUBLIC_FORM_PATHS.includes(pathname) || pathname === REPLY_PATH) return true;
  const registered = PARTNER_FORM_KEYS.some((key) => PARTNER_FORMS[key].path === pathname);
  return !registered && PARTNER_FORM_BY_SLUG.match(pathname) !== null;
}
