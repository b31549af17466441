import type { ClaimBackend } from '@/features/claims/api/backend';

/** A public form session that viewed a suggestion was submitted: not a deflection. */
export async function markPublicDraftSent(backend: ClaimBackend, draftId: string): Promise<void> {
  const { error } = await backend.rpc('kb_public_draft_sent', { p_draft_id: draftId });
  if (error) throw new Error(error.message);
}
