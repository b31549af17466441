import { useQuery } from '@tanstack/react-query';
import { db, unwrap } from '@/features/expert/api/db';
import { expertKeys } from '@/features/expert/api/keys';
import type { SubmitterRow } from '@/features/expert/api/types';

export async function getSubmitters(): Promise<SubmitterRow[]> {
  return unwrap<SubmitterRow[]>(await db.rpc('expert_account_submitters'));
}

export function useSubmitters() {
  return useQuery({
    queryKey: expertKeys.submitters(),
    queryFn: getSubmitters,
    refetchOnWindowFocus: true,
  });
}
