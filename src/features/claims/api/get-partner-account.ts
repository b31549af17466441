import type { ClaimBackend } from '@/features/claims/api/backend';
import type { RpcRow } from '@/types/rpc';

/**
 * What a partner form may read of its account (get_partner_form_account): id and counter are null
 * when the account is not accepting questions.
 */
export type PartnerAccount = RpcRow<
  'get_partner_form_account',
  'id' | 'logo_url' | 'questions_remaining'
>;

/** The account of a partner form by slug; null when no account has that slug. */
export async function getPartnerAccount(
  backend: ClaimBackend,
  slug: string,
): Promise<PartnerAccount | null> {
  const { data, error } = await backend.rpc('get_partner_form_account', { p_slug: slug });
  if (error) throw new Error(error.message);
  // The generated row types every column as non-null; PartnerAccount says which may be SQL null.
  const rows: PartnerAccount[] = data ?? [];
  return rows[0] ?? null;
}
