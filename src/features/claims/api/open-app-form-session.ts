import { supabase } from '@/lib/supabase';

/** A form session id the server issues to the signed-in user (kb_open_form_session). */
export async function openAppFormSession(): Promise<string | null> {
  const { data, error } = await supabase.rpc('kb_open_form_session', {});
  if (error) throw error;
  return data ?? null;
}
