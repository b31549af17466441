// @vitest-environment node
import { regexes } from 'zod/v4/core';
import * as z from 'zod';
import { AUTH_VALIDATION, EMAIL_PATTERN, emailProblem, nameProblem } from '@/features/auth/schemas';

describe('auth form checks', () => {
  it("use zod's z.email() pattern", () => {
    // zod escapes a trailing '-' in its character classes; a trailing '-' is literal anyway.
    expect(EMAIL_PATTERN.source).toBe(regexes.email.source.replaceAll('\\-', '-'));
    expect(EMAIL_PATTERN.flags).toBe(regexes.email.flags);
  });

  it.each([
    'ada@example.test',
    ' ada@example.test ',
    'a.b+c@sub.example.org',
    'ada@x',
    'a@@b.co',
    'ada',
  ])('judges %j as z.email() does after trimming', (value) => {
    const zodOk = z.string().trim().pipe(z.email()).safeParse(value).success;
    expect(emailProblem(value)).toBe(zodOk ? undefined : AUTH_VALIDATION.emailInvalid);
  });

  it('requires an email and a name that are not blank', () => {
    expect(emailProblem('   ')).toBe(AUTH_VALIDATION.emailRequired);
    expect(nameProblem(' ')).toBe(AUTH_VALIDATION.nameRequired);
    expect(nameProblem(' Ada ')).toBeUndefined();
  });
});
