import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/api/keys';
import type { UnapprovableAnswer } from '@/features/admin/api/types';
import { supabase } from '@/lib/supabase';

/** Answers awaiting approval that no approver may decide, oldest first (admin_unapprovable_answers). */
export async function getUnapprovableAnswers(limit = 20): Promise<UnapprovableAnswer[]> {
  const { data, error } = await supabase.rpc('admin_unapprovable_answers', { p_limit: limit });
  if (error) throw error;
  return data;
}

export function useUnapprovableAnswers() {
  return useQuery({
    queryKey: adminKeys.unapprovable(),
    queryFn: () => getUnapprovableAnswers(),
    refetchInterval: 60_000,
  });
}
