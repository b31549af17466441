import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/api/keys';
import type { RemovalImpact } from '@/features/admin/api/types';
import { supabase } from '@/lib/supabase';

/**
 * What deleting a user or removing their expert role would move (admin_user_removal_impact): their
 * open questions, how many get another expert, go back to unassigned or stay with the approvers.
 */
export async function getRemovalImpact(userId: string): Promise<RemovalImpact | null> {
  const { data, error } = await supabase.rpc('admin_user_removal_impact', { p_user_id: userId });
  if (error) throw error;
  return data[0] ?? null;
}

export function useRemovalImpact(userId: string, enabled = true) {
  return useQuery({
    queryKey: adminKeys.removalImpact(userId),
    queryFn: () => getRemovalImpact(userId),
    enabled: enabled && Boolean(userId),
    staleTime: 0,
  });
}
