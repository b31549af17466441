/**
 * The admin messages of the product's message list, word for word (docs/spec-notes.md, "Messages":
 * Admin and session), and the User Management page's strings.
 */
import { ADMIN_PAGE_HEADS } from '@/features/admin/messages/page-heads';

export const ADMIN_MESSAGES = {
  onlyAdminsCreate: 'Only admins can create expert users',
  onlyAdminsUpdate: 'Only admins can update users',
  onlyAdminsDelete: 'Only admins can delete users',
  failedToCreateUser: 'Failed to create user',

  title: ADMIN_PAGE_HEADS.users.title,
  description: ADMIN_PAGE_HEADS.users.description,
  addStaff: ADMIN_PAGE_HEADS.users.action,
  createTitle: 'Create a staff user',
  create: 'Create user',
  creating: 'Creating...',
  createdToast: 'User created',
  editTitle: 'Edit user',
  save: 'Save',
  saving: 'Saving...',
  updatedToast: 'User updated',
  deleteTitle: 'Delete user',
  deleteConfirm: (name: string) =>
    `Delete ${name}? Their questions and answers stay; the account and profile are removed.`,
  delete: 'Delete',
  deleting: 'Deleting...',
  deletedToast: 'User deleted',
  errorToast: 'Error',
  empty: 'No users to show.',
  loadingUsers: 'Loading users',
  loadUsersFailed: 'Could not load the users',
  cancel: 'Cancel',
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  passwordTooShort: 'Password must be at least 8 characters',
  quotaInvalid: 'Enter a whole number of questions, or -1 for unlimited',
  accountLabel: 'Corporate account',
  accountNone: 'None (individual user)',
  accountInactive: (name: string) => `${name} (inactive)`,
  accountsLoadFailed: 'Could not load the corporate accounts',
  corporateUnlimited: 'Corporate users have unlimited questions, so there is no quota to set.',
  tableLabel: 'Users',
  colName: 'Name',
  colEmail: 'Email',
  colRole: 'Role',
  colQuota: 'Questions remaining',
  colApprover: 'Approver',
  colActions: 'Actions',
  edit: 'Edit',
  history: 'History',
} as const;
