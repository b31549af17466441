import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, QUEUE_REFETCH_MS } from '@/features/expert/constants';
import { LIST_COLUMNS } from '@/features/expert/api/columns';
import { db, unwrap } from '@/features/expert/api/db';
import { expertKeys } from '@/features/expert/api/keys';
import type { AccountRef, QuestionListRow, QuestionStatus } from '@/features/expert/api/types';
import {
  decodeCursor,
  encodeCursor,
  toListArgs,
  type AllQuestionsFilters,
} from '@/features/expert/utils/keyset';

export interface QuestionPage {
  rows: QuestionListRow[];
  /** Cursor of the next page, or null on the last page. */
  next: string | null;
}

interface ListRow extends Omit<QuestionListRow, 'corporate_account' | 'expert'> {
  corporate_account_id: string | null;
  corporate_account_name: string | null;
  expert_name: string | null;
}

export function toQuestionListRow(r: ListRow): QuestionListRow {
  const { corporate_account_id, corporate_account_name, expert_name, ...rest } = r;
  return {
    ...rest,
    corporate_account: corporate_account_id
      ? { id: corporate_account_id, name: corporate_account_name ?? '' }
      : null,
    expert: r.expert_id ? { id: r.expert_id, name: expert_name ?? '' } : null,
  };
}

export async function getAllQuestionsPage(
  filters: AllQuestionsFilters,
  cursor: string | null,
): Promise<QuestionPage> {
  const rows = unwrap<ListRow[]>(
    await db.rpc('expert_list_questions', toListArgs(filters, decodeCursor(cursor), PAGE_SIZE + 1)),
  ).map(toQuestionListRow);
  const hasNext = rows.length > PAGE_SIZE;
  const page = rows.slice(0, PAGE_SIZE);
  const last = page[page.length - 1];
  return {
    rows: page,
    next: hasNext && last ? encodeCursor({ createdAt: last.created_at, id: last.id }) : null,
  };
}

export function useAllQuestions(filters: AllQuestionsFilters, cursor: string | null) {
  return useQuery({
    queryKey: expertKeys.allQuestions(filters, cursor),
    queryFn: () => getAllQuestionsPage(filters, cursor),
    placeholderData: keepPreviousData,
    refetchInterval: QUEUE_REFETCH_MS * 2,
    refetchOnWindowFocus: true,
  });
}

/** My Questions: everything assigned to me, optionally one status, oldest first. */
export async function getMyQuestions(
  userId: string,
  status: QuestionStatus | '',
): Promise<QuestionListRow[]> {
  let q = db.from('questions').select(LIST_COLUMNS).eq('expert_id', userId);
  if (status) q = q.eq('status', status);
  return unwrap<QuestionListRow[]>(
    await q.order('created_at', { ascending: true }).order('id').limit(500),
  );
}

export function useMyQuestions(userId: string, status: QuestionStatus | '') {
  return useQuery({
    queryKey: expertKeys.myQuestions(userId, status),
    queryFn: () => getMyQuestions(userId, status),
    refetchInterval: QUEUE_REFETCH_MS,
    refetchOnWindowFocus: true,
    enabled: Boolean(userId),
  });
}

export async function getCorporateAccounts(): Promise<AccountRef[]> {
  return unwrap<AccountRef[]>(await db.from('corporate_accounts').select('id, name').order('name'));
}

export function useCorporateAccounts() {
  return useQuery({
    queryKey: expertKeys.accounts(),
    queryFn: getCorporateAccounts,
    staleTime: 60_000,
  });
}

/** Ids of the corporate accounts the expert is assigned to. */
export async function getMyAccountIds(userId: string): Promise<string[]> {
  const rows = unwrap<{ corporate_account_id: string }[]>(
    await db
      .from('expert_corporate_assignments')
      .select('corporate_account_id')
      .eq('expert_id', userId),
  );
  return rows.map((r) => r.corporate_account_id);
}

export function useMyAccountIds(userId: string) {
  return useQuery({
    queryKey: expertKeys.myAccounts(userId),
    queryFn: () => getMyAccountIds(userId),
    enabled: Boolean(userId),
    staleTime: 30_000,
  });
}
