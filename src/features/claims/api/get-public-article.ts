import type { ClaimBackend } from '@/features/claims/api/backend';
import type { RpcRow } from '@/types/rpc';

export type PublicArticle = RpcRow<'kb_public_article'>;

/**
 * One suggested article with its question and answer; counts a view under the form session (an id
 * the server issued; without one nothing is counted).
 */
export async function getPublicArticle(
  backend: ClaimBackend,
  id: string,
  slug: string,
  draftId: string | null,
): Promise<PublicArticle | null> {
  const { data, error } = await backend.rpc('kb_public_article', {
    p_id: id,
    p_account_slug: slug,
    ...(draftId ? { p_draft_id: draftId } : {}),
  });
  if (error) throw new Error(error.message);
  return data?.[0] ?? null;
}
