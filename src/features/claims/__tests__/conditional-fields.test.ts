// @vitest-environment node
import { getVisibleFields } from '@/features/claims/lib/conditional-fields';
import { FORMS } from '@/features/claims/__tests__/partner-fixtures';
import type { FormDescription } from '@/features/claims/form-model';
import { CODING_QUESTION_TYPES } from '@/config/coding';

const FORM_LIST: Array<[string, FormDescription]> = Object.entries(FORMS);

const NONE = {
  serviceDate: false,
  locationOfServiceName: false,
  locationOfServiceZip: false,
  posIndicator: false,
};
const GROUP = { serviceDate: true, locationOfServiceName: true, locationOfServiceZip: true };

/** The expected fields of docs/spec-notes.md "Conditional fields", written out per type. */
function expected(type: string, key: string) {
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
  if (key === 'deviceCompanyInApp') return { ...fields, posIndicator: fields.serviceDate };
  return fields;
}

const SPELLINGS: Array<[string, string]> = [
  ['Hospital - Inpatient', 'Hospital Inpatient'],
  ['Hospital - Outpatient', 'Hospital Outpatient'],
];

describe('getVisibleFields: every type x every form', () => {
  const rows = FORM_LIST.flatMap(([key, form]) =>
    CODING_QUESTION_TYPES.map((type) => [key, type, form] as const),
  );
  it.each(rows)('%s / %s', (key, type, form) => {
    expect(getVisibleFields(type, form)).toEqual(expected(type, key));
  });
});

describe('both spellings of the hospital types give the same fields (the spec discrepancy, fixed)', () => {
  const rows = FORM_LIST.flatMap(([key, form]) =>
    SPELLINGS.map(([hyphen, plain]) => [key, hyphen, plain, form] as const),
  );
  it.each(rows)('%s: "%s" == "%s"', (_key, hyphen, plain, form) => {
    const withHyphen = getVisibleFields(hyphen, form);
    expect(getVisibleFields(plain, form)).toEqual(withHyphen);
    // The reading the spec warns about (unhyphenated test, hyphenated choice -> no location fields) is not kept.
    expect(withHyphen.locationOfServiceName).toBe(true);
    expect(withHyphen.locationOfServiceZip).toBe(true);
    expect(withHyphen.serviceDate).toBe(true);
  });
});

describe('no type chosen, or an unknown one', () => {
  it.each(FORM_LIST)('%s shows no conditional field', (_key, form) => {
    expect(getVisibleFields('', form)).toEqual(NONE);
    expect(getVisibleFields(null, form)).toEqual(NONE);
    expect(getVisibleFields('Hospital Fee', form)).toEqual(NONE);
  });
});
