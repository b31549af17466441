/** Helpers for the expert workspace e2e specs: API calls as a given user, MailDev by subject. */
import type { Browser, Page } from '@playwright/test';
import { assignExperts, createUser, uniqueEmail } from '../tests/support/accounts.ts';
import { sql } from '../tests/support/db.ts';
import { env } from '../tests/support/env.ts';
import { waitForMail, type CapturedMail } from '../tests/support/mail.ts';
import { signIn } from './support/sign-in';

export { profileId } from '../tests/support/accounts.ts';
export { accessToken } from '../tests/support/sign-in.ts';

/** A signed-in page in its own browser context (each actor keeps its own session). */
export async function actor(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  return page;
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
  const { id, email } = await createUser({
    name,
    email: uniqueEmail('e2e-expert'),
    profile: { role: 'expert' },
  });
  for (const accountId of accountIds) await assignExperts(accountId, [id]);
  return email;
}

/** An anonymous partner submission through the public RPC (as the standalone forms send it). */
/**
 * An anonymous partner-form submission. submit_question auto-assigns it to the account's expert
 * (issue 11); unless `assigned` is asked for, the fixture resets it to unassigned, the state most
 * specs start from.
 */
export async function anonymousQuestion(
  accountId: string,
  title: string,
  { assigned = false }: { assigned?: boolean } = {},
): Promise<string> {
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
  if (!assigned) {
    await sql(`update public.questions set status = 'unassigned', expert_id = null where id = $1`, [
      body,
    ]);
  }
  return body as string;
}

/** Waits for a message to `address` whose subject matches. */
export async function mailWithSubject(address: string, subject: RegExp): Promise<CapturedMail> {
  return waitForMail(address, (m) => subject.test(m.subject), 20_000);
}
