/** Helpers for the expert workspace e2e specs: API calls as a given user, MailDev by subject. */
import { expect, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signIn, sql } from './claims-support';

function env(name: string): string {
  const value = process.env[name];
  if (!value)
    throw new Error(`${name} is not set: run through playwright (e2e/support/global-setup.ts)`);
  return value;
}

export async function profileId(email: string): Promise<string> {
  const [row] = await sql<{ id: string }>(
    'select id from public.profiles where lower(email) = lower($1)',
    [email],
  );
  if (!row) throw new Error(`no profile for ${email}`);
  return row.id;
}

/** A signed-in page in its own browser context (each actor keeps its own session). */
export async function actor(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

/** An access token for the user (password grant against the stack's auth service). */
export async function accessToken(email: string): Promise<string> {
  const res = await fetch(`${env('SUPABASE_URL')}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: env('SUPABASE_ANON_KEY'), 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const body = (await res.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`sign-in as ${email} failed: ${JSON.stringify(body)}`);
  return body.access_token;
}

/** Calls an RPC through the gateway as the token's user (or anon without a token). */
export async function rpc(
  name: string,
  args: unknown,
  token?: string,
): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${env('SUPABASE_URL')}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: {
      apikey: env('SUPABASE_ANON_KEY'),
      authorization: `Bearer ${token ?? env('SUPABASE_ANON_KEY')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(args),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** A new confirmed expert (admin API), assigned to the given corporate accounts only. */
export async function createExpert(accountIds: string[], name = 'Outside Expert'): Promise<string> {
  const email = `e2e-expert-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;
  const res = await fetch(`${env('SUPABASE_URL')}/auth/v1/admin/users`, {
    method: 'POST',
    headers: {
      apikey: env('SUPABASE_SERVICE_ROLE_KEY'),
      authorization: `Bearer ${env('SUPABASE_SERVICE_ROLE_KEY')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      email,
      password: DEMO_PASSWORD,
      email_confirm: true,
      user_metadata: { name },
    }),
  });
  const user = (await res.json()) as { id?: string };
  if (!user.id) throw new Error(`createUser failed: ${JSON.stringify(user)}`);
  await sql("update public.profiles set role = 'expert' where id = $1", [user.id]);
  for (const id of accountIds) {
    await sql(
      'insert into public.expert_corporate_assignments (expert_id, corporate_account_id) values ($1, $2)',
      [user.id, id],
    );
  }
  return email;
}

/** An anonymous partner submission through the public RPC (as the standalone forms send it). */
export async function anonymousQuestion(accountId: string, title: string): Promise<string> {
  const { status, body } = await rpc('submit_question', {
    payload: {
      title,
      content: 'Which modifier applies to a staged procedure in the global period?',
      status: 'unassigned',
      firstName: 'Ana',
      lastName: 'Nymous',
      email: `e2e-anon-${Date.now().toString(36)}@example.test`,
      codingQuestionType: 'Professional - Global',
      corporateAccountId: accountId,
    },
  });
  if (status !== 200) throw new Error(`submit_question: ${status} ${JSON.stringify(body)}`);
  return body as string;
}

interface Mail {
  subject: string;
  to: { address: string }[];
  text?: string;
  html?: string;
}

/** Waits for a message to `address` whose subject matches. */
export async function mailWithSubject(address: string, subject: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const all = (await (await fetch(`${env('MAIL_API_URL')}/email`)).json()) as Mail[];
        found = all.find(
          (m) =>
            subject.test(m.subject) &&
            m.to.some((t) => t.address.toLowerCase() === address.toLowerCase()),
        );
        return Boolean(found);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}
