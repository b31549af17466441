import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/api/keys';
import { supabase } from '@/lib/supabase';

/**
 * The accounts whose public forms take more (or fewer) questions from one network address than
 * the default (docs/decisions.md, "Per-address limits").
 */
export async function getAccountAddressLimits(): Promise<Map<string, number>> {
  const { data, error } = await supabase.rpc('admin_account_address_limits');
  if (error) throw error;
  return new Map(data.map((r) => [r.id, r.per_address]));
}

export function useAccountAddressLimit(accountId: string | undefined) {
  const limits = useQuery({
    queryKey: adminKeys.accountAddressLimits(),
    queryFn: getAccountAddressLimits,
  });
  return {
    isPending: limits.isPending,
    value: accountId ? (limits.data?.get(accountId) ?? null) : null,
  };
}

/** Sets the account's own limit (null: the default again); audited on the server when it changes. */
export async function setAccountAddressLimit(accountId: string, perAddress: number | null) {
  const { error } = await supabase.rpc('admin_set_account_address_limit', {
    p_id: accountId,
    // absent: the default again
    ...(perAddress === null ? {} : { p_per_address: perAddress }),
  });
  if (error) throw error;
}
