import { useQuery } from '@tanstack/react-query';
import { expertKeys } from '@/features/expert/api/keys';
import type { SubmitterRow } from '@/features/expert/api/types';
import { supabase } from '@/lib/supabase';

/** Submitters of the expert's corporate accounts, most active first. */
export async function getSubmitters(): Promise<SubmitterRow[]> {
  const { data, error } = await supabase.rpc('expert_account_submitters');
  if (error) throw error;
  return data;
}

export function useSubmitters() {
  return useQuery({
    queryKey: expertKeys.submitters(),
    queryFn: getSubmitters,
    refetchOnWindowFocus: true,
  });
}
