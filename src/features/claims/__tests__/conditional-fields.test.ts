import {
  FORM_VARIANTS,
  getVisibleFields,
  type FormVariant,
} from '@/features/claims/lib/conditional-fields';
import { CODING_QUESTION_TYPES } from '@/config/coding';

const NONE = {
  serviceDate: false,
  locationOfServiceName: false,
  locationOfServiceZip: false,
  posIndicator: false,
};
const GROUP = { serviceDate: true, locationOfServiceName: true, locationOfServiceZip: true };

/** The expected fields of DECISIONS.md "Conditional fields", written out per type. */
function expected(type: string, variant: FormVariant) {
  const byType: Record<string, typeof NONE> = {
    'General Coding Question': NONE,
    'Hospital - Inpatient': { ...GROUP, posIndicator: false },
    'Hospital - Outpatient': { ...GROUP, posIndicator: false },
    'Ambulatory Surgery Center': { ...GROUP, posIndicator: false },
    'Professional - Physician Component': { ...GROUP, posIndicator: true },
    'Professional - Global': { ...GROUP, posIndicator: true },
  };
  const fields = byType[type]!;
  // The device-company in-app form shows POS with the whole year-of-service group.
  if (variant === 'device-company-in-app') return { ...fields, posIndicator: fields.serviceDate };
  return fields;
}

const SPELLINGS: Array<[string, string]> = [
  ['Hospital - Inpatient', 'Hospital Inpatient'],
  ['Hospital - Outpatient', 'Hospital Outpatient'],
];

describe('getVisibleFields: every type x every variant', () => {
  const rows = FORM_VARIANTS.flatMap((variant) =>
    CODING_QUESTION_TYPES.map((type) => [variant, type] as const),
  );
  it.each(rows)('%s / %s', (variant, type) => {
    expect(getVisibleFields(type, variant)).toEqual(expected(type, variant));
  });
});

describe('both spellings of the hospital types give the same fields (the spec discrepancy, fixed)', () => {
  const rows = FORM_VARIANTS.flatMap((variant) =>
    SPELLINGS.map(([hyphen, plain]) => [variant, hyphen, plain] as const),
  );
  it.each(rows)('%s: "%s" == "%s"', (variant, hyphen, plain) => {
    const withHyphen = getVisibleFields(hyphen, variant);
    expect(getVisibleFields(plain, variant)).toEqual(withHyphen);
    // The reading the spec warns about (unhyphenated test, hyphenated choice -> no location fields) is not kept.
    expect(withHyphen.locationOfServiceName).toBe(true);
    expect(withHyphen.locationOfServiceZip).toBe(true);
    expect(withHyphen.serviceDate).toBe(true);
  });
});

describe('no type chosen, or an unknown one', () => {
  it.each(FORM_VARIANTS)('%s shows no conditional field', (variant) => {
    expect(getVisibleFields('', variant)).toEqual(NONE);
    expect(getVisibleFields(null, variant)).toEqual(NONE);
    expect(getVisibleFields('Hospital Fee', variant)).toEqual(NONE);
  });
});
