/**
 * A held submission made directly in the database (the test stacks turn the minimum fill time
 * off, so the API would store it): what submit_question keeps for a too-fast anonymous submission.
 */
import { sql } from './support.ts';

export async function holdSubmission(
  accountId: string | null,
  fields: { title?: string; email?: string; firstName?: string } = {},
): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `insert into public.held_submissions (reason, form_elapsed_ms, corporate_account_id, client_address, submission)
     values ('too_fast', 800, $1, '198.51.100.7', jsonb_build_object(
       'title', $2::text, 'content', 'Which modifier applies here?', 'first_name', $4::text,
       'last_name', 'Held', 'email', $3::text, 'coding_question_type', 'General Coding Question',
       'phi_confirmed', false, 'corporate_account_id', $1::uuid, 'status_raw', 'unassigned'))
     returning id`,
    [
      accountId,
      fields.title ?? `Held ${Math.random().toString(36).slice(2, 8)}`,
      fields.email ?? `held-${Math.random().toString(36).slice(2, 8)}@example.test`,
      fields.firstName ?? 'Hana',
    ],
  );
  return row!.id;
}
