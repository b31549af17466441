import { can, canDecideAnswer } from '@/lib/auth/policies';
import { APPROVAL_RULE_CASES } from '@/testing/approval-rule-cases';
import { makeUser } from '@/testing/test-utils';

const OTHER_EXPERT = '00000000-0000-4000-8000-0000000000ee';

describe('the approval rule, client side (the same cases run against the server)', () => {
  it.each(APPROVAL_RULE_CASES)('$who: decide $decide, send the email $sendEmail', (c) => {
    const user = c.profile
      ? makeUser({
          role: c.profile.role,
          isApprover: c.profile.isApprover,
          isCorporateUser: c.profile.isCorporateUser ?? false,
        })
      : null;
    const answer = { expert_id: c.ownAnswer && user ? user.id : OTHER_EXPERT };
    expect(canDecideAnswer(user, answer)).toBe(c.decide);
    // The Approval Queue and its link follow the same rule (own answers show there, undecidable).
    if (!c.ownAnswer) expect(can(user, 'answer:decide')).toBe(c.decide);
    expect(can(user, 'answer-email:send')).toBe(c.sendEmail);
  });
});
