/**
 * Demo logins and factories of users, experts and corporate accounts, through the auth admin API
 * (service role) and the superuser, the same for the integration and e2e suites.
 */
import { sql } from './db.ts';
import { env } from './env.ts';
import { json } from './json.ts';

/** The seed's demo logins (docs/decisions.md, "Demo data"). */
export const DEMO_PASSWORD = 'ClaimDesk-demo-2026';
export const DEMO = {
  admin: 'admin@claimdesk.test',
  approver: 'approver@claimdesk.test',
  expert: 'expert@claimdesk.test',
  user: 'user@claimdesk.test',
  summitCoder: 'coder@summit-health.test',
  meridianCoder: 'coder@meridian-medical.test',
  lakesideCoder: 'coder@lakeside-university-health.test',
  harborCoder: 'coder@harbor-hospital-network.test',
} as const;

const suffix = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

export function uniqueEmail(tag = 'user', domain = 'example.test'): string {
  return `${tag}-${suffix()}@${domain}`;
}

export interface ProfileChange {
  role?: 'user' | 'expert' | 'admin';
  isApprover?: boolean;
  isCorporateUser?: boolean;
}

/**
 * A confirmed user made through the auth admin API (the profile comes from the database trigger),
 * then given the role and flags asked for.
 */
export async function createUser(
  opts: { name?: string; email?: string; password?: string; profile?: ProfileChange } = {},
): Promise<{ id: string; email: string; password: string; name: string }> {
  const name = opts.name ?? 'Test User';
  const email = opts.email ?? uniqueEmail('user');
  const password = opts.password ?? DEMO_PASSWORD;
  const key = env('SUPABASE_SERVICE_ROLE_KEY');
  const res = await fetch(`${env('SUPABASE_URL')}/auth/v1/admin/users`, {
    method: 'POST',
    headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, email_confirm: true, user_metadata: { name } }),
  });
  const body = await json<{ id?: string; msg?: string; message?: string }>(res);
  if (!res.ok || !body.id)
    throw new Error(`createUser failed: ${res.status} ${body.msg ?? body.message ?? ''}`);
  if (opts.profile) {
    const p = opts.profile;
    await sql(
      `update public.profiles set role = coalesce($2::public.app_role, role),
         is_approver = coalesce($3, is_approver), is_corporate_user = coalesce($4, is_corporate_user)
       where id = $1`,
      [body.id, p.role ?? null, p.isApprover ?? null, p.isCorporateUser ?? null],
    );
  }
  return { id: body.id, email, password, name };
}

/** Assigns experts (by id or email) to a corporate account. */
export async function assignExperts(accountId: string, experts: string[]): Promise<void> {
  for (const e of experts) {
    await sql(
      `insert into public.expert_corporate_assignments (expert_id, corporate_account_id)
       select p.id, $2 from public.profiles p where p.id::text = $1 or lower(p.email) = lower($1)`,
      [e, accountId],
    );
  }
}

/** A fresh active corporate account of this test only (unique name and slug), with experts assigned. */
export async function createCorporateAccount(
  opts: {
    tag?: string;
    questionsRemaining?: number;
    primaryEmail?: string | null;
    allowedDomains?: string[];
    logoUrl?: string | null;
    experts?: string[];
  } = {},
): Promise<{ id: string; name: string; slug: string }> {
  const slug = `${opts.tag ?? 'acct'}-${suffix()}`;
  const name = `Test ${opts.tag ?? 'acct'} ${slug}`;
  const [row] = await sql<{ id: string }>(
    `insert into public.corporate_accounts
       (name, slug, is_active, questions_remaining, primary_email, allowed_email_domains, logo_url)
     values ($1, $2, true, $3, $4, $5, $6) returning id`,
    [
      name,
      slug,
      opts.questionsRemaining ?? 100,
      opts.primaryEmail ?? null,
      opts.allowedDomains ?? [],
      opts.logoUrl ?? null,
    ],
  );
  if (!row) throw new Error('corporate account insert returned nothing');
  await assignExperts(row.id, opts.experts ?? []);
  return { id: row.id, name, slug };
}

export async function profileId(email: string): Promise<string> {
  const [row] = await sql<{ id: string }>(
    'select id from public.profiles where lower(email) = lower($1)',
    [email],
  );
  if (!row) throw new Error(`no profile for ${email}`);
  return row.id;
}

/** Turns a partner's "suggest knowledge-base articles on our public forms" setting on or off. */
export async function setKbPublicSuggestions(accountId: string, on: boolean): Promise<void> {
  await sql('update public.corporate_accounts set kb_public_suggestions = $2 where id = $1', [
    accountId,
    on,
  ]);
}
