/**
 * The account dialog's form settings (docs/spec-notes.md, "Partner forms"): which forms the partner
 * offers, their layout, its branding and its own site. The fields' checks mirror
 * admin_set_partner_form with the server's words; only what changed is sent.
 */
// Before any schema: zod without its eval probe (src/lib/zod-config.ts).
import '@/lib/zod-config';
import { z } from 'zod';
import type { PartnerFormVariant } from '@/config/partner-forms';
import type { PartnerFormSettings } from '@/features/admin/api/types';
import { ACCOUNT_MESSAGES as M } from '@/features/admin/messages/accounts';
import type { Json } from '@/types/database';

/** The dialog's checkbox of each form, in the order they are shown. */
export const VARIANT_FIELDS = {
  offerStandalone: 'standalone',
  offerEmbed: 'embed',
  offerInApp: 'in_app',
  offerVisualTest: 'visual_test',
} as const satisfies Record<string, PartnerFormVariant>;

type VariantField = keyof typeof VARIANT_FIELDS;
const VARIANT_ENTRIES = Object.entries(VARIANT_FIELDS) as Array<[VariantField, PartnerFormVariant]>;

export const FORM_STYLES = ['date', 'year', 'counter'] as const;

const optionalText = (max: number, message: string) => z.string().trim().max(max, message);

export const partnerFormShape = {
  displayName: optionalText(200, M.displayNameTooLong),
  offerStandalone: z.boolean(),
  offerEmbed: z.boolean(),
  offerInApp: z.boolean(),
  offerVisualTest: z.boolean(),
  formStyle: z.enum(FORM_STYLES),
  testData: z.boolean(),
  accentColor: z.union([
    z.literal(''),
    z
      .string()
      .trim()
      .regex(/^#[0-9a-fA-F]{6}$/, M.accentInvalid),
  ]),
  introText: optionalText(1000, M.introTooLong),
  siteUrl: z.union([
    z.literal(''),
    z
      .string()
      .trim()
      .max(2048, M.siteInvalid)
      .regex(/^https?:\/\/[^\s/]+\S*$/, M.siteInvalid),
  ]),
};

export type PartnerFormValues = {
  [K in keyof typeof partnerFormShape]: z.infer<(typeof partnerFormShape)[K]>;
};

/** At least one form: a partner with none has nothing to link to. */
export const atLeastOneForm = (v: PartnerFormValues) => VARIANT_ENTRIES.some(([field]) => v[field]);

/** A new account's forms: the standalone public form, dated, unbranded (the server's defaults). */
export const PARTNER_FORM_DEFAULTS: PartnerFormValues = {
  displayName: '',
  offerStandalone: true,
  offerEmbed: false,
  offerInApp: false,
  offerVisualTest: false,
  formStyle: 'date',
  testData: false,
  accentColor: '',
  introText: '',
  siteUrl: '',
};

export function partnerFormValuesOf(s: PartnerFormSettings): PartnerFormValues {
  const offers = (variant: PartnerFormVariant) => s.form_variants.includes(variant);
  return {
    displayName: s.display_name ?? '',
    offerStandalone: offers('standalone'),
    offerEmbed: offers('embed'),
    offerInApp: offers('in_app'),
    offerVisualTest: offers('visual_test'),
    formStyle: FORM_STYLES.find((style) => style === s.form_style) ?? 'date',
    testData: s.form_test_data,
    accentColor: s.accent_color ?? '',
    introText: s.intro_text ?? '',
    siteUrl: s.site_url ?? '',
  };
}

/** The forms the values offer. */
export function offeredVariants(v: Pick<PartnerFormValues, VariantField>): PartnerFormVariant[] {
  return VARIANT_ENTRIES.filter(([field]) => v[field]).map(([, variant]) => variant);
}

/** The settings as admin_set_partner_form names and stores them. */
function toServer(v: PartnerFormValues): Record<string, Json> {
  return {
    display_name: v.displayName.trim() || null,
    variants: offeredVariants(v),
    style: v.formStyle,
    test_data: v.testData,
    accent_color: v.accentColor.trim().toLowerCase() || null,
    intro_text: v.introText.trim() || null,
    site_url: v.siteUrl.trim() || null,
  };
}

/** admin_set_partner_form's argument: the settings that differ from `was` (null: none). */
export function partnerFormChanges(
  v: PartnerFormValues,
  was: PartnerFormValues = PARTNER_FORM_DEFAULTS,
): Record<string, Json> | null {
  const next = toServer(v);
  const before = toServer(was);
  const changed = Object.entries(next).filter(
    ([key, value]) => JSON.stringify(value) !== JSON.stringify(before[key]),
  );
  return changed.length ? Object.fromEntries(changed) : null;
}
