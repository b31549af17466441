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

export interface ProfileRow {
  id: string;
  name: string | null;
  email: string | null;
  role: string | null;
  questions_remaining: number | null;
  avatar_url: string | null;
  is_corporate_user: boolean | null;
  is_approver: boolean | null;
  created_at?: string | null;
  corporate_account?: { id: string; name: string } | Array<{ id: string; name: string }> | null;
}

export function toAppUser(row: ProfileRow, email?: string | null): AppUser {
  const account = Array.isArray(row.corporate_account)
    ? row.corporate_account[0]
    : row.corporate_account;
  return {
    id: row.id,
    name: row.name ?? 'New User',
    email: email ?? row.email ?? null,
    role: row.role === 'admin' || row.role === 'expert' ? row.role : 'user',
    questionsRemaining: row.questions_remaining ?? 10,
    avatarUrl: row.avatar_url ?? null,
    isCorporateUser: row.is_corporate_user === true,
    isApprover: row.is_approver === true,
    corporateAccount: account ? { id: account.id, name: account.name } : null,
    createdAt: row.created_at ?? null,
  };
}
