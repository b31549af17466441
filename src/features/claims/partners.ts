/**
 * The claim forms' view of the partner-form registry (src/config/partner-forms.ts): each form's
 * flags plus its key, and the texts its flags name. Every form is built from the same sections
 * (components/claim-form.tsx); a new partner is a row in the admin console, or a registry entry.
 */
import {
  PARTNER_ACCOUNTS,
  PARTNER_FORM_KEYS,
  PARTNER_FORMS,
  STANDARD_STANDALONE,
  type PartnerAccountRef,
  type PartnerFormFlags,
  type PartnerFormKey,
} from '@/config/partner-forms';
import { FORM_TEXT } from '@/features/claims/messages';

export type SchemaKind = PartnerFormFlags['schema'];

export interface FormDescription extends PartnerFormFlags {
  /** The registry key, or `partner:<slug>` for a partner's form found by slug (the draft key). */
  key: string;
  /** The account, found by slug; null for the generic form (the user's own account). */
  account: PartnerAccountRef | null;
}

export const FORMS = Object.fromEntries(
  PARTNER_FORM_KEYS.map((key) => [key, { ...PARTNER_FORMS[key], key }]),
) as { [K in PartnerFormKey]: (typeof PARTNER_FORMS)[K] & { key: K } };

/** The standard standalone form of a partner added in the admin console (`/questions/corporate/<slug>`). */
export function formForSlug(slug: string): FormDescription {
  return { ...STANDARD_STANDALONE, key: `partner:${slug}`, account: { name: '', slug } };
}

/** The heading a form's flags name; `accountName` is the loaded name when known. */
export function formHeading(form: FormDescription, accountName?: string | null): string {
  const name = accountName || form.account?.name || '';
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

export function submitLabel(form: Pick<FormDescription, 'submitLabel'>): string {
  return FORM_TEXT[form.submitLabel];
}

/**
 * The logo of a partner: the account's logo_url, else the bundled /logos/<slug>.svg of a registered
 * partner; null for a console-added partner without a logo.
 */
export function partnerLogo(slug: string, logoUrl?: string | null): string | null {
  if (logoUrl) return logoUrl;
  const bundled = Object.values(PARTNER_ACCOUNTS).some((a) => a.slug === slug);
  return bundled ? `/logos/${slug}.svg` : null;
}
