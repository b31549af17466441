// @vitest-environment node
import { buildQuestionPayload, yearToDate } from '@/features/claims/lib/payload';
import { FORMS } from '@/features/claims/__tests__/partner-fixtures';
import { emptyClaimValues } from '@/features/claims/lib/form-values';

const ACCOUNT = '11111111-1111-4111-8111-111111111111';
const base = emptyClaimValues({
  title: '  Modifier 25  ',
  content: 'When is modifier 25 appropriate?',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.test',
  codingQuestionType: 'General Coding Question',
});

describe('yearToDate', () => {
  it('stores a year as 1 January of that year', () => {
    expect(yearToDate('2025')).toBe('2025-01-01');
    expect(yearToDate(2000)).toBe('2000-01-01');
    expect(yearToDate('')).toBeNull();
    expect(yearToDate(null)).toBeNull();
  });
});

describe('buildQuestionPayload', () => {
  it('builds the spec payload, optional fields null, anonymous on public forms', () => {
    const payload = buildQuestionPayload(base, FORMS.hospitalSystemStandalone, {
      corporateAccountId: ACCOUNT,
      user: null,
      phiConfirmed: false,
    });
    expect(payload).toEqual({
      title: 'Modifier 25',
      content: 'When is modifier 25 appropriate?',
      status: 'unassigned',
      userId: null,
      userName: null,
      userEmail: null,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.test',
      phoneNumber: null,
      userTitle: null,
      entityInstitution: null,
      zipCode: null,
      dateOfService: null,
      locationOfServiceName: null,
      locationOfServiceZip: null,
      codingQuestionType: 'General Coding Question',
      posIndicator: null,
      submitterName: 'Ada Lovelace',
      submitterEmail: 'ada@example.test',
      corporateAccountId: ACCOUNT,
      phiConfirmed: false,
    });
    expect(payload).not.toHaveProperty('expertId');
  });

  it('year forms send dateOfService as 1 January; the hyphenated type; POS for professional types', () => {
    const payload = buildQuestionPayload(
      {
        ...base,
        codingQuestionType: 'Professional - Global',
        yearOfService: '2024',
        locationOfServiceName: 'Clinic',
        locationOfServiceZip: '80202',
        posIndicator: '11 - Office',
      },
      FORMS.deviceCompanyStandalone,
      { corporateAccountId: ACCOUNT, user: null, phiConfirmed: true },
    );
    expect(payload).toMatchObject({
      dateOfService: '2024-01-01',
      locationOfServiceName: 'Clinic',
      locationOfServiceZip: '80202',
      posIndicator: '11 - Office',
      phiConfirmed: true,
    });
  });

  it('normalises the unhyphenated hospital spelling and drops fields hidden for the type', () => {
    const payload = buildQuestionPayload(
      {
        ...base,
        codingQuestionType: 'Hospital Inpatient',
        dateOfService: '2025-03-01',
        posIndicator: '21 - Inpatient Hospital',
      },
      FORMS.hospitalSystemInApp,
      { corporateAccountId: ACCOUNT, user: null, phiConfirmed: false },
    );
    expect(payload.codingQuestionType).toBe('Hospital - Inpatient');
    expect(payload.dateOfService).toBe('2025-03-01');
    expect(payload.posIndicator).toBeNull();

    const general = buildQuestionPayload(
      { ...base, dateOfService: '2025-03-01', locationOfServiceName: 'Leftover' },
      FORMS.hospitalSystemInApp,
      { corporateAccountId: ACCOUNT, user: null, phiConfirmed: false },
    );
    expect(general.dateOfService).toBeNull();
    expect(general.locationOfServiceName).toBeNull();
  });

  it('gated forms: status pending and expertId null (the server picks the account expert)', () => {
    const payload = buildQuestionPayload(base, FORMS.universityHealthSystem, {
      corporateAccountId: ACCOUNT,
      user: null,
      phiConfirmed: false,
    });
    expect(payload.status).toBe('pending');
    expect(payload).toHaveProperty('expertId', null);
  });

  it('in-app forms carry the signed-in user', () => {
    const payload = buildQuestionPayload(base, FORMS.generic, {
      corporateAccountId: null,
      user: { id: 'u1', name: 'Ada L', email: 'ada@claimdesk.test' },
      phiConfirmed: false,
    });
    expect(payload).toMatchObject({
      userId: 'u1',
      userName: 'Ada L',
      userEmail: 'ada@claimdesk.test',
      corporateAccountId: null,
    });
  });
});
