/** Helpers for the edge-function integration tests: raw calls through the gateway as each caller kind. */
import {
  anonClient,
  DEMO,
  env,
  newUser as sharedNewUser,
  serviceClient,
  signedIn,
} from '../helpers.ts';
import { createCorporateAccount } from '../../support/accounts.ts';

/** Clients as each caller kind, from the shared integration helpers (own source address each). */
export { anonClient, serviceClient, signedIn };

/** A new confirmed user (admin API), signed in. */
export const newUser = (name = 'Test User') => sharedNewUser(name, 'fn');

export type CallerKind = 'anon' | 'user' | 'expert' | 'admin' | 'service';
export const CALLER_KINDS: CallerKind[] = ['anon', 'user', 'expert', 'admin', 'service'];

export interface FnResponse<T = unknown> {
  status: number;
  body: { data?: T; error?: string };
  headers: Headers;
}

/** The Authorization token for a caller kind (anon uses the anon key, like supabase-js signed out). */
export async function tokenFor(kind: CallerKind): Promise<string> {
  if (kind === 'anon') return env('SUPABASE_ANON_KEY');
  if (kind === 'service') return env('SUPABASE_SERVICE_ROLE_KEY');
  const email = kind === 'admin' ? DEMO.admin : kind === 'expert' ? DEMO.expert : DEMO.user;
  return accessToken(email);
}

export async function accessToken(email: string, password?: string): Promise<string> {
  const client = await signedIn(email, password);
  const { data } = await client.auth.getSession();
  if (!data.session) throw new Error(`no session for ${email}`);
  return data.session.access_token;
}

/** POSTs a JSON body to /functions/v1/<name> through the gateway, as supabase-js functions.invoke does. */
export async function callFn<T = unknown>(
  name: string,
  body: unknown,
  auth: CallerKind | { token: string } = 'anon',
  init: { method?: string; rawBody?: string } = {},
): Promise<FnResponse<T>> {
  const token = typeof auth === 'string' ? await tokenFor(auth) : auth.token;
  const method = init.method ?? 'POST';
  const res = await fetch(`${env('SUPABASE_URL')}/functions/v1/${name}`, {
    method,
    headers: {
      apikey: env('SUPABASE_ANON_KEY'),
      Authorization: `Bearer ${token}`,
      ...(method === 'POST' ? { 'Content-Type': 'application/json' } : {}),
    },
    body: method === 'POST' ? (init.rawBody ?? JSON.stringify(body)) : undefined,
  });
  const text = await res.text();
  let parsed: FnResponse<T>['body'];
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`${name} answered ${res.status} with non-JSON: ${text.slice(0, 200)}`);
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

export function unique(tag: string): string {
  return `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

export interface SubmitOptions {
  email?: string;
  title?: string;
  corporateAccountId?: string | null;
  status?: 'unassigned' | 'pending';
  extra?: Record<string, unknown>;
}

/** Submits a question as an anonymous visitor (the public forms' path) and returns its id. */
export async function submitQuestion(
  opts: SubmitOptions = {},
): Promise<{ id: string; email: string; title: string }> {
  const email = opts.email ?? `${unique('submitter')}@example.test`;
  const title = opts.title ?? `Question ${unique('t')}`;
  const { data, error } = await anonClient().rpc('submit_question', {
    payload: {
      title,
      content: 'Can modifier 25 be billed with a preventive visit on the same day?',
      status: opts.status ?? 'unassigned',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email,
      phoneNumber: null,
      userTitle: 'Coder',
      entityInstitution: 'Test Clinic',
      zipCode: '02139',
      dateOfService: '2025-01-01',
      locationOfServiceName: 'Main Campus',
      locationOfServiceZip: '02140',
      codingQuestionType: 'Professional - Global',
      posIndicator: '11 - Office',
      corporateAccountId: opts.corporateAccountId ?? null,
      ...opts.extra,
    },
  });
  if (error) throw new Error(`submit_question failed: ${error.message}`);
  return { id: data, email, title };
}

/** A corporate account of this test run only (so counters and mailboxes are ours), with an expert assigned. */
export async function newCorporateAccount(
  questionsRemaining: number,
): Promise<{ id: string; name: string; primaryEmail: string }> {
  // a domain of its own: no two accounts may allow the same one
  const domain = `${unique('corp')}.example.test`;
  const primaryEmail = `${unique('acct')}@${domain}`;
  const { id, name } = await createCorporateAccount({
    tag: 'acct',
    questionsRemaining,
    primaryEmail,
    allowedDomains: [domain],
    experts: [DEMO.expert],
  });
  return { id, name, primaryEmail };
}
