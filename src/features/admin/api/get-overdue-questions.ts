import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/api/keys';
import type { OverdueQuestion } from '@/features/admin/api/types';
import { supabase } from '@/lib/supabase';

/** Open questions past the answer-time target, oldest first (admin_overdue_questions). */
export async function getOverdueQuestions(limit = 20): Promise<OverdueQuestion[]> {
  const { data, error } = await supabase.rpc('admin_overdue_questions', { p_limit: limit });
  if (error) throw error;
  return data;
}

export function useOverdueQuestions() {
  return useQuery({
    queryKey: adminKeys.overdue(),
    queryFn: () => getOverdueQuestions(),
    refetchInterval: 60_000,
  });
}
