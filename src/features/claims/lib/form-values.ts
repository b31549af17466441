/** The claim form's values as the inputs hold them (no zod here: the schemas load on submit). */
/** Every field a claim form may hold, as the inputs hold it (strings). */
export interface ClaimFormValues {
  title: string;
  content: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  userTitle: string;
  entityInstitution: string;
  zipCode: string;
  codingQuestionType: string;
  dateOfService: string;
  yearOfService: string;
  locationOfServiceName: string;
  locationOfServiceZip: string;
  posIndicator: string;
}

export type ClaimField = keyof ClaimFormValues;

export function emptyClaimValues(overrides: Partial<ClaimFormValues> = {}): ClaimFormValues {
  return {
    title: '',
    content: '',
    firstName: '',
    lastName: '',
    email: '',
    phoneNumber: '',
    userTitle: '',
    entityInstitution: '',
    zipCode: '',
    codingQuestionType: '',
    dateOfService: '',
    yearOfService: '',
    locationOfServiceName: '',
    locationOfServiceZip: '',
    posIndicator: '',
    ...overrides,
  };
}

export type FieldErrors = Partial<Record<ClaimField, string>>;
