// @vitest-environment node
import { VALIDATION } from '@/features/claims/messages-after-input';
import { emptyClaimValues, type ClaimFormValues } from '@/features/claims/lib/form-values';
import { validateClaim } from '@/features/claims/schemas';

const valid: ClaimFormValues = emptyClaimValues({
  title: 'Modifier 25',
  content: 'When is modifier 25 appropriate?',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.test',
  codingQuestionType: 'General Coding Question',
});

const C = VALIDATION.corporate;
const G = VALIDATION.gated;

describe('device-company and hospital-system schema (docs/spec-notes.md, "Claim forms")', () => {
  it('accepts a complete form with the optional fields empty', () => {
    expect(validateClaim('corporate', valid)).toEqual({});
    expect(validateClaim('device-company', valid)).toEqual({});
  });

  it.each([
    ['title', '', C.title, 'Claim summary is required'],
    ['title', '   ', C.title, 'Claim summary is required'],
    ['content', '', C.content, 'Claim details are required'],
    ['firstName', '', C.firstName, 'First name is required'],
    ['lastName', '', C.lastName, 'Last name is required'],
    ['email', '', C.emailRequired, 'Email is required'],
    ['email', 'not-an-email', C.emailInvalid, 'Invalid email address'],
    ['codingQuestionType', '', C.codingQuestionType, 'Coding Question Type is required'],
  ] as const)('%s = %j -> "%s"', (field, value, message, literal) => {
    expect(message).toBe(literal);
    expect(validateClaim('corporate', { ...valid, [field]: value })[field]).toBe(literal);
  });

  it('reports every missing required field at once', () => {
    expect(validateClaim('corporate', emptyClaimValues())).toEqual({
      title: 'Claim summary is required',
      content: 'Claim details are required',
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      codingQuestionType: 'Coding Question Type is required',
    });
  });

  it.each([
    ['1999', 'Year must be 2000 or later'],
    ['2051', 'Year must be 2050 or earlier'],
  ])('device-company year %s -> "%s"', (year, message) => {
    expect(C.yearMin).toBe('Year must be 2000 or later');
    expect(C.yearMax).toBe('Year must be 2050 or earlier');
    expect(validateClaim('device-company', { ...valid, yearOfService: year }).yearOfService).toBe(
      message,
    );
  });

  it.each(['2000', '2025', '2050', ''])('device-company year %j is accepted (optional)', (year) => {
    expect(validateClaim('device-company', { ...valid, yearOfService: year })).toEqual({});
  });

  it('only reports fields the form shows', () => {
    const errors = validateClaim(
      'device-company',
      { ...valid, title: '', yearOfService: '1990' },
      new Set(['title']),
    );
    expect(errors).toEqual({ title: 'Claim summary is required' });
  });
});

describe('university and hospital-network schema (docs/spec-notes.md, "Claim forms")', () => {
  it('accepts a complete form; year defaults to 2025', () => {
    expect(validateClaim('gated', valid)).toEqual({});
  });

  it.each([
    ['title', '', G.title, 'Title is required'],
    ['title', 'x'.repeat(201), G.titleMax, 'Title must be less than 200 characters'],
    ['content', '', G.content, 'Content is required'],
    ['codingQuestionType', '', G.codingQuestionType, 'Coding question type is required'],
    ['firstName', '', G.firstName, 'First name is required'],
    ['lastName', '', G.lastName, 'Last name is required'],
    ['email', 'nope', G.emailInvalid, 'Invalid email address'],
    ['email', '', G.emailInvalid, 'Invalid email address'],
  ] as const)('%s = %j -> "%s"', (field, value, message, literal) => {
    expect(message).toBe(literal);
    expect(validateClaim('gated', { ...valid, [field]: value })[field]).toBe(literal);
  });

  it.each([
    ['firstName', 'x'.repeat(101), 'String must contain at most 100 character(s)'],
    ['lastName', 'x'.repeat(101), 'String must contain at most 100 character(s)'],
    ['email', `${'x'.repeat(250)}@example.test`, 'String must contain at most 255 character(s)'],
    ['zipCode', '12345678901', 'String must contain at most 10 character(s)'],
    ['locationOfServiceName', 'x'.repeat(201), 'String must contain at most 200 character(s)'],
    ['locationOfServiceZip', '12345678901', 'String must contain at most 10 character(s)'],
    ['yearOfService', '1999', 'Number must be greater than or equal to 2000'],
    ['yearOfService', '2051', 'Number must be less than or equal to 2050'],
  ] as const)('max/min: %s -> "%s"', (field, value, message) => {
    expect(validateClaim('gated', { ...valid, [field]: value })[field]).toBe(message);
  });

  it('accepts the limits exactly', () => {
    expect(
      validateClaim('gated', {
        ...valid,
        title: 'x'.repeat(200),
        firstName: 'x'.repeat(100),
        zipCode: '1234567890',
        yearOfService: '2050',
      }),
    ).toEqual({});
  });
});
