import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/api/keys';
import { supabase } from '@/lib/supabase';

/** Accounts whose public forms require the demo access code (`corporate_accounts.demo_gated`). */
export async function getDemoGatedAccounts(): Promise<string[]> {
  const { data, error } = await supabase.rpc('admin_demo_gated_accounts');
  if (error) throw error;
  return data;
}

export function useDemoGatedAccounts() {
  return useQuery({ queryKey: adminKeys.demoGated(), queryFn: getDemoGatedAccounts });
}

/** Turns the partner's demo access code requirement on or off (audited on the server). */
export async function setDemoGated(accountId: string, gated: boolean): Promise<void> {
  const { error } = await supabase.rpc('admin_set_account_demo_gated', {
    p_id: accountId,
    p_gated: gated,
  });
  if (error) throw error;
}
