import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/api/keys';
import type { AdminExpert } from '@/features/admin/api/types';
import { supabase } from '@/lib/supabase';

/** Every expert with approver flag, accounts, open load and 30-day figures (admin_list_experts). */
export async function getExperts(): Promise<AdminExpert[]> {
  const { data, error } = await supabase.rpc('admin_list_experts');
  if (error) throw error;
  return data;
}

export function useExperts() {
  return useQuery({ queryKey: adminKeys.experts(), queryFn: getExperts });
}
