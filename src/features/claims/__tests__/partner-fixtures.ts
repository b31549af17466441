/**
 * The four partners of the spec as get_partner_form_account answers them from the seed
 * (supabase/seed.sql), and their forms built by the form model, under the names the tests use.
 * tests/integration/db/seed.test.ts checks that the seed still answers these rows.
 */
import type { PartnerFormVariant } from '@/config/partner-forms';
import type { PartnerFormAccount } from '@/features/claims/api/get-partner-account';
import {
  describePartnerForm,
  GENERIC_FORM,
  type FormDescription,
} from '@/features/claims/form-model';

type AcceptingAccount = PartnerFormAccount & { id: string };

const BLANK = {
  logo_url: null,
  accepting_questions: true,
  kb_suggestions: false,
  demo_gated: false,
  form_test_data: false,
  accent_color: null,
  intro_text: null,
  site_url: null,
} as const;

export const SEEDED_PARTNERS = {
  summit: {
    ...BLANK,
    id: 'c0000000-0000-4000-8000-000000000001',
    name: 'Summit Health System',
    display_name: 'Summit Health System',
    slug: 'summit-health',
    logo_url: '/logos/summit-health.svg',
    questions_remaining: 200,
    form_variants: ['standalone', 'in_app'],
    form_style: 'date',
    form_test_data: true,
  },
  meridian: {
    ...BLANK,
    id: 'c0000000-0000-4000-8000-000000000002',
    name: 'Meridian Medical Devices',
    display_name: 'Meridian Medical Devices',
    slug: 'meridian-medical',
    questions_remaining: 150,
    form_variants: ['standalone', 'in_app', 'embed', 'visual_test'],
    form_style: 'year',
    form_test_data: true,
  },
  lakeside: {
    ...BLANK,
    id: 'c0000000-0000-4000-8000-000000000003',
    name: 'Lakeside University Health',
    display_name: 'Lakeside University Health',
    slug: 'lakeside-university-health',
    logo_url: '/logos/lakeside-university-health.svg',
    questions_remaining: 25,
    demo_gated: true,
    form_variants: ['standalone'],
    form_style: 'counter',
  },
  harbor: {
    ...BLANK,
    id: 'c0000000-0000-4000-8000-000000000004',
    name: 'Harbor Hospital Network',
    display_name: 'Harbor Hospital Network',
    slug: 'harbor-hospital-network',
    logo_url: '/logos/harbor-hospital-network.svg',
    questions_remaining: 12,
    demo_gated: true,
    form_variants: ['standalone'],
    form_style: 'counter',
  },
} satisfies Record<string, AcceptingAccount>;

/** A partner added in the console: the defaults of a new account. */
export const CONSOLE_PARTNER: AcceptingAccount = {
  ...BLANK,
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Northwind Clinics',
  display_name: 'Northwind Clinics',
  slug: 'northwind-clinics',
  questions_remaining: 3,
  form_variants: ['standalone'],
  form_style: 'date',
};

/** A partner's form, with any of its row's fields changed. */
export function formOf(
  account: AcceptingAccount,
  variant: PartnerFormVariant,
  changes: Partial<AcceptingAccount> = {},
): FormDescription {
  return describePartnerForm({ ...account, ...changes }, variant);
}

const P = SEEDED_PARTNERS;

/** Every form the spec describes; `changes` apply to each partner's row (e.g. one counter). */
export function specForms(changes: Partial<AcceptingAccount> = {}) {
  return {
    generic: GENERIC_FORM,
    hospitalSystemInApp: formOf(P.summit, 'in_app', changes),
    deviceCompanyInApp: formOf(P.meridian, 'in_app', changes),
    hospitalSystemStandalone: formOf(P.summit, 'standalone', changes),
    deviceCompanyStandalone: formOf(P.meridian, 'standalone', changes),
    visualTest: formOf(P.meridian, 'visual_test', changes),
    embed: formOf(P.meridian, 'embed', changes),
    universityHealthSystem: formOf(P.lakeside, 'standalone', changes),
    hospitalNetwork: formOf(P.harbor, 'standalone', changes),
  };
}

export const FORMS = specForms();
