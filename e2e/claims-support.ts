/** Helpers for the claims e2e specs: database reads (DB_URL), MailDev (MAIL_API_URL), form filling. */
import { expect, type Frame, type Page } from '@playwright/test';
import { uniqueEmail as sharedUniqueEmail } from '../tests/support/accounts.ts';
import { sql } from '../tests/support/db.ts';
import { setMailRunning, waitForMail, type CapturedMail } from '../tests/support/mail.ts';

export { DEMO_PASSWORD } from '../tests/support/accounts.ts';
export { sql } from '../tests/support/db.ts';
export { signIn } from './support/sign-in';

export const ACCOUNT_IDS = {
  'Summit Health System': 'c0000000-0000-4000-8000-000000000001',
  'Meridian Medical Devices': 'c0000000-0000-4000-8000-000000000002',
  'Lakeside University Health': 'c0000000-0000-4000-8000-000000000003',
  'Harbor Hospital Network': 'c0000000-0000-4000-8000-000000000004',
} as const;

export const DEMO_CODE = 'CLAIMDESK-DEMO';

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

export async function eventsOf(
  questionId: string,
): Promise<Array<{ event: string; to_status: string | null }>> {
  return sql(
    'select event, to_status::text as to_status from public.question_events where question_id = $1 order by created_at, id',
    [questionId],
  );
}

/** Waits for an email to `address` in MailDev and returns it. */
export async function mailTo(address: string): Promise<CapturedMail> {
  return waitForMail(address);
}

export async function mailControl(action: 'stop' | 'start'): Promise<void> {
  await setMailRunning(action === 'start');
}

export function uniqueEmail(tag: string): string {
  return sharedUniqueEmail(`e2e-${tag}`);
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
