/** The Experts page's strings. */
import { ADMIN_PAGE_HEADS } from '@/features/admin/messages/page-heads';

export const EXPERTS_MESSAGES = {
  description: ADMIN_PAGE_HEADS.experts.description,
  autoAssignment:
    'A new question from a partner goes to one of the experts assigned to that partner: experts who are not approvers first, then the one with the fewest open questions, then the one assigned to the partner longest ago. The only approver is never picked: nobody could approve an answer they write.',
  noExpertWarning: (names: string) =>
    `Active accounts with no expert assigned (their new questions wait unassigned): ${names}.`,
  empty: 'No experts yet. Create one under User Management ("Add staff user").',
  emptyFiltered: 'No experts match these filters.',
  accountFilter: 'Assigned to account',
  allAccounts: 'All accounts',
  search: 'Search name or email',
  colName: 'Expert',
  colApprover: 'Approver',
  colAccounts: 'Accounts',
  colOpen: 'Open questions',
  colAnswered: 'Answered (30 d)',
  colMedian: 'Median time to first answer (30 d)',
  approverToggle: (name: string) => `Approver: ${name}`,
  manageAccounts: 'Accounts…',
  colActions: 'Actions',
  questionsOf: 'Open questions',
  history: 'History',
  manageTitle: (name: string) => `Accounts of ${name}`,
  manageDescription: 'New questions of an account are auto-assigned among its experts.',
  assign: 'Assign',
  remove: 'Remove',
  addAccount: 'Add an account',
  chooseAccount: 'Choose an account',
  noAccounts: 'Not assigned to any account.',
  assignedToast: 'Expert assigned',
  unassignedToast: 'Assignment removed',
  approverOnToast: 'Approver flag set',
  approverOffToast: 'Approver flag removed',
  accountRequired: 'Choose an account',
  openLoad: (pending: number, waiting: number, awaiting: number) =>
    `${pending} pending, ${waiting} waiting for the submitter's reply, ${awaiting} awaiting approval`,
} as const;
