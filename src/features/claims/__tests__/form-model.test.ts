// @vitest-environment node
/**
 * The form model: a partner's row and the variant decide every flag of its form. The four partners
 * the spec describes are seed data now; their forms must be what the spec's registry said, flag for
 * flag (the table below is that registry, as it stood in code), and a console partner's forms
 * follow the same rules.
 */
import { parsePartnerFormPath, partnerFormHref, isPublicFormPath } from '@/config/partner-forms';
import {
  CONSOLE_PARTNER,
  FORMS,
  formOf,
  SEEDED_PARTNERS as P,
} from '@/features/claims/__tests__/partner-fixtures';
import { formHeading, formTitle, partnerFormFlags } from '@/features/claims/form-model';
import { partnerFormState } from '@/features/claims/hooks/use-partner-form';

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
} as const;
const year = { schema: 'device-company', serviceDate: 'year' } as const;
const gated = {
  ...base,
  gated: true,
  heading: 'accountName',
  submitLabel: 'submitQuestion',
  schema: 'gated',
  serviceDate: 'year',
  fieldOrder: 'compact',
  wording: 'gated',
  expertIdInPayload: true,
  deidentification: true,
  counter: true,
  initialStatus: 'pending',
  afterSuccess: 'stay',
} as const;

/** The spec's forms as the code registry described them before they became data. */
const SPEC_FORMS = {
  hospitalSystemInApp: { ...base, access: 'app', heading: 'inApp' },
  deviceCompanyInApp: {
    ...base,
    ...year,
    access: 'app',
    heading: 'inApp',
    defaultYear: false,
    posWithServiceGroup: true,
    scrollTopAfterSuccess: true,
  },
  hospitalSystemStandalone: {
    ...base,
    infoBanner: true,
    fillTestData: true,
    cancel: true,
    afterSuccess: 'confirmation',
  },
  deviceCompanyStandalone: {
    ...base,
    ...year,
    infoBanner: true,
    fillTestData: true,
    cancel: true,
    whitelistInToast: true,
    afterSuccess: 'confirmation',
  },
  // A visual test never submits, so where a submission would end is moot.
  visualTest: { ...base, ...year, infoBanner: true, cancel: true, visualTest: true },
  embed: { ...base, ...year, afterSuccess: 'stay', whitelistInToast: true, embed: true },
  universityHealthSystem: gated,
  hospitalNetwork: gated,
} as const;

describe('the form model', () => {
  it.each(Object.entries(SPEC_FORMS))('%s: the seeded row gives the spec form', (name, flags) => {
    const form = FORMS[name as keyof typeof SPEC_FORMS];
    const expected = name === 'visualTest' ? { ...flags, afterSuccess: form.afterSuccess } : flags;
    for (const [flag, value] of Object.entries(expected))
      expect([flag, form[flag as keyof typeof form]]).toEqual([flag, value]);
  });

  it('the spec headings, with the partner name from its row', () => {
    expect(formHeading(FORMS.deviceCompanyInApp)).toBe(
      'New Coding Question - Meridian Medical Devices',
    );
    expect(formHeading(FORMS.hospitalSystemStandalone)).toBe('Claim Submission');
    expect(formHeading(FORMS.hospitalNetwork)).toBe('Harbor Hospital Network');
    expect(formHeading(FORMS.generic)).toBe('Submit Claim');
    // a display name set in the console brands every heading and title
    const branded = formOf(P.meridian, 'in_app', { display_name: 'Meridian' });
    expect(formHeading(branded)).toBe('New Coding Question - Meridian');
  });

  it('the page title names the partner when the heading does not', () => {
    expect(formTitle(FORMS.hospitalSystemStandalone)).toBe(
      'Claim Submission - Summit Health System',
    );
    expect(formTitle(FORMS.hospitalNetwork)).toBe('Harbor Hospital Network');
    expect(formTitle(FORMS.hospitalSystemInApp)).toBe('New Coding Question - Summit Health System');
    expect(formTitle(FORMS.generic)).toBe('Submit Claim');
  });

  it('a console partner gets every variant, gated wherever its row says so', () => {
    for (const variant of ['standalone', 'embed', 'visual_test'] as const) {
      expect(formOf(CONSOLE_PARTNER, variant, { demo_gated: true }).gated).toBe(true);
      expect(formOf(CONSOLE_PARTNER, variant).gated).toBe(false);
    }
    // its own users file in the app without the code
    expect(formOf(CONSOLE_PARTNER, 'in_app', { demo_gated: true })).toMatchObject({
      gated: false,
      access: 'app',
      heading: 'inApp',
    });
    // a counter layout, as the gated spec forms have
    expect(formOf(CONSOLE_PARTNER, 'embed', { form_style: 'counter' })).toMatchObject({
      counter: true,
      fieldOrder: 'compact',
      afterSuccess: 'stay',
      embed: true,
    });
    // its standalone form has Cancel, its embed none; test data only where the row asks
    expect(formOf(CONSOLE_PARTNER, 'standalone').cancel).toBe(true);
    expect(formOf(CONSOLE_PARTNER, 'embed').cancel).toBe(false);
    expect(formOf(CONSOLE_PARTNER, 'standalone').fillTestData).toBe(false);
    expect(formOf(CONSOLE_PARTNER, 'standalone', { form_test_data: true }).fillTestData).toBe(true);
  });

  it('an unknown layout from a newer server reads as the date layout', () => {
    expect(formOf(CONSOLE_PARTNER, 'standalone', { form_style: 'wide' })).toMatchObject(
      partnerFormFlags('date', 'standalone', { gated: false, testData: false }),
    );
  });

  it('the form carries the branding of its row, and drafts are per account and variant', () => {
    const form = formOf(CONSOLE_PARTNER, 'standalone', {
      logo_url: 'https://cdn.example/logo.svg',
      accent_color: '#0f766e',
      intro_text: 'Ask us anything about coding.',
      site_url: 'https://northwind.example',
    });
    expect(form.partner).toMatchObject({
      id: CONSOLE_PARTNER.id,
      name: 'Northwind Clinics',
      logoUrl: 'https://cdn.example/logo.svg',
      accentColor: '#0f766e',
      introText: 'Ask us anything about coding.',
      siteUrl: 'https://northwind.example',
      questionsRemaining: 3,
    });
    expect(form.key).toBe(`partner:${CONSOLE_PARTNER.id}:standalone`);
    expect(formOf(CONSOLE_PARTNER, 'embed').key).not.toBe(form.key);
  });
});

