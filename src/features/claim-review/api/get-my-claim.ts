import { useQuery } from '@tanstack/react-query';
import type { MyClaim } from '@/features/claim-review/api/get-my-claims';
import { claimReviewKeys } from '@/features/claim-review/api/keys';
import { supabase } from '@/lib/supabase';

/** One of the signed-in user's own questions (null when it is not theirs or does not exist). */
export async function getMyClaim(userId: string, id: string): Promise<MyClaim | null> {
  const { data, error } = await supabase
    .from('questions')
    .select(
      'id, title, content, status, created_at, coding_question_type, corporate_account:corporate_accounts(name), answers(id, content, approved_at)',
    )
    .eq('id', id)
    .eq('user_id', userId)
    .maybeSingle()
    .overrideTypes<MyClaim | null, { merge: false }>();
  if (error) throw error;
  return data;
}

export function useMyClaim(userId: string, id: string) {
  return useQuery({
    queryKey: claimReviewKeys.one(userId, id),
    queryFn: () => getMyClaim(userId, id),
    enabled: Boolean(userId && id),
    refetchOnWindowFocus: true,
  });
}
