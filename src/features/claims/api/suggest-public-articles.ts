import type { ClaimBackend } from '@/features/claims/api/backend';
import type { RpcRow } from '@/types/rpc';

export type PublicSuggestion = RpcRow<'kb_suggest_articles'>;

/**
 * Up to 3 articles for the summary on a public partner form (empty unless the partner's
 * kb_public_suggestions setting is on).
 */
export async function suggestPublicArticles(
  backend: ClaimBackend,
  text: string,
  slug: string,
): Promise<PublicSuggestion[]> {
  const { data, error } = await backend.rpc('kb_suggest_articles', {
    p_text: text,
    p_account_slug: slug,
  });
  if (error) throw new Error(error.message);
  return data ?? [];
}
