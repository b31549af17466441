import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/api/keys';
import { supabase } from '@/lib/supabase';

export interface EmailDeliveryCounts {
  failed: number;
  retrying: number;
}

/** How many emails failed and how many are retrying (answer emails included). */
export async function getEmailDeliveryCounts(): Promise<EmailDeliveryCounts> {
  const { data, error } = await supabase.rpc('admin_email_delivery_counts');
  if (error) throw error;
  const row = data[0];
  return { failed: row?.failed ?? 0, retrying: row?.retrying ?? 0 };
}

export function useEmailDeliveryCounts() {
  return useQuery({
    queryKey: adminKeys.emailDeliveryCounts(),
    queryFn: getEmailDeliveryCounts,
    refetchInterval: 60_000,
  });
}
