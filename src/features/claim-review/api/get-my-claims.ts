import { useQuery } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import { supabase } from '@/lib/supabase';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const db = supabase as unknown as SupabaseClient<any, 'public', any>;

export type ClaimStatus = 'unassigned' | 'pending' | 'awaiting_approval' | 'approved';

export interface MyClaim {
  id: string;
  title: string;
  content: string;
  status: ClaimStatus;
  created_at: string;
  coding_question_type: string;
  corporate_account: { name: string } | null;
  /** Only approved answers are readable by submitters (RLS). */
  answers: { id: string; content: string; approved_at: string | null }[];
}

export const claimReviewKeys = {
  all: ['claim-review'] as const,
  mine: (userId: string) => [...claimReviewKeys.all, userId] as const,
};

/** The signed-in user's own questions, newest first, each with its approved answer if any. */
export async function getMyClaims(userId: string): Promise<MyClaim[]> {
  const { data, error } = await db
    .from('questions')
    .select(
      'id, title, content, status, created_at, coding_question_type, corporate_account:corporate_accounts(name), answers(id, content, approved_at)',
    )
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .limit(200);
  if (error) throw error;
  return data as unknown as MyClaim[];
}

export function useMyClaims(userId: string) {
  return useQuery({
    queryKey: claimReviewKeys.mine(userId),
    queryFn: () => getMyClaims(userId),
    enabled: Boolean(userId),
    refetchOnWindowFocus: true,
    refetchInterval: 15_000,
  });
}

export function approvedAnswer(claim: MyClaim): MyClaim['answers'][number] | null {
  return claim.answers.find((a) => a.approved_at) ?? null;
}
