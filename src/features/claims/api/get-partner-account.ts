import type { ClaimBackend } from '@/features/claims/api/backend';
import type { Functions } from '@/types/database';
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
  const args: Functions<'get_partner_form_account'>['Args'] = { p_slug: slug };
  const { data, error } = await backend.rpc<PartnerAccount[] | PartnerAccount>(
    'get_partner_form_account',
    args,
  );
  if (error) throw new Error(error.message);
  const row = Array.isArray(data) ? data[0] : data;
  return row ?? null;
}
