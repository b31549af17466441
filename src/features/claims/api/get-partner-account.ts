import type { ClaimBackend } from '@/features/claims/api/backend';
import type { RpcRow } from '@/types/rpc';

/**
 * What a partner form reads of its account (get_partner_form_account): id and counter are null
 * while the account is not accepting questions; the branding fields are null when not set; `slug`
 * is the current one when the form was asked for by an old slug.
 */
export type PartnerFormAccount = RpcRow<
  'get_partner_form_account',
  'id' | 'logo_url' | 'questions_remaining' | 'accent_color' | 'intro_text' | 'site_url'
>;

/** The account of a partner form by slug (or an old slug); null when no account has it. */
export async function getPartnerAccount(
  backend: ClaimBackend,
  slug: string,
): Promise<PartnerFormAccount | null> {
  const { data, error } = await backend.rpc('get_partner_form_account', { p_slug: slug });
  if (error) throw new Error(error.message);
  // The generated row types every column as non-null; PartnerFormAccount says which may be null.
  const rows: PartnerFormAccount[] = data ?? [];
  return rows[0] ?? null;
}
