import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { expertKeys } from '@/features/expert/api/keys';
import type { QuestionListRow } from '@/features/expert/api/types';
import { PAGE_SIZE, QUEUE_REFETCH_MS } from '@/features/expert/constants';
import {
  decodeCursor,
  encodeCursor,
  toListArgs,
  type AllQuestionsFilters,
} from '@/features/expert/utils/keyset';
import { supabase } from '@/lib/supabase';
import type { Functions } from '@/types/database';
import type { RpcRow } from '@/types/rpc';

interface QuestionPage {
  rows: QuestionListRow[];
  /** Cursor of the next page, or null on the last page. */
  next: string | null;
}

type ListRow = RpcRow<
  'expert_list_questions',
  'expert_id' | 'corporate_account_id' | 'corporate_account_name' | 'expert_name'
>;

function toQuestionListRow(r: ListRow): QuestionListRow {
  const { corporate_account_id, corporate_account_name, expert_name, ...rest } = r;
  return {
    ...rest,
    corporate_account: corporate_account_id
      ? { id: corporate_account_id, name: corporate_account_name ?? '' }
      : null,
    expert: r.expert_id ? { id: r.expert_id, name: expert_name ?? '' } : null,
  };
}

/** One keyset page of All Questions (expert_list_questions), newest first. */
export async function getAllQuestionsPage(
  filters: AllQuestionsFilters,
  cursor: string | null,
): Promise<QuestionPage> {
  const args = toListArgs(filters, decodeCursor(cursor), PAGE_SIZE + 1);
  // Unset filters are sent as SQL null (RpcArgs); the generated Args type leaves null out.
  const { data, error } = await supabase.rpc(
    'expert_list_questions',
    args as Functions<'expert_list_questions'>['Args'],
  );
  if (error) throw error;
  const rows = data.map(toQuestionListRow);
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
