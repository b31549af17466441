/** What removing an expert (deleting them or their role) moves, as the dialogs say it. */
export const IMPACT_MESSAGES = {
  loading: 'Checking their open questions...',
  none: 'They have no open questions: nothing moves.',
  moves: (n: number) => `${n} open question${n === 1 ? '' : 's'} will move:`,
  toReassign: (n: number) => `${n} to another expert of the same account`,
  toUnassigned: (n: number) => `${n} back to unassigned (nobody else serves the account)`,
  stayAwaiting: (n: number) => `${n} awaiting approval stay with the approvers`,
  waitingForReply: (n: number) =>
    `${n} of them ${n === 1 ? 'waits' : 'wait'} for the submitter's reply: the reply goes to the new expert (or back to unassigned)`,
  closedNoReply: (n: number) =>
    `${n} closed without a reply also ${n === 1 ? 'moves' : 'move'}, so a late reply reaches an expert.`,
  accountsLeft: (names: string) => `Active accounts left without an expert: ${names}.`,
  roleRemoval: 'Removing the expert role moves their open questions.',
} as const;
