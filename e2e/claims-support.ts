/**
 * What only the claims e2e specs need: the seeded partners, the demo gate, claim rows and events,
 * form filling. Signing in, accounts, SQL and mail come from tests/support/ and e2e/support/.
 */
import { expect, type Frame, type Page } from '@playwright/test';
import { sql } from '../tests/support/db.ts';
import { env } from '../tests/support/env.ts';

export const ACCOUNT_IDS = {
  'Summit Health System': 'c0000000-0000-4000-8000-000000000001',
  'Meridian Medical Devices': 'c0000000-0000-4000-8000-000000000002',
  'Lakeside University Health': 'c0000000-0000-4000-8000-000000000003',
  'Harbor Hospital Network': 'c0000000-0000-4000-8000-000000000004',
} as const;

export const DEMO_CODE = 'CLAIMDESK-DEMO';

/** The seeded demo-gated partners. */
const GATED_SLUGS = ['lakeside-university-health', 'harbor-hospital-network'];

/** A demo-access token for one partner from the server (verify_demo_access), as the gate stores it. */
export async function demoToken(slug: string): Promise<string> {
  const res = await fetch(`${env('SUPABASE_URL')}/rest/v1/rpc/verify_demo_access`, {
    method: 'POST',
    headers: { apikey: env('SUPABASE_ANON_KEY'), 'content-type': 'application/json' },
    body: JSON.stringify({ code: DEMO_CODE, account: slug }),
  });
  const token = (await res.json()) as unknown;
  if (typeof token !== 'string')
    throw new Error(`verify_demo_access answered ${JSON.stringify(token)}`);
  return token;
}

/** Opens gated pages already unlocked: the UI flag and the server's token, as the gate leaves them. */
export async function unlockDemo(page: Page): Promise<void> {
  // one token per gated partner, space-separated, as the gates store them
  const token = (await Promise.all(GATED_SLUGS.map(demoToken))).join(' ');
  await page.addInitScript((t) => {
    localStorage.setItem('demo-access', 'granted');
    localStorage.setItem('demo-access-token', t);
  }, token);
}

export async function accountRemaining(accountId: string): Promise<number> {
  const [row] = await sql<{ questions_remaining: number }>(
    'select questions_remaining from public.corporate_accounts where id = $1',
    [accountId],
  );
  return row!.questions_remaining;
}

export interface QuestionRow {
  id: string;
  title: string;
  content: string;
  status: string;
  user_id: string | null;
  expert_id: string | null;
  corporate_account_id: string | null;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string | null;
  user_title: string | null;
  entity_institution: string | null;
  zip_code: string | null;
  submitter_name: string | null;
  submitter_email: string | null;
  coding_question_type: string;
  date_of_service: string | null;
  location_of_service_name: string | null;
  location_of_service_zip: string | null;
  pos_indicator: string | null;
  phi_confirmed: boolean;
}

/** The question stored for a submitter email (waits for it: the UI answers before we read). */
export async function questionByEmail(email: string): Promise<QuestionRow> {
  let rows: QuestionRow[] = [];
  await expect
    .poll(async () => {
      rows = await sql<QuestionRow>(
        `select *, to_char(date_of_service, 'YYYY-MM-DD') as date_of_service from public.questions where email = $1`,
        [email],
      );
      return rows.length;
    })
    .toBe(1);
  return rows[0]!;
}

/** The first question a demo submitter asked, by their email (the seed gives each some). */
export async function firstQuestionOf(email: string): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `select q.id from public.questions q join public.profiles p on p.id = q.user_id
      where lower(p.email) = lower($1) order by q.created_at, q.id limit 1`,
    [email],
  );
  if (!row) throw new Error(`the seed has no question of ${email}`);
  return row.id;
}

export async function eventsOf(
  questionId: string,
): Promise<Array<{ event: string; to_status: string | null }>> {
  return sql(
    'select event, to_status::text as to_status from public.question_events where question_id = $1 order by created_at, seq',
    [questionId],
  );
}

type Scope = Page | Frame;

const exact = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);

export function field(scope: Scope, label: string) {
  return scope.getByLabel(exact(label));
}

export async function fillClaim(
  scope: Scope,
  values: {
    firstName?: string;
    lastName?: string;
    email: string;
    type?: string;
    title: string;
    content: string;
    titleLabel?: string;
    contentLabel?: string;
  },
) {
  await field(scope, 'First Name').fill(values.firstName ?? 'Erin');
  await field(scope, 'Last Name').fill(values.lastName ?? 'Tester');
  await field(scope, 'Email').fill(values.email);
  await field(scope, 'Coding Question Type').selectOption(values.type ?? 'General Coding Question');
  await field(scope, values.titleLabel ?? 'Question Summary').fill(values.title);
  await field(scope, values.contentLabel ?? 'Question').fill(values.content);
}

/**
 * "Fill Test Data", then the values the test types over the samples (label → value): waits until
 * the samples have landed (the "Test Data Loaded" banner and the blank Email) before typing, and
 * checks every typed value is still there, so the caller submits what it typed.
 */
export async function fillTestDataWith(page: Page, typed: Record<string, string>): Promise<void> {
  await page.getByRole('button', { name: 'Fill Test Data' }).click();
  await expect(page.getByText('Test Data Loaded')).toBeVisible();
  await expect(field(page, 'Email')).toHaveValue('');
  for (const [label, value] of Object.entries(typed)) await field(page, label).fill(value);
  for (const [label, value] of Object.entries(typed))
    await expect(field(page, label), `the typed ${label}`).toHaveValue(value);
}
