import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/api/keys';
import { supabase } from '@/lib/supabase';
import type { RpcRow } from '@/types/rpc';

export type KbReport = RpcRow<'kb_metrics'>;

/** Knowledge-base figures of a report range [from, to), ISO instants (kb_metrics, staff). */
export async function getKbMetrics(range: { from: string; to: string }): Promise<KbReport | null> {
  const { data, error } = await supabase.rpc('kb_metrics', { p_from: range.from, p_to: range.to });
  if (error) throw error;
  return data[0] ?? null;
}

export function useKbMetrics(range: { from: string; to: string }, enabled = true) {
  return useQuery({
    queryKey: adminKeys.kbMetrics(range),
    queryFn: () => getKbMetrics(range),
    enabled,
    placeholderData: keepPreviousData,
  });
}
