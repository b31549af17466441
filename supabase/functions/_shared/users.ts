import type { Tables } from './database.ts';

/** The in-app user shape (docs/spec-notes.md, "The signed-in user"), built from a profiles row. */
export interface AppUser {
  id: string;
  name: string;
  email: string | null;
  role: 'user' | 'expert' | 'admin';
  questionsRemaining: number;
  avatarUrl: string | null;
  isCorporateUser: boolean;
  isApprover: boolean;
  corporateAccount: { id: string; name: string } | null;
  createdAt: string | null;
}

/** The select that gives toAppUser everything it reads. */
export const PROFILE_SELECT =
  'id, name, email, role, questions_remaining, avatar_url, is_corporate_user, is_approver, created_at, corporate_account:corporate_accounts!profiles_corporate_account_id_fkey(id, name)';

/**
 * What toAppUser reads: a profiles row (generated types), with the linked account when the select
 * embeds it (PROFILE_SELECT does; record_staff_user_created returns the bare row).
 */
export type ProfileRow = Pick<
  Tables<'profiles'>,
  | 'id'
  | 'name'
  | 'email'
  | 'role'
  | 'questions_remaining'
  | 'avatar_url'
  | 'is_corporate_user'
  | 'is_approver'
  | 'created_at'
> & {
  corporate_account?: Pick<Tables<'corporate_accounts'>, 'id' | 'name'> | null;
};

export function toAppUser(row: ProfileRow, email?: string | null): AppUser {
  const account = row.corporate_account;
  return {
    id: row.id,
    name: row.name,
    email: email ?? row.email ?? null,
    role: row.role,
    questionsRemaining: row.questions_remaining,
    avatarUrl: row.avatar_url,
    isCorporateUser: row.is_corporate_user,
    isApprover: row.is_approver,
    corporateAccount: account ? { id: account.id, name: account.name } : null,
    createdAt: row.created_at,
  };
}
