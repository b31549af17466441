import type { AuthUser } from '@/lib/auth/types';

/**
 * What a user may see or open. The server decides every one of these (RLS, RPCs, edge functions,
 * reading `profiles`); the client mirrors the answers so that it only offers what will work.
 *
 * The approval rule (docs/decisions.md, "Who may approve") is written once, on the server, and
 * mirrored here:
 * - deciding an answer (approve_answer / reject_answer, the Approval Queue): SQL is_approver(),
 *   an expert flagged is_approver, never on their own answer (decide_answer);
 * - the approved answer's email is queued by approve_answer itself; sending a failed one again is
 *   the Email delivery page's (admin_outbox_send_again: admins).
 * One table of cases, src/testing/approval-rule-cases.ts, runs against this file (unit test) and
 * against the real RPCs (tests/integration/expert/approval-rule.test.ts).
 *
 * Unpublishing and republishing a knowledge-base article: approvers and admins, as SQL
 * kb_can_manage() says (docs/decisions.md, "Who reads the knowledge base and who manages it").
 */
/** What the policies read of a user: the stored profile's role and approver flag are enough. */
export type PolicyUser = Pick<AuthUser, 'role' | 'isApprover'>;

type Policy = (user: PolicyUser | null) => boolean;

const isApprover: Policy = (user) => user?.role === 'expert' && user.isApprover;

const POLICIES = {
  'admin:access': (user) => user?.role === 'admin',
  'expert:access': (user) => user?.role === 'expert',
  'answer:decide': isApprover,
  'article:manage': (user) => isApprover(user) || user?.role === 'admin',
  /** Staff read every article, unpublished ones and the history included (kb_can_read). */
  'article:staff': (user) => user?.role === 'expert' || user?.role === 'admin',
  'main-nav:show': (user) => user !== null && user.role === 'user',
} satisfies Record<string, Policy>;

export type PolicyName = keyof typeof POLICIES;

export function can(user: PolicyUser | null, policy: PolicyName): boolean {
  return POLICIES[policy](user);
}

/**
 * May this user file on a partner's in-app form? Its own users and staff, as submit_question's
 * admission rule says (submission_admit).
 */
export function canFileForPartner(
  user: Pick<AuthUser, 'role' | 'corporateAccount'> | null,
  accountId: string,
): boolean {
  if (!user) return false;
  return user.role !== 'user' || user.corporateAccount?.id === accountId;
}

/** May this user approve or reject this answer? Approvers only, and never their own answer. */
export function canDecideAnswer(
  user: AuthUser | null,
  answer: { expert_id: string | null },
): boolean {
  return can(user, 'answer:decide') && answer.expert_id !== user?.id;
}
