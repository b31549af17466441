import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/api/keys';
import type { AccountFlags } from '@/features/admin/api/types';
import { supabase } from '@/lib/supabase';

/**
 * Every account's on/off settings: the demo access code on its public forms
 * (`demo_gated`) and knowledge-base suggestions on them (`kb_public_suggestions`).
 */
export async function getAccountFlags(): Promise<AccountFlags[]> {
  const { data, error } = await supabase.rpc('admin_account_flags');
  if (error) throw error;
  return data;
}

export function useAccountFlags() {
  return useQuery({ queryKey: adminKeys.accountFlags(), queryFn: getAccountFlags });
}
