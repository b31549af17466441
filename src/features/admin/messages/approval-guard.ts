/**
 * Answers nobody can approve and the names that outlive their people (docs/decisions.md, "Answers
 * nobody can approve", "Records that outlive people"): the dashboard flag, the reassign dialog's
 * explanations and the removal dialog's extra lines.
 */
export const APPROVAL_GUARD_MESSAGES = {
  flagTitle: 'Answers nobody can approve',
  flagNone: 'Every answer awaiting approval has an approver who may decide it.',
  flagMore: (shown: number, total: number) => `Showing the oldest ${shown} of ${total}.`,
  flagList: 'Answers waiting with no eligible approver',
  answeredBy: (author: string | null, at: string) =>
    `Answer by ${author ?? 'a deleted expert'}, waiting since ${at}`,
  authorOnlyApprover: (author: string | null) =>
    `${author ?? 'Its author'} wrote this answer and is the only approver, and nobody may approve their own answer.`,
  noApprover: 'No expert is an approver, so nobody can decide it.',
  whatToDo: 'Make another expert an approver on the Experts page.',
  openExperts: 'Open Experts',
  /** The reassign dialog. */
  notOffered: 'Not offered:',
  noApproverWarning:
    'No expert is an approver yet: an answer written now waits until you make an expert an approver on the Experts page.',
  candidate: (name: string, approver: boolean, open: number) =>
    `${name}${approver ? ', approver' : ''} (${open} open)`,
  /** The removal dialog. */
  answersLeft: (n: number) =>
    `${n} answer${n === 1 ? '' : 's'} awaiting approval would have nobody left to approve ${n === 1 ? 'it' : 'them'}: make another expert an approver first.`,
  namesStay: 'Their name stays on their answers, the question history and the reports.',
} as const;
