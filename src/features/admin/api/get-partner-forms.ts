import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/api/keys';
import type { PartnerFormSettings } from '@/features/admin/api/types';
import { supabase } from '@/lib/supabase';

/**
 * Every account's form settings (which forms it offers, their layout and branding, its partner
 * site) and the old slugs that still forward to its forms.
 */
export async function getPartnerForms(): Promise<PartnerFormSettings[]> {
  const { data, error } = await supabase.rpc('admin_partner_forms');
  if (error) throw error;
  return data;
}

export function usePartnerForms() {
  return useQuery({ queryKey: adminKeys.partnerForms(), queryFn: getPartnerForms });
}
