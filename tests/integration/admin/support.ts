/** Helpers for the admin console's integration tests (on top of the db and expert helpers). */
import type { JsonObject, Tables, TestClient } from '../helpers.ts';
import { DEMO, freshUser, signIn, sql } from '../db/db-helpers.ts';

export {
  type Actor,
  Cells,
  DEMO,
  apiClient,
  denied,
  freshAccount,
  freshUser,
  none,
  ok,
  questionPayload,
  signIn,
  signInActors,
  sql,
  submit,
  submitUnassigned,
} from '../db/db-helpers.ts';
export { callAs, withRollback } from '../expert/support.ts';

export const ADMIN_ID = '00000000-0000-4000-8000-0000000000a1';
export const EXPERT_ID = '00000000-0000-4000-8000-0000000000a3';
export const APPROVER_ID = '00000000-0000-4000-8000-0000000000a2';

/** An admin_events row; the audit's old and new values are JSON objects. */
export type AdminEvent = Omit<Tables<'admin_events'>, 'old_values' | 'new_values'> & {
  old_values: JsonObject | null;
  new_values: JsonObject | null;
};

/** An admin_events row as pg returns it. */
type AdminEventRow = Omit<AdminEvent, 'id'> & { id: string }; // pg returns bigint as text

/** The audit rows about one target, oldest first (read with the superuser). */
export async function eventsFor(targetId: string, action?: string): Promise<AdminEvent[]> {
  return sql<AdminEventRow>(
    `select * from public.admin_events where target_id = $1 and ($2::text is null or action = $2)
     order by id`,
    [targetId, action ?? null],
  ).then((rows) => rows.map((r) => ({ ...r, id: Number(r.id) })));
}

/** The newest audit row id (0 when empty), to look only at what a test wrote after it. */
export async function lastEventId(): Promise<number> {
  const [row] = await sql<{ id: string | null }>('select max(id) as id from public.admin_events');
  return Number(row?.id ?? 0);
}

export type QuestionEvent = Pick<
  Tables<'question_events'>,
  'event' | 'from_status' | 'to_status' | 'reason' | 'actor_id' | 'expert_id'
>;

export async function historyOf(questionId: string): Promise<QuestionEvent[]> {
  return sql<QuestionEvent>(
    `select event, from_status, to_status, reason, actor_id, expert_id
     from public.question_events where question_id = $1 order by created_at, seq`,
    [questionId],
  );
}

type QuestionRow = Pick<Tables<'questions'>, 'status' | 'expert_id' | 'corporate_account_id'>;

export async function questionRow(id: string): Promise<QuestionRow> {
  const [row] = await sql<QuestionRow>(
    'select status, expert_id, corporate_account_id from public.questions where id = $1',
    [id],
  );
  if (!row) throw new Error(`no question ${id}`);
  return row;
}

/** The demo admin, signed in (one client per test file). */
let admin: TestClient | null = null;
export async function adminClient(): Promise<TestClient> {
  admin ??= await signIn(DEMO.admin);
  return admin;
}

/** A fresh expert (optionally approver), signed in. */
export const freshExpert = (tag: string, approver = false) =>
  freshUser(tag, { role: 'expert', is_approver: approver });

/** Inserts a question directly (superuser) with the given fields; returns its id. */
export async function insertQuestion(
  fields: {
    status?: string;
    expert_id?: string | null;
    corporate_account_id?: string | null;
    created_at?: string;
    coding_question_type?: string;
    title?: string;
  } = {},
): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `insert into public.questions (title, content, status, expert_id, corporate_account_id, created_at,
       coding_question_type, first_name, last_name, email, submitter_name, submitter_email)
     values ($1, 'Which modifier applies here?', $2::public.question_status, $3, $4, coalesce($5::timestamptz, now()),
       $6, 'Quinn', 'Admin-Test', 'quinn@example.test', 'Quinn Admin-Test', 'quinn@example.test')
     returning id`,
    [
      fields.title ?? `Admin test question ${Math.random().toString(36).slice(2, 8)}`,
      fields.status ?? 'unassigned',
      fields.expert_id ?? null,
      fields.corporate_account_id ?? null,
      fields.created_at ?? null,
      fields.coding_question_type ?? 'General Coding Question',
    ],
  );
  return row!.id;
}

/** Inserts an answer directly (superuser); returns its id. */
export async function insertAnswer(fields: {
  question_id: string;
  expert_id: string | null;
  created_at?: string;
  approved_at?: string | null;
  approved_by?: string | null;
  rejected_at?: string | null;
  rejected_by?: string | null;
}): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `insert into public.answers (question_id, expert_id, content, created_at, approved_at, approved_by,
       rejected_at, rejected_by, rejection_reason)
     values ($1, $2, 'Use modifier 59 with documentation.', coalesce($3::timestamptz, now()), $4, $5, $6, $7,
       case when $6::timestamptz is not null then 'Cite the NCCI chapter.' end)
     returning id`,
    [
      fields.question_id,
      fields.expert_id,
      fields.created_at ?? null,
      fields.approved_at ?? null,
      fields.approved_by ?? null,
      fields.rejected_at ?? null,
      fields.rejected_by ?? null,
    ],
  );
  return row!.id;
}
