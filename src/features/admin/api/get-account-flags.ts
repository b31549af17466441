import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { adminKeys } from '@/features/admin/api/keys';
import type { AccountFlags, StoredFlags } from '@/features/admin/api/types';
import { supabase } from '@/lib/supabase';

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
