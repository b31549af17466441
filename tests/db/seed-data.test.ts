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

  it('the knowledge base has five published articles, one per question type, from approved answers', async () => {
    const { rows } = await client.query<{
      type: string;
      status: string;
      same_answer: boolean;
      refusal: string | null;
      events: string;
    }>(`
      select k.coding_question_type as type, q.status::text as status,
        k.answer = a.content as same_answer,
        public.kb_article_refusal(q.id, k.title, k.question, k.answer) as refusal,
        (select string_agg(e.event || ':' || p.email, ',') from public.kb_article_events e
          join public.profiles p on p.id = e.actor_id where e.article_id = k.id) as events
      from public.kb_articles k
      join public.questions q on q.id = k.question_id
      join public.answers a on a.id = k.answer_id
      where k.published and k.corporate_account_id is null`);
    expect(rows).toHaveLength(5);
    expect(new Set(rows.map((r) => r.type)).size).toBe(5);
    for (const r of rows) {
      expect(r).toMatchObject({ status: 'approved', same_answer: true, refusal: null });
      expect(r.events).toBe('published:approver@claimdesk.test');
    }
    const texts = await column(
      'select title v from public.kb_articles union all select question from public.kb_articles union all select answer from public.kb_articles',
    );
    expect(texts.filter((t) => detectPhi(t).length > 0)).toEqual([]);
  });
});
