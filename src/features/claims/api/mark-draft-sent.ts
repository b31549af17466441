import { supabase } from '@/lib/supabase';

/** A form session showed suggestions and was then sent: not a deflection. */
export async function markDraftSent(draftId: string): Promise<void> {
  const { error } = await supabase.rpc('kb_mark_draft_sent', { p_draft_id: draftId });
  if (error) throw error;
}
