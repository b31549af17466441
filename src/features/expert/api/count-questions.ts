import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { expertKeys } from '@/features/expert/api/keys';
import { QUEUE_REFETCH_MS } from '@/features/expert/constants';
import { toCountArgs, type AllQuestionsFilters } from '@/features/expert/utils/keyset';
import { supabase } from '@/lib/supabase';
import type { Functions } from '@/types/database';

/** How many questions the list's filters match (expert_count_questions), whatever the page. */
export async function countQuestions(filters: AllQuestionsFilters): Promise<number> {
  // Unset filters are sent as SQL null (RpcArgs); the generated Args type leaves null out.
  const { data, error } = await supabase.rpc(
    'expert_count_questions',
    toCountArgs(filters) as Functions<'expert_count_questions'>['Args'],
  );
  if (error) throw error;
  return data;
}

export function useQuestionCount(filters: AllQuestionsFilters) {
  return useQuery({
    queryKey: expertKeys.questionCount(filters),
    queryFn: () => countQuestions(filters),
    placeholderData: keepPreviousData,
    refetchInterval: QUEUE_REFETCH_MS * 2,
  });
}
