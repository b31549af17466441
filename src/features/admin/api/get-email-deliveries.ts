import { useInfiniteQuery } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/api/keys';
import { supabase } from '@/lib/supabase';
import type { RpcRow } from '@/types/rpc';

/** One email to act on: an outbox row (outbox_id) or an approved answer's email (answer_id). */
export type EmailDelivery = RpcRow<
  'admin_email_deliveries',
  | 'outbox_id'
  | 'answer_id'
  | 'recipient'
  | 'question_id'
  | 'question_title'
  | 'corporate_account_name'
  | 'max_attempts'
  | 'last_error'
  | 'last_attempt_at'
  | 'next_attempt_at'
>;

/** '' (failed and retrying), 'failed' or 'retrying'. */
export type EmailDeliveryState = '' | 'failed' | 'retrying';

interface Cursor {
  createdAt: string;
  key: string;
}

/**
 * One page of the emails that failed or are being retried, newest first; the next page starts
 * after the last row's (created_at, key) (admin_email_deliveries).
 */
export async function getEmailDeliveries(
  state: EmailDeliveryState,
  after: Cursor | null,
  limit = 50,
): Promise<EmailDelivery[]> {
  const { data, error } = await supabase.rpc('admin_email_deliveries', {
    ...(state ? { p_state: state } : {}),
    ...(after ? { p_after_created_at: after.createdAt, p_after_key: after.key } : {}),
    p_limit: limit,
  });
  if (error) throw error;
  return data;
}

export function useEmailDeliveries(state: EmailDeliveryState, limit = 50) {
  return useInfiniteQuery({
    queryKey: adminKeys.emailDeliveryList(state),
    queryFn: ({ pageParam }) => getEmailDeliveries(state, pageParam, limit),
    initialPageParam: null as Cursor | null,
    getNextPageParam: (last): Cursor | null => {
      const end = last.length === limit ? last[last.length - 1] : undefined;
      return end ? { createdAt: end.created_at, key: end.key } : null;
    },
    // retries happen on the server; the list follows them while it is open
    refetchInterval: 15_000,
  });
}
