import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/api/keys';
import { supabase } from '@/lib/supabase';
import type { RpcRow } from '@/types/rpc';

/** One held submission: who, what, when and why it was held (admin_held_submissions). */
export type HeldSubmission = RpcRow<
  'admin_held_submissions',
  | 'form_elapsed_ms'
  | 'corporate_account_id'
  | 'account_name'
  | 'submitter_name'
  | 'email'
  | 'client_address'
  | 'title'
  | 'content'
  | 'coding_question_type'
>;

interface Cursor {
  createdAt: string;
  id: string;
}

/** One page of held submissions, newest first; the next page starts after the last row. */
export async function getHeldSubmissions(
  after: Cursor | null,
  limit = 50,
): Promise<HeldSubmission[]> {
  const { data, error } = await supabase.rpc('admin_held_submissions', {
    ...(after ? { p_before: after.createdAt, p_before_id: after.id } : {}),
    p_limit: limit,
  });
  if (error) throw error;
  return data;
}

export function useHeldSubmissions(limit = 50) {
  return useInfiniteQuery({
    queryKey: adminKeys.heldList(),
    queryFn: ({ pageParam }) => getHeldSubmissions(pageParam, limit),
    initialPageParam: null as Cursor | null,
    getNextPageParam: (last): Cursor | null => {
      const end = last.length === limit ? last[last.length - 1] : undefined;
      return end ? { createdAt: end.created_at, id: end.id } : null;
    },
  });
}

export type HeldCounts = RpcRow<'admin_held_counts'>;

/** How many are held, honeypot hits and held ones dropped over the limit (30 days), retention. */
export async function getHeldCounts(): Promise<HeldCounts> {
  const { data, error } = await supabase.rpc('admin_held_counts');
  if (error) throw error;
  return data[0] ?? { held: 0, honeypot_30d: 0, held_dropped_30d: 0, retention_days: 14 };
}

export function useHeldCounts() {
  return useQuery({
    queryKey: adminKeys.heldCounts(),
    queryFn: getHeldCounts,
    refetchInterval: 60_000,
  });
}
