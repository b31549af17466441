import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { adminKeys } from '@/features/admin/api/keys';
import { supabase } from '@/lib/supabase';
import type { RpcRow } from '@/types/rpc';

/** A partner account's on/off settings, as the server names them. */
export type AccountFlag = 'demo_gated' | 'kb_public_suggestions' | 'smartsheet_sync';
export type AccountFlags = RpcRow<'admin_account_flags'>;
/** One account's stored settings (absent: off, or not loaded yet). */
export type StoredFlags = Partial<Record<AccountFlag, boolean>>;

/**
 * Every account's on/off settings: the demo access code on its public forms (`demo_gated`),
 * knowledge-base suggestions on them (`kb_public_suggestions`) and a Smartsheet row for each of its
 * questions (`smartsheet_sync`).
 */
export async function getAccountFlags(): Promise<AccountFlags[]> {
  const { data, error } = await supabase.rpc('admin_account_flags');
  if (error) throw error;
  return data;
}

export function useAccountFlags() {
  return useQuery({ queryKey: adminKeys.accountFlags(), queryFn: getAccountFlags });
}

/** The stored settings of one account (none for a new account); a stable object per value. */
export function useStoredFlags(accountId: string | undefined): StoredFlags {
  const flags = useAccountFlags().data?.find((f) => f.id === accountId);
  const kb = Boolean(flags?.kb_public_suggestions);
  const gated = Boolean(flags?.demo_gated);
  const sheet = Boolean(flags?.smartsheet_sync);
  return useMemo(
    () => ({ kb_public_suggestions: kb, demo_gated: gated, smartsheet_sync: sheet }),
    [kb, gated, sheet],
  );
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
