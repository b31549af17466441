/** Helpers for the expert workspace's integration tests. */
import pg from 'pg';
import { anonClient, DEMO, env, signedIn, sql, uniqueEmail, type TestClient } from '../helpers.ts';
import {
  assignExperts,
  createCorporateAccount,
  createUser,
  profileId,
} from '../../support/accounts.ts';

/** The shared integration clients (../helpers.ts); SQL nulls go through its `sqlArgs`. */
export type Client = TestClient;
export { anonClient, newUser, serviceClient, signedIn } from '../helpers.ts';

export const ACCOUNT_SLUGS = {
  summit: 'summit-health',
  meridian: 'meridian-medical',
  lakeside: 'lakeside-university-health',
  harbor: 'harbor-hospital-network',
} as const;

export async function accountId(slug: string): Promise<string> {
  const rows = await sql<{ id: string }>(
    'select id from public.corporate_accounts where slug = $1',
    [slug],
  );
  if (!rows[0]) throw new Error(`no corporate account ${slug}`);
  return rows[0].id;
}

export const userId = profileId;

/** An anonymous partner-form submission (unassigned), as the standalone forms send it. Returns the id. */
export async function anonymousSubmission(opts: {
  accountSlug: string;
  email?: string;
  title?: string;
  content?: string;
  type?: string;
}): Promise<{ id: string; email: string; title: string }> {
  const email = opts.email ?? uniqueEmail('submitter');
  const title = opts.title ?? `Modifier question ${Math.random().toString(36).slice(2, 8)}`;
  const { data, error } = await anonClient().rpc('submit_question', {
    payload: {
      title,
      content: opts.content ?? 'Is modifier 25 appropriate with a minor procedure on the same day?',
      status: 'unassigned',
      firstName: 'Pat',
      lastName: 'Submitter',
      email,
      codingQuestionType: opts.type ?? 'Professional - Global',
      corporateAccountId: await accountId(opts.accountSlug),
    },
  });
  if (error) throw new Error(`submit_question failed: ${error.message}`);
  return { id: data, email, title };
}

/** A new confirmed user turned into an expert (optionally approver) assigned to the given accounts. */
export async function newExpert(opts: { approver?: boolean; accountSlugs?: string[] } = {}) {
  const { id, email } = await createUser({
    name: 'Temp Expert',
    email: uniqueEmail('expert'),
    profile: { role: 'expert', isApprover: opts.approver ?? false },
  });
  for (const slug of opts.accountSlugs ?? []) await assignExperts(await accountId(slug), [id]);
  return { id, email, client: await signedIn(email) };
}

/**
 * Runs `fn` inside a transaction on a superuser connection that is always rolled back, so a test
 * can empty tables and arrange exact data without disturbing the shared database.
 */
export async function withRollback<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: env('DB_URL') });
  await c.connect();
  try {
    await c.query('begin');
    return await fn(c);
  } finally {
    await c.query('rollback').catch(() => {});
    await c.end();
  }
}

/** Inside withRollback: call an RPC as the given user (role authenticated, JWT claims set). */
export async function callAs<T extends pg.QueryResultRow = Record<string, unknown>>(
  c: pg.Client,
  uid: string,
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  await c.query('savepoint as_user');
  try {
    await c.query(`select set_config('request.jwt.claims', $1, true)`, [
      JSON.stringify({ sub: uid, role: 'authenticated' }),
    ]);
    await c.query('set local role authenticated');
    const rows = (await c.query<T>(text, params)).rows;
    await c.query('reset role');
    await c.query('release savepoint as_user');
    return rows;
  } catch (e) {
    await c.query('rollback to savepoint as_user');
    throw e;
  }
}

export { DEMO, sql };

/** A fresh active corporate account (unique name and slug) for tests that need one to themselves. */
export async function newAccount(
  tag = 'acct',
): Promise<{ id: string; name: string; slug: string }> {
  return createCorporateAccount({ tag, questionsRemaining: 100 });
}
