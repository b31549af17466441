import { getVisibleFields } from '@/features/claims/lib/conditional-fields';
import { normalizeCodingQuestionType } from '@/features/claims/lib/question-types';
import type { FormDescription } from '@/features/claims/form-model';
import type { ClaimFormValues } from '@/features/claims/lib/form-values';

/** The question creation payload, plus phiConfirmed (docs/spec-notes.md, "Claim forms"). */
export interface QuestionPayload {
  title: string;
  content: string;
  status: 'unassigned' | 'pending';
  userId: string | null;
  userName: string | null;
  userEmail: string | null;
  expertId?: string | null;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
  userTitle: string | null;
  entityInstitution: string | null;
  zipCode: string | null;
  dateOfService: string | null;
  locationOfServiceName: string | null;
  locationOfServiceZip: string | null;
  codingQuestionType: string;
  posIndicator: string | null;
  submitterName: string;
  submitterEmail: string;
  corporateAccountId: string | null;
  phiConfirmed: boolean;
}

interface PayloadContext {
  corporateAccountId: string | null;
  /** The signed-in submitter (in-app forms); null on public forms (anonymous, empty user id). */
  user: { id: string; name: string; email: string } | null;
  phiConfirmed: boolean;
}

const orNull = (value: string | undefined): string | null => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

/** Year of service is stored as 1 January of that year (docs/spec-notes.md, "Claim forms"). */
export function yearToDate(year: string | number | null | undefined): string | null {
  if (year === null || year === undefined || String(year).trim() === '') return null;
  const n = Number(year);
  if (!Number.isInteger(n)) return null;
  return `${String(n).padStart(4, '0')}-01-01`;
}

/**
 * The creation payload: optional fields null when empty, conditional fields null when hidden for
 * the chosen type, the type in its hyphenated spelling, submitterName first plus last name.
 */
export function buildQuestionPayload(
  values: ClaimFormValues,
  form: Pick<
    FormDescription,
    'posWithServiceGroup' | 'serviceDate' | 'initialStatus' | 'expertIdInPayload'
  >,
  ctx: PayloadContext,
): QuestionPayload {
  const visible = getVisibleFields(values.codingQuestionType, form);
  const firstName = values.firstName.trim();
  const lastName = values.lastName.trim();
  const email = values.email.trim();
  const dateOfService = !visible.serviceDate
    ? null
    : form.serviceDate === 'year'
      ? yearToDate(values.yearOfService)
      : orNull(values.dateOfService);
  const payload: QuestionPayload = {
    title: values.title.trim(),
    content: values.content.trim(),
    status: form.initialStatus,
    userId: ctx.user?.id ?? null,
    userName: ctx.user?.name ?? null,
    userEmail: ctx.user?.email ?? null,
    firstName,
    lastName,
    email,
    phoneNumber: orNull(values.phoneNumber),
    userTitle: orNull(values.userTitle),
    entityInstitution: orNull(values.entityInstitution),
    zipCode: orNull(values.zipCode),
    dateOfService,
    locationOfServiceName: visible.locationOfServiceName
      ? orNull(values.locationOfServiceName)
      : null,
    locationOfServiceZip: visible.locationOfServiceZip ? orNull(values.locationOfServiceZip) : null,
    codingQuestionType:
      normalizeCodingQuestionType(values.codingQuestionType) ?? values.codingQuestionType,
    posIndicator: visible.posIndicator ? orNull(values.posIndicator) : null,
    submitterName: `${firstName} ${lastName}`.trim(),
    submitterEmail: email,
    corporateAccountId: ctx.corporateAccountId,
    phiConfirmed: ctx.phiConfirmed,
  };
  // expertId is part of the payload only on the demo-gated forms; the server picks the account's expert.
  if (form.expertIdInPayload) payload.expertId = null;
  return payload;
}
