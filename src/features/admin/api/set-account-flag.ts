import type { AccountFlag } from '@/features/admin/api/types';
import { supabase } from '@/lib/supabase';

/**
 * Turns one setting of the account on or off (audited on the server when it changes). Called by
 * saveAccount (save-account.ts), whose hook invalidates the admin keys.
 */
export async function setAccountFlag(accountId: string, flag: AccountFlag, on: boolean) {
  const { error } = await supabase.rpc('admin_set_account_flag', {
    p_id: accountId,
    p_flag: flag,
    p_on: on,
  });
  if (error) throw error;
}
