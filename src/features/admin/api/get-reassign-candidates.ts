import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/api/keys';
import type { ReassignCandidate } from '@/features/admin/api/types';
import { supabase } from '@/lib/supabase';

/**
 * The experts a question may go to, least loaded first, each with the server's reason when it may
 * not (the only approver; docs/decisions.md, "Answers nobody can approve").
 */
export async function getReassignCandidates(): Promise<ReassignCandidate[]> {
  const { data, error } = await supabase.rpc('admin_reassign_candidates');
  if (error) throw error;
  return data;
}

export function useReassignCandidates() {
  return useQuery({ queryKey: adminKeys.reassignCandidates(), queryFn: getReassignCandidates });
}
