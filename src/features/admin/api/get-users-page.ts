import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/api/keys';
import type { ManagedUser } from '@/features/admin/api/types';
import { supabase } from '@/lib/supabase';
import type { Tables } from '@/types/database';

/**
 * Rows per page of User Management. Rendering every user at once cost a phone seconds of blocked
 * main thread (docs/decisions.md, "Paging the staff lists").
 */
export const USERS_PAGE_SIZE = 50;

export interface UsersPageArgs {
  /** 1-based. */
  page: number;
  /** Part of a name or an email; '' for everyone. */
  search: string;
}

export interface UsersPage {
  users: ManagedUser[];
  /** How many users the search matches on every page. */
  total: number;
}

type ProfileRow = Pick<
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
> & { corporate_account: Pick<Tables<'corporate_accounts'>, 'id' | 'name'> | null };

const SELECT =
  'id, name, email, role, questions_remaining, avatar_url, is_corporate_user, is_approver, created_at, corporate_account:corporate_accounts!profiles_corporate_account_id_fkey(id, name)';

/**
 * The PostgREST `or` filter matching `search` anywhere in the name or the email, case-insensitively.
 * What the admin types is taken literally: LIKE's own wildcards are escaped, and the pattern is
 * quoted so a comma or a parenthesis cannot end the filter early.
 */
export function userSearchFilter(search: string): string {
  const literal = search.replace(/[\\%_]/g, (c) => `\\${c}`);
  const quoted = `"*${literal.replace(/[\\"]/g, (c) => `\\${c}`)}*"`;
  return `name.ilike.${quoted},email.ilike.${quoted}`;
}

/** `query` narrowed to the users `term` matches (everyone for ''). */
function matching<Q extends { or: (filter: string) => Q }>(query: Q, term: string): Q {
  return term ? query.or(userSearchFilter(term)) : query;
}

function toManagedUser(row: ProfileRow): ManagedUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    questionsRemaining: row.questions_remaining,
    avatarUrl: row.avatar_url,
    isCorporateUser: row.is_corporate_user,
    isApprover: row.is_approver,
    corporateAccount: row.corporate_account,
    createdAt: row.created_at,
  };
}

/**
 * One page of users, newest first, so a user just added is at the top of the first page; the
 * search runs on the server, so a user on any page can be found. Admins read every profile (RLS
 * "profiles: admins read all"); the table has the index on created_at this order walks.
 */
export async function fetchUsersPage({ page, search }: UsersPageArgs): Promise<UsersPage> {
  const from = (Math.max(1, page) - 1) * USERS_PAGE_SIZE;
  const term = search.trim();
  const { data, error, count } = await matching(
    supabase.from('profiles').select(SELECT, { count: 'exact' }),
    term,
  )
    .order('created_at', { ascending: false })
    .order('id', { ascending: true })
    .range(from, from + USERS_PAGE_SIZE - 1)
    .overrideTypes<ProfileRow[], { merge: false }>();
  // A page past the end (its last users were just deleted) is refused as an unsatisfiable range:
  // answer it empty with the total, so the page can step back to the last one.
  if (error?.code === RANGE_NOT_SATISFIABLE) return { users: [], total: await countUsers(term) };
  if (error) throw error;
  return { users: data.map(toManagedUser), total: count ?? data.length };
}

const RANGE_NOT_SATISFIABLE = 'PGRST103';

async function countUsers(term: string): Promise<number> {
  const { error, count } = await matching(
    supabase.from('profiles').select('id', { count: 'exact', head: true }),
    term,
  );
  if (error) throw error;
  return count ?? 0;
}

export function useUsersPage(args: UsersPageArgs) {
  return useQuery({
    queryKey: adminKeys.usersPage(args),
    queryFn: () => fetchUsersPage(args),
    placeholderData: keepPreviousData,
  });
}
