/** Helpers of the partner-domain tests: partners made through the admin RPC, a user's link. */
import type { TestClient } from '../helpers.ts';
import { ok, sql } from './support.ts';

export const LINK = 'user.corporate_account_change';

export const rand = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
/** A domain no other test uses (no two accounts may allow one). */
export const newDomain = (tag: string) => `${tag}-${rand()}.test`;

export interface Account {
  id: string;
  name: string;
  slug: string;
}

/** A partner made by the admin through admin_create_corporate_account, allowing the domains. */
export async function newAccount(
  admin: TestClient,
  domains: string[],
  active = true,
): Promise<Account> {
  const s = rand();
  return ok(
    await admin.rpc('admin_create_corporate_account', {
      p_name: `Domain Partner ${s}`,
      p_slug: `domain-partner-${s}`,
      p_allowed_email_domains: domains,
      p_is_active: active,
    }),
  );
}

/** The profile's role and partner link, as stored. */
export async function linkOf(id: string) {
  const [row] = await sql(
    `select role, corporate_account_id, is_corporate_user, questions_remaining
     from public.profiles where id = $1`,
    [id],
  );
  return row;
}

export const linkedTo = (accountId: string) => ({
  role: 'user',
  corporate_account_id: accountId,
  is_corporate_user: true,
  questions_remaining: -1,
});

export const UNLINKED = {
  role: 'user',
  corporate_account_id: null,
  is_corporate_user: false,
  questions_remaining: 10,
};
