import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/api/keys';
import { supabase } from '@/lib/supabase';

/** Questions per status, every status in its order (admin_status_counts). */
export async function getStatusCounts() {
  const { data, error } = await supabase.rpc('admin_status_counts');
  if (error) throw error;
  return data;
}

export function useStatusCounts() {
  return useQuery({
    queryKey: adminKeys.statusCounts(),
    queryFn: getStatusCounts,
    refetchInterval: 30_000,
  });
}
