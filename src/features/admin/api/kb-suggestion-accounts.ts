import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/api/keys';
import { supabase } from '@/lib/supabase';

/** Accounts whose public forms suggest knowledge-base articles (issue 15 §3). */
export async function getKbSuggestionAccounts(): Promise<string[]> {
  const { data, error } = await supabase.rpc('admin_kb_suggestion_accounts');
  if (error) throw error;
  return data;
}

export function useKbSuggestionAccounts() {
  return useQuery({ queryKey: adminKeys.kbSuggestions(), queryFn: getKbSuggestionAccounts });
}

/** Turns the partner's public-form suggestions on or off (audited on the server). */
export async function setKbSuggestions(accountId: string, enabled: boolean): Promise<void> {
  const { error } = await supabase.rpc('admin_set_account_kb_suggestions', {
    p_id: accountId,
    p_enabled: enabled,
  });
  if (error) throw error;
}
