// @vitest-environment node
import { detectPhi, detectPhiIn } from '@/lib/phi-detector';

describe('detectPhi flags likely patient identifiers', () => {
  it.each([
    ['Patient John Smith was seen for a follow-up.', 'name', 'John Smith'],
    ['The patient, Mary Jones, had a colonoscopy.', 'name', 'Mary Jones'],
    ['Patient name: Alice Walker', 'name', 'Alice Walker'],
    ["Pt. Garcia's claim was denied.", 'name', 'Garcia'],
    ['Mrs. Thompson returned for suture removal.', 'name', 'Thompson'],
    ['DOB 03/14/1962, seen in clinic.', 'dob', 'DOB 03/14/1962'],
    ['date of birth: 1962-03-14', 'dob', 'date of birth: 1962-03-14'],
    ['born on March 14, 1962', 'dob', 'born on March 14, 1962'],
    ['MRN 00123456 was billed twice', 'mrn', 'MRN 00123456'],
    ['medical record number: A1234567', 'mrn', 'medical record number: A1234567'],
    ['SSN 123-45-6789 on the claim', 'ssn', '123-45-6789'],
    ['Call her at (555) 123-4567 tomorrow', 'phone', '(555) 123-4567'],
    ['Call 555-123-4567 tomorrow', 'phone', '555-123-4567'],
    ['Her email is jane.doe@mail.example.com', 'email', 'jane.doe@mail.example.com'],
  ])('%s', (text, kind, match) => {
    const findings = detectPhi(text);
    expect(findings.map((f) => [f.kind, f.match])).toContainEqual([kind, match]);
  });

  it('reports where each finding is', () => {
    const text = 'See MRN 99887766.';
    const [finding] = detectPhi(text);
    expect(text.slice(finding!.index, finding!.index + finding!.match.length)).toBe('MRN 99887766');
  });

  it('screens several texts at once', () => {
    expect(
      detectPhiIn(['Patient Ana Ruiz', null, 'no identifiers here']).map((f) => f.kind),
    ).toEqual(['name']);
  });
});

describe('detectPhi stays quiet on ordinary coding questions', () => {
  it.each([
    'Is modifier 25 appropriate with CPT 99213 and 11200 on the same date of service?',
    'ICD-10 E11.9 vs E11.65 for a patient with uncontrolled type 2 diabetes.',
    'The patient presented with chest pain and was admitted for observation.',
    'Patient was discharged home; which POS applies, 22 or 19?',
    'A new patient visit in zip 80202 on 01/15/2025 for a Medicare beneficiary.',
    'Patient Has a history of CHF. Which DRG applies?',
    'HCPCS J1885 units for a 60 mg injection, NPI 1234567893.',
    'The patient is a 67 year old male. Date of service 2025-02-03.',
    '',
  ])('%j', (text) => {
    expect(detectPhi(text)).toEqual([]);
  });
});
