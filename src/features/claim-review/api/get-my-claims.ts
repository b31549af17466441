import { useQuery } from '@tanstack/react-query';
import { claimReviewKeys } from '@/features/claim-review/api/keys';
import { supabase } from '@/lib/supabase';
import type { Tables } from '@/types/database';

export type MyClaim = Pick<
  Tables<'questions'>,
  'id' | 'title' | 'content' | 'status' | 'created_at' | 'coding_question_type'
> & {
  corporate_account: Pick<Tables<'corporate_accounts'>, 'name'> | null;
  /** Only approved answers are readable by submitters (RLS). */
  answers: Pick<Tables<'answers'>, 'id' | 'content' | 'approved_at'>[];
};

/**
 * The signed-in user's own questions, newest first, each with its approved answer if any. The row
 * type is stated (overrideTypes): select-string inference types nullable embeds as non-null, and
 * reads `answers` as one row because of the partial unique index on answers.question_id.
 */
export async function getMyClaims(userId: string): Promise<MyClaim[]> {
  const { data, error } = await supabase
    .from('questions')
    .select(
      'id, title, content, status, created_at, coding_question_type, corporate_account:corporate_accounts(name), answers(id, content, approved_at)',
    )
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .limit(200)
    .overrideTypes<MyClaim[], { merge: false }>();
  if (error) throw error;
  return data;
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
