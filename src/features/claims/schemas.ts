/**
 * The zod schemas of docs/spec-notes.md ("Claim forms"), with every message word for word (messages.ts). Built with
 * zod's small build (`zod/mini`) because public forms ship these to anonymous visitors.
 *
 * Input: the form's values with yearOfService already a number or undefined (see toSchemaInput).
 */
// Before any schema: zod without its eval probe (src/lib/zod-config.ts).
import '@/lib/zod-config';
import * as z from 'zod/mini';
import { VALIDATION } from '@/features/claims/messages-after-input';
import type { ClaimField, ClaimFormValues, FieldErrors } from '@/features/claims/lib/form-values';
import type { SchemaKind } from '@/features/claims/form-model';

const required = (message: string) => z.string().check(z.trim(), z.minLength(1, message));
const optionalText = (max?: number) =>
  z.optional(
    max === undefined
      ? z.string()
      : z.string().check(z.trim(), z.maxLength(max, VALIDATION.tooLong(max))),
  );

const C = VALIDATION.corporate;

/** Device-company and hospital-system forms. */
const corporateClaimSchema = z.object({
  title: required(C.title),
  content: required(C.content),
  firstName: required(C.firstName),
  lastName: required(C.lastName),
  email: z.pipe(required(C.emailRequired), z.email(C.emailInvalid)),
  codingQuestionType: required(C.codingQuestionType),
  phoneNumber: optionalText(),
  userTitle: optionalText(),
  entityInstitution: optionalText(),
  zipCode: optionalText(),
  dateOfService: optionalText(),
  locationOfServiceName: optionalText(),
  locationOfServiceZip: optionalText(),
  posIndicator: optionalText(),
});

/** The device-company forms add a numeric year of service. */
const deviceCompanyClaimSchema = z.extend(corporateClaimSchema, {
  yearOfService: z.optional(
    z.number(VALIDATION.expectedNumber).check(z.gte(2000, C.yearMin), z.lte(2050, C.yearMax)),
  ),
});

const G = VALIDATION.gated;

/** University health-system and hospital-network forms. */
const gatedClaimSchema = z.object({
  title: z.string().check(z.trim(), z.minLength(1, G.title), z.maxLength(200, G.titleMax)),
  content: required(G.content),
  codingQuestionType: required(G.codingQuestionType),
  firstName: z
    .string()
    .check(z.trim(), z.minLength(1, G.firstName), z.maxLength(100, VALIDATION.tooLong(100))),
  lastName: z
    .string()
    .check(z.trim(), z.minLength(1, G.lastName), z.maxLength(100, VALIDATION.tooLong(100))),
  email: z
    .string()
    .check(z.trim(), z.maxLength(255, VALIDATION.tooLong(255)), z.email(G.emailInvalid)),
  zipCode: optionalText(10),
  yearOfService: z._default(
    z.optional(
      z
        .number(VALIDATION.expectedNumber)
        .check(z.gte(2000, VALIDATION.numberMin(2000)), z.lte(2050, VALIDATION.numberMax(2050))),
    ),
    2025,
  ),
  locationOfServiceName: optionalText(200),
  locationOfServiceZip: optionalText(10),
  posIndicator: optionalText(),
});

const SCHEMAS = {
  corporate: corporateClaimSchema,
  'device-company': deviceCompanyClaimSchema,
  gated: gatedClaimSchema,
} as const;

/** The form's strings as the schema takes them: yearOfService a number, or undefined when empty. */
function toSchemaInput(values: ClaimFormValues): Record<string, unknown> {
  const year = values.yearOfService.trim();
  return { ...values, yearOfService: year === '' ? undefined : Number(year) };
}

/** Validates with the form's schema; returns the first message per field (empty when valid). */
export function validateClaim(
  kind: SchemaKind,
  values: ClaimFormValues,
  fields?: ReadonlySet<ClaimField>,
): FieldErrors {
  const result = SCHEMAS[kind].safeParse(toSchemaInput(values));
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ClaimField | undefined;
    if (!field || errors[field]) continue;
    if (fields && !fields.has(field)) continue;
    errors[field] = issue.message;
  }
  return errors;
}
