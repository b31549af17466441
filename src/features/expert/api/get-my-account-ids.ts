import { useQuery } from '@tanstack/react-query';
import { expertKeys } from '@/features/expert/api/keys';
import { supabase } from '@/lib/supabase';

/** Ids of the corporate accounts the expert is assigned to. */
export async function getMyAccountIds(userId: string): Promise<string[]> {
  const { data, error } = await supabase
    .from('expert_corporate_assignments')
    .select('corporate_account_id')
    .eq('expert_id', userId);
  if (error) throw error;
  return data.map((r) => r.corporate_account_id);
}

export function useMyAccountIds(userId: string) {
  return useQuery({
    queryKey: expertKeys.myAccounts(userId),
    queryFn: () => getMyAccountIds(userId),
    enabled: Boolean(userId),
    staleTime: 30_000,
  });
}