describe('partner form addresses', () => {
  it('parses every variant, and nothing else', () => {
    expect(parsePartnerFormPath('/questions/corporate/northwind-clinics')).toEqual({
      slug: 'northwind-clinics',
      variant: 'standalone',
      bare: true,
    });
    expect(parsePartnerFormPath('/questions/corporate/a1/standalone')).toMatchObject({
      variant: 'standalone',
      bare: false,
    });
    expect(parsePartnerFormPath('/questions/corporate/a1/embed')?.variant).toBe('embed');
    expect(parsePartnerFormPath('/questions/corporate/a1/new')?.variant).toBe('in_app');
    expect(parsePartnerFormPath('/questions/corporate/a1/visual-test')?.variant).toBe(
      'visual_test',
    );
    for (const path of [
      '/questions/corporate/a1/other',
      '/questions/corporate/Upper',
      '/questions/corporate/a--b',
      '/questions/corporate',
      '/questions/new',
    ])
      expect([path, parsePartnerFormPath(path)]).toEqual([path, null]);
  });

  it('public pages are the public variants and the reply page, never the in-app form', () => {
    expect(isPublicFormPath('/questions/corporate/a1')).toBe(true);
    expect(isPublicFormPath('/questions/corporate/a1/embed')).toBe(true);
    expect(isPublicFormPath('/questions/corporate/a1/new')).toBe(false);
    expect(isPublicFormPath('/reply')).toBe(true);
    expect(isPublicFormPath('/login')).toBe(false);
  });

  it('round-trips: each variant’s address parses back to it', () => {
    for (const variant of ['standalone', 'embed', 'in_app', 'visual_test'] as const) {
      for (const bare of [true, false]) {
        const parsed = parsePartnerFormPath(partnerFormHref('a-b', variant, bare));
        expect(parsed).toMatchObject({ slug: 'a-b', variant });
      }
    }
  });
});

describe('what an address shows', () => {
  const at = (path: string) => parsePartnerFormPath(path)!;

  it('no row, or a form the partner does not offer: not found', () => {
    expect(partnerFormState(at('/questions/corporate/x'), null).status).toBe('missing');
    expect(partnerFormState(at('/questions/corporate/summit-health/embed'), P.summit).status).toBe(
      'missing',
    );
  });

  it('an old slug moves to the same variant at the current one, keeping the query', () => {
    expect(
      partnerFormState(at('/questions/corporate/old-name/embed'), P.meridian, {
        search: '?a=1',
        hash: '#top',
      }),
    ).toEqual({ status: 'moved', href: '/questions/corporate/meridian-medical/embed?a=1#top' });
    expect(partnerFormState(at('/questions/corporate/old-name'), P.meridian)).toEqual({
      status: 'moved',
      href: '/questions/corporate/meridian-medical',
    });
  });

  it('a deactivated account: closed, with its brand; otherwise the form', () => {
    const closed = { ...P.harbor, id: null, questions_remaining: null, accepting_questions: false };
    expect(partnerFormState(at('/questions/corporate/harbor-hospital-network'), closed)).toEqual({
      status: 'closed',
      partner: {
        name: 'Harbor Hospital Network',
        logoUrl: '/logos/harbor-hospital-network.svg',
        accentColor: null,
        siteUrl: null,
      },
    });
    const ready = partnerFormState(at('/questions/corporate/harbor-hospital-network'), P.harbor);
    expect(ready.status === 'ready' && ready.form.gated).toBe(true);
  });
});
