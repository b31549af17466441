import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/api/keys';
import type { AdminAccount } from '@/features/admin/api/types';
import { supabase } from '@/lib/supabase';

export interface AccountFilters {
  search: string;
  /** 'active', 'inactive' or '' for both. */
  active: '' | 'active' | 'inactive';
  /** Only accounts with a warning (low quota, contract, no expert). */
  attention: boolean;
}

/** Corporate accounts by name, with quota, contract, experts and warnings (admin_list_corporate_accounts). */
export async function getAccounts(filters: Partial<AccountFilters> = {}): Promise<AdminAccount[]> {
  const { data, error } = await supabase.rpc('admin_list_corporate_accounts', {
    ...(filters.search?.trim() ? { p_search: filters.search.trim() } : {}),
    ...(filters.active ? { p_active: filters.active === 'active' } : {}),
    ...(filters.attention ? { p_attention: true } : {}),
  });
  if (error) throw error;
  return data;
}

export function useAccounts(filters: Partial<AccountFilters> = {}) {
  return useQuery({
    queryKey: adminKeys.accounts(filters),
    queryFn: () => getAccounts(filters),
    placeholderData: keepPreviousData,
  });
}
