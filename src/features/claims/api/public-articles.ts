import type { ClaimBackend } from '@/features/claims/api/backend';
import type { RpcRow } from '@/types/rpc';

export type PublicSuggestion = RpcRow<'kb_suggest_articles'>;
export type PublicArticle = RpcRow<'kb_public_article'>;

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

/** One suggested article with its question and answer; counts a view under the form session. */
export async function getPublicArticle(
  backend: ClaimBackend,
  id: string,
  slug: string,
  draftId: string,
): Promise<PublicArticle | null> {
  const { data, error } = await backend.rpc('kb_public_article', {
    p_id: id,
    p_account_slug: slug,
    p_draft_id: draftId,
  });
  if (error) throw new Error(error.message);
  return data?.[0] ?? null;
}

/** A public form session that viewed a suggestion was submitted: not a deflection. */
export async function markPublicDraftSent(backend: ClaimBackend, draftId: string): Promise<void> {
  const { error } = await backend.rpc('kb_public_draft_sent', { p_draft_id: draftId });
  if (error) throw new Error(error.message);
}
