import { useInfiniteQuery } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/api/keys';
import type { AdminEvent } from '@/features/admin/api/types';
import { supabase } from '@/lib/supabase';

export interface EventFilters {
  /** An action ('account.quota_top_up') or a category ('account'), or ''. */
  action: string;
  search: string;
  /** 'YYYY-MM-DD', inclusive, local days. */
  from: string;
  to: string;
  /** One target's history, e.g. an account id. */
  target: string;
}

export const EMPTY_EVENT_FILTERS: EventFilters = {
  action: '',
  search: '',
  from: '',
  to: '',
  target: '',
};

function dayStart(date: string, plusDays = 0): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d + plusDays).toISOString();
}

/** One page of the admin audit, newest first; the next page starts before the last row's id (admin_list_events). */
export async function getEvents(
  filters: Partial<EventFilters>,
  beforeId: number | null,
  limit = 50,
): Promise<AdminEvent[]> {
  const { data, error } = await supabase.rpc('admin_list_events', {
    ...(filters.action ? { p_action: filters.action } : {}),
    ...(filters.search?.trim() ? { p_search: filters.search.trim() } : {}),
    ...(filters.from ? { p_from: dayStart(filters.from) } : {}),
    ...(filters.to ? { p_to: dayStart(filters.to, 1) } : {}),
    ...(filters.target ? { p_target_id: filters.target } : {}),
    ...(beforeId !== null ? { p_before_id: beforeId } : {}),
    p_limit: limit,
  });
  if (error) throw error;
  return data as AdminEvent[];
}

export function useEvents(filters: Partial<EventFilters>, limit = 50) {
  return useInfiniteQuery({
    queryKey: adminKeys.events({ ...filters, limit }),
    queryFn: ({ pageParam }) => getEvents(filters, pageParam, limit),
    initialPageParam: null as number | null,
    getNextPageParam: (last) =>
      last.length === limit ? (last[last.length - 1]?.id ?? null) : null,
  });
}
