import type { ClaimBackend } from '@/features/claims/api/backend';
import type { RpcRow } from '@/types/rpc';

export type PublicArticle = RpcRow<'kb_public_article'>;

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
