import type { ClaimBackend } from '@/features/claims/api/backend';

/** What public forms may read of a corporate account (get_public_corporate_account). */
export interface PublicCorporateAccount {
  id: string;
  name: string;
  slug: string | null;
  logo_url: string | null;
  questions_remaining: number | null;
}

/** Looks the account up by its exact partner name; null when there is no active account of that name. */
export async function getCorporateAccount(
  backend: ClaimBackend,
  name: string,
): Promise<PublicCorporateAccount | null> {
  const { data, error } = await backend.rpc<PublicCorporateAccount[] | PublicCorporateAccount>(
    'get_public_corporate_account',
    {
      p_name_or_slug: name,
    },
  );
  if (error) throw new Error(error.message);
  const row = Array.isArray(data) ? data[0] : data;
  return row ?? null;
}
