/**
 * The demo data itself (supabase/seed.sql on a fresh PostgreSQL database, nothing else in it):
 * every id is a valid RFC 9562 UUID (the edge functions and the Smartsheet sync refuse others), no
 * text looks like patient information, and the questions read as real coding questions, each with
 * its own answer (docs/decisions.md, "Demo data").
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectPhi } from '@/lib/phi-detector';
import { createTestDatabase, type TestDatabase } from './support.ts';

/** RFC 9562: version nibble 1–8, variant bits 10xx. */
const RFC_9562 = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('seed.sql demo data', () => {
  let db: TestDatabase;
  let client: pg.Client;

  beforeAll(async () => {
    db = await createTestDatabase('seed');
    client = new pg.Client({ connectionString: db.url });
    await client.connect();
  });
  afterAll(async () => {
    await client?.end();
    await db?.drop();
  });

  async function column(query: string): Promise<string[]> {
    const { rows } = await client.query<{ v: string }>(query);
    return rows.map((r) => r.v);
  }

  it('every seeded id is a valid RFC 9562 UUID', async () => {
    const ids = await column(`
      select id::text v from public.questions
      union all select id::text from public.answers
      union all select answer_id::text from public.question_events where answer_id is not null
      union all select question_id::text from public.question_events
      union all select id::text from public.corporate_accounts
      union all select id::text from public.profiles
      union all select id::text from auth.users`);
    expect(ids.length).toBeGreaterThan(100);
    expect(ids.filter((id) => !RFC_9562.test(id))).toEqual([]);
  });

  it('no seeded text looks like patient information', async () => {
    const texts = await column(`
      select title v from public.questions
      union all select content from public.questions
      union all select coalesce(location_of_service_name, '') from public.questions
      union all select content from public.answers
      union all select coalesce(rejection_reason, '') from public.answers`);
    expect(texts.length).toBeGreaterThan(100);
    const flagged = texts
      .map((text) => ({ text, findings: detectPhi(text) }))
      .filter((t) => t.findings.length > 0);
    expect(flagged).toEqual([]);
  });

  it('questions and answers are distinct and coherent, with several rejected-and-revised histories', async () => {
    const { rows: questions } = await client.query<{
      title: string;
      content: string;
      coding_question_type: string;
      pos_indicator: string | null;
      location_of_service_name: string | null;
    }>(
      'select title, content, coding_question_type, pos_indicator, location_of_service_name from public.questions',
    );
    expect(questions).toHaveLength(40);
    expect(new Set(questions.map((q) => q.title)).size).toBe(40);
    expect(new Set(questions.map((q) => q.content)).size).toBe(40);
    for (const q of questions) {
      const professional = q.coding_question_type.startsWith('Professional');
      expect(q.pos_indicator !== null, q.title).toBe(professional);
      expect(q.location_of_service_name === null, q.title).toBe(
        q.coding_question_type === 'General Coding Question',
      );
    }
    const answers = await column('select content v from public.answers');
    expect(new Set(answers).size).toBe(answers.length);
    // a rejected first answer, then: still pending, revised and awaiting approval, or approved
    const histories = await column(`
      select q.status::text v from public.questions q
      where exists (select 1 from public.answers a where a.question_id = q.id and a.rejected_at is not null)`);
    expect(histories.length).toBeGreaterThanOrEqual(4);
    expect(new Set(histories)).toEqual(new Set(['pending', 'awaiting_approval', 'approved']));
  });
});
