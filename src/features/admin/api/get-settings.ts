import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/api/keys';
import type { AdminSettings } from '@/features/admin/api/types';
import { supabase } from '@/lib/supabase';

/** The answer-time target and when/by whom the demo code was last changed; never the code (admin_get_settings). */
export async function getSettings(): Promise<AdminSettings | null> {
  const { data, error } = await supabase.rpc('admin_get_settings');
  if (error) throw error;
  return data[0] ?? null;
}

export function useSettings() {
  return useQuery({ queryKey: adminKeys.settings(), queryFn: getSettings });
}
