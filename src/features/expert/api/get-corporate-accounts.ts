import { useQuery } from '@tanstack/react-query';
import { expertKeys } from '@/features/expert/api/keys';
import type { AccountRef } from '@/features/expert/api/types';
import { supabase } from '@/lib/supabase';

/** The corporate accounts the expert may see, by name (the All Questions account filter). */
export async function getCorporateAccounts(): Promise<AccountRef[]> {
  const { data, error } = await supabase
    .from('corporate_accounts')
    .select('id, name')
    .order('name');
  if (error) throw error;
  return data;
}

export function useCorporateAccounts() {
  return useQuery({
    queryKey: expertKeys.accounts(),
    queryFn: getCorporateAccounts,
    staleTime: 60_000,
  });
}
