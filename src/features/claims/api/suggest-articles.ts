import { supabase } from '@/lib/supabase';
import type { RpcRow } from '@/types/rpc';

type ArticleSuggestion = RpcRow<'kb_suggest_articles'>;

/** Up to 3 knowledge-base articles matching the summary being typed (signed-in users). */
export async function suggestArticles(text: string): Promise<ArticleSuggestion[]> {
  const { data, error } = await supabase.rpc('kb_suggest_articles', { p_text: text });
  if (error) throw error;
  return data;
}
