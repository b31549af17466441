/**
 * The addresses of the partner forms (docs/spec-notes.md, "Partner forms"). Which partner offers
 * which form, and how each looks, is data: the partner's corporate_accounts row, read by
 * get_partner_form_account. This module only knows the shape of the URLs, so the first load of a
 * public form can tell its page apart without loading anything else:
 *
 *   /questions/corporate/<slug>              the standalone public form (the gated partners' own)
 *   /questions/corporate/<slug>/standalone   the same form
 *   /questions/corporate/<slug>/embed        the form for an iframe on the partner's site
 *   /questions/corporate/<slug>/visual-test  the visual test page
 *   /questions/corporate/<slug>/new          the in-app form, for the partner's signed-in users
 */

const PARTNER_FORM_VARIANTS = ['standalone', 'embed', 'in_app', 'visual_test'] as const;
export type PartnerFormVariant = (typeof PARTNER_FORM_VARIANTS)[number];

const BASE = '/questions/corporate';

/** The path segment after the slug of each variant. */
const SUFFIX: Record<PartnerFormVariant, string> = {
  standalone: 'standalone',
  embed: 'embed',
  in_app: 'new',
  visual_test: 'visual-test',
};

/** A partner form's address: whose form, which variant, and whether it was the bare address. */
export interface PartnerFormAddress {
  slug: string;
  variant: PartnerFormVariant;
  /** `/questions/corporate/<slug>` rather than `…/standalone`. */
  bare: boolean;
}

const PATH = /^\/questions\/corporate\/([a-z0-9]+(?:-[a-z0-9]+)*)(?:\/([a-z-]+))?$/;

/** The partner form at a pathname (no trailing slash), or null. */
export function parsePartnerFormPath(pathname: string): PartnerFormAddress | null {
  const m = PATH.exec(pathname);
  if (!m) return null;
  const [, slug = '', suffix] = m;
  if (suffix === undefined) return { slug, variant: 'standalone', bare: true };
  const variant = PARTNER_FORM_VARIANTS.find((v) => SUFFIX[v] === suffix);
  return variant ? { slug, variant, bare: false } : null;
}

/** The address of a partner's form; the standalone form's is the bare one unless `bare` is false. */
export function partnerFormHref(slug: string, variant: PartnerFormVariant, bare = true): string {
  const base = `${BASE}/${encodeURIComponent(slug)}`;
  return variant === 'standalone' && bare ? base : `${base}/${SUFFIX[variant]}`;
}

/** The route patterns (react-router) of the partner forms, public and in-app. */
export const PARTNER_FORM_ROUTES = {
  bare: `${BASE}/:slug`,
  standalone: `${BASE}/:slug/${SUFFIX.standalone}`,
  embed: `${BASE}/:slug/${SUFFIX.embed}`,
  visual_test: `${BASE}/:slug/${SUFFIX.visual_test}`,
  in_app: `${BASE}/:slug/${SUFFIX.in_app}`,
} as const;

/** Submit Claim: the signed-in user's own form (not a partner's). */
export const GENERIC_FORM_PATH = '/questions/new';

/** The home route (paths.home): the one path the public forms link to, without loading `paths`. */
export const HOME_PATH = '/';

/**
 * The file the build prerenders the public partner forms' first paint into (src/entry-server.tsx),
 * which static hosts serve at every standalone and embed address (scripts/static-routes.ts).
 */
export const PARTNER_FRAME_FILE = 'partner-form.html';

/** The public reply page of an ask-back request; its link carries the token. */
export const REPLY_PATH = '/reply';

/** Whether a pathname is a public page: a partner's public form or the ask-back reply page. */
export function isPublicFormPath(pathname: string): boolean {
  if (pathname === REPLY_PATH) return true;
  const address = parsePartnerFormPath(pathname);
  return address !== null && address.variant !== 'in_app';
}
