import type { ClaimFormValues } from '@/features/claims/lib/form-values';

/** "Fill Test Data": sample values with the email left blank (the submitter types it). No PHI. */
export const TEST_DATA: Partial<ClaimFormValues> = {
  firstName: 'Test',
  lastName: 'Submitter',
  email: '',
  phoneNumber: '555-0100',
  userTitle: 'Coding Specialist',
  entityInstitution: 'Sample Clinic',
  zipCode: '80202',
  codingQuestionType: 'Professional - Physician Component',
  dateOfService: '2025-01-15',
  yearOfService: '2025',
  locationOfServiceName: 'Sample Outpatient Center',
  locationOfServiceZip: '80202',
  posIndicator: '11 - Office',
  title: 'Modifier 25 with a minor procedure on the same day',
  content:
    'An established patient visit and a minor procedure were performed at the same encounter. Is modifier 25 appropriate on the E/M code (99213) when the decision for the procedure was made during the visit?',
};
