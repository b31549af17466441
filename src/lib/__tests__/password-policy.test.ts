// @vitest-environment node
import { loadCommonPasswords, newPasswordProblem } from '@/lib/password-policy';
import {
  isCommonPassword,
  MIN_PASSWORD_LENGTH,
  parseCommonPasswords,
  PASSWORD_MESSAGES,
  ruleViolations,
} from '@/lib/password-rules';

describe('password rules', () => {
  it.each([
    ['', PASSWORD_MESSAGES.required],
    ['        ', PASSWORD_MESSAGES.blank],
    ['\t \n', PASSWORD_MESSAGES.blank],
    ['Abc-123', PASSWORD_MESSAGES.tooShort],
    [`A1${'x'.repeat(71)}`, PASSWORD_MESSAGES.tooLong],
    ['abcdefgh', PASSWORD_MESSAGES.lettersAndDigits],
    ['12345678-', PASSWORD_MESSAGES.lettersAndDigits],
    ['password1', PASSWORD_MESSAGES.common],
    ['PASSWORD1', PASSWORD_MESSAGES.common],
    [' qwerty123 ', PASSWORD_MESSAGES.common],
    ['ClaimDesk-demo-2026', null],
    ['correct horse 42', null],
  ])('%j -> %s', async (pw, problem) => {
    expect(await newPasswordProblem(pw)).toBe(problem);
  });

  it('gives GoTrue reasons for the server side', () => {
    expect(ruleViolations('abc')).toEqual(['length', 'characters']);
    expect(ruleViolations(' '.repeat(MIN_PASSWORD_LENGTH), MIN_PASSWORD_LENGTH, [])).toEqual([
      'characters',
    ]);
    expect(ruleViolations('Claim-2031')).toEqual([]);
  });

  it('loads the bundled list of the 10,000 most common passwords once, without its notes', async () => {
    const list = await loadCommonPasswords();
    expect(list.size).toBe(10_000);
    expect(list.has('123456')).toBe(true);
    expect([...list].some((p) => p.startsWith('#'))).toBe(false);
    expect(await loadCommonPasswords()).toBe(list);
    expect(isCommonPassword(parseCommonPasswords('# note\nfoo\r\nbar\n'), 'FOO')).toBe(true);
  });
});
