import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/api/keys';
import type { FailedDelivery } from '@/features/admin/api/types';
import { supabase } from '@/lib/supabase';

/** Answer emails that failed or are stuck sending, newest first (admin_failed_deliveries). */
export async function getFailedDeliveries(limit = 20): Promise<FailedDelivery[]> {
  const { data, error } = await supabase.rpc('admin_failed_deliveries', { p_limit: limit });
  if (error) throw error;
  return data;
}

export function useFailedDeliveries() {
  return useQuery({
    queryKey: adminKeys.failedDeliveries(),
    queryFn: () => getFailedDeliveries(),
    refetchInterval: 60_000,
  });
}
