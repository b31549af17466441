import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/api/keys';
import { supabase } from '@/lib/supabase';
import type { RpcRow } from '@/types/rpc';

/** A partner account's on/off settings, as the server names them. */
export type AccountFlag = 'demo_gated' | 'kb_public_suggestions';
export type AccountFlags = RpcRow<'admin_account_flags'>;

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

/** Turns one setting of the account on or off (audited on the server when it changes). */
export async function setAccountFlag(accountId: string, flag: AccountFlag, on: boolean) {
  const { error } = await supabase.rpc('admin_set_account_flag', {
    p_id: accountId,
    p_flag: flag,
    p_on: on,
  });
  if (error) throw error;
}
