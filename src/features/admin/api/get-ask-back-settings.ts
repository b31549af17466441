import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/api/keys';
import { supabase } from '@/lib/supabase';
import type { RpcRow } from '@/types/rpc';

export type AskBackSettings = RpcRow<'admin_ask_back_settings'>;

/** The ask-back periods in days: reminder, close as closed_no_reply, reopen window (admin_ask_back_settings). */
export async function getAskBackSettings(): Promise<AskBackSettings | null> {
  const { data, error } = await supabase.rpc('admin_ask_back_settings');
  if (error) throw error;
  return data[0] ?? null;
}

export function useAskBackSettings() {
  return useQuery({ queryKey: adminKeys.askBackSettings(), queryFn: getAskBackSettings });
}
