// @vitest-environment node
import { can, canDecideAnswer } from '@/lib/auth/policies';
import { APPROVAL_RULE_CASES } from '@/testing/approval-rule-cases';
import { makeUser } from '@/testing/test-utils';

const OTHER_EXPERT = '00000000-0000-4000-8000-0000000000ee';

describe('the approval rule, client side (the same cases run against the server)', () => {
  it.each(APPROVAL_RULE_CASES)('$who: decide $decide, send an email again $sendAgain', (c) => {
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
    expect(can(user, 'admin:access')).toBe(c.sendAgain);
  });
});

describe('the knowledge base (kb_can_manage and kb_can_read on the server)', () => {
  it.each([
    ['a user', makeUser({ role: 'user' }), false, false],
    [
      'an expert who is not an approver',
      makeUser({ role: 'expert', isApprover: false }),
      false,
      true,
    ],
    ['an approver', makeUser({ role: 'expert', isApprover: true }), true, true],
    ['an admin', makeUser({ role: 'admin' }), true, true],
    ['a signed-out visitor', null, false, false],
  ])('%s: unpublish and republish %s, staff view %s', (_who, user, manage, staff) => {
    expect(can(user, 'article:manage')).toBe(manage);
    expect(can(user, 'article:staff')).toBe(staff);
  });
});
