/**
 * Who may approve: one table of cases, run by both sides of the rule (docs/decisions.md, "Who may
 * approve"): the client's mirror in src/lib/auth/policies.ts (src/lib/auth/__tests__/policies.test.ts)
 * and the server's source, the real approve_answer / reject_answer RPCs and the Email delivery
 * page's admin_outbox_send_again (tests/integration/expert/approval-rule.test.ts).
 */
export interface ApprovalRuleCase {
  who: string;
  /** null: signed out. */
  profile: {
    role: 'user' | 'expert' | 'admin';
    isApprover: boolean;
    isCorporateUser?: boolean;
  } | null;
  /** The answer being decided is the caller's own. */
  ownAnswer?: boolean;
  /** May approve or reject the answer (and open the Approval Queue). */
  decide: boolean;
  /**
   * May send a failed email again, the approved answer's included: admins, on the Email delivery
   * page. The approval itself queues the answer email (docs/decisions.md, "One mail path").
   */
  sendAgain: boolean;
}

export const APPROVAL_RULE_CASES: readonly ApprovalRuleCase[] = [
  { who: 'a signed-out visitor', profile: null, decide: false, sendAgain: false },
  {
    who: 'a user',
    profile: { role: 'user', isApprover: false },
    decide: false,
    sendAgain: false,
  },
  {
    who: 'a corporate user',
    profile: { role: 'user', isApprover: false, isCorporateUser: true },
    decide: false,
    sendAgain: false,
  },
  {
    who: 'an expert who is not an approver',
    profile: { role: 'expert', isApprover: false },
    decide: false,
    sendAgain: false,
  },
  {
    who: 'an approver',
    profile: { role: 'expert', isApprover: true },
    decide: true,
    sendAgain: false,
  },
  {
    who: 'an approver, on their own answer',
    profile: { role: 'expert', isApprover: true },
    ownAnswer: true,
    decide: false,
    sendAgain: false,
  },
  {
    who: 'an admin',
    profile: { role: 'admin', isApprover: false },
    decide: false,
    sendAgain: true,
  },
];
