import { useQuery } from '@tanstack/react-query';
import { expertKeys } from '@/features/expert/api/keys';
import { supabase } from '@/lib/supabase';
import type { RpcRow } from '@/types/rpc';

type KbMetrics = RpcRow<'kb_metrics'>;

/** Knowledge-base figures for the last `weeks` weeks (staff). */
export async function getKbMetrics(weeks: number): Promise<KbMetrics | null> {
  const from = new Date(Date.now() - weeks * 7 * 86_400_000).toISOString();
  const { data, error } = await supabase.rpc('kb_metrics', { p_from: from });
  if (error) throw error;
  return data[0] ?? null;
}

export function useKbMetrics(weeks: number) {
  return useQuery({
    queryKey: expertKeys.kbMetrics(weeks),
    queryFn: () => getKbMetrics(weeks),
  });
}
