/**
 * The spec's validation limits are enforced by the database: through submit_question with a
 * mappable error (22023 + the field's message), and by table constraints even when a caller with
 * direct table access (the service role) bypasses the RPC.
 */
import { type TestClient, type JsonObject } from '../helpers.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, apiClient, denied, freshAccount, ok, questionPayload, sql } from './db-helpers.ts';

let anon: TestClient;
let service: TestClient;
let account: { id: string };

beforeAll(async () => {
  anon = apiClient();
  service = apiClient('service');
  account = await freshAccount('limits', [DEMO.expert]);
});

const long = (n: number) => 'x'.repeat(n);

describe('submit_question validation (22023 with the message to show)', () => {
  const cases: [string, JsonObject, string][] = [
    ['missing title', { title: '  ' }, 'Title is required'],
    ['title over 200', { title: long(201) }, 'Title must be less than 200 characters'],
    ['missing content', { content: null }, 'Content is required'],
    ['missing first name', { firstName: '' }, 'First name is required'],
    ['first name over 100', { firstName: long(101) }, 'First name must be at most 100 characters'],
    ['missing last name', { lastName: null }, 'Last name is required'],
    ['last name over 100', { lastName: long(101) }, 'Last name must be at most 100 characters'],
    ['missing email', { email: '' }, 'Email is required'],
    ['invalid email', { email: 'not-an-email' }, 'Invalid email address'],
    [
      'email over 255',
      { email: `${long(250)}@example.test` },
      'Email must be at most 255 characters',
    ],
    ['zip over 10', { zipCode: long(11) }, 'Zip code must be at most 10 characters'],
    [
      'location name over 200',
      { locationOfServiceName: long(201) },
      'Location of service name must be at most 200 characters',
    ],
    [
      'location zip over 10',
      { locationOfServiceZip: long(11) },
      'Location of service zip must be at most 10 characters',
    ],
    ['unknown question type', { codingQuestionType: 'Dental' }, 'Invalid coding question type'],
    ['unknown POS indicator', { posIndicator: '99 - Moon Base' }, 'Invalid POS indicator'],
    ['year 1999', { dateOfService: 1999 }, 'Year of service must be between 2000 and 2050'],
    ['year 2051', { dateOfService: '2051' }, 'Year of service must be between 2000 and 2050'],
    [
      'date before 2000',
      { dateOfService: '1999-12-31' },
      'Year of service must be between 2000 and 2050',
    ],
    ['nonsense date', { dateOfService: 'yesterday' }, 'Invalid date of service'],
    ['status approved', { status: 'approved' }, 'Invalid status for a new question'],
    [
      'pending without account',
      { status: 'pending' },
      'A pending question needs a corporate account',
    ],
    ['malformed account id', { corporateAccountId: 'abc' }, 'Invalid corporate account id'],
  ];
  for (const [name, extra, message] of cases) {
    it(name, async () => {
      denied(
        await anon.rpc('submit_question', { payload: questionPayload(extra) }),
        '22023',
        message,
      );
    });
  }

  it('an unknown or inactive corporate account is not found (PT404)', async () => {
    denied(
      await anon.rpc('submit_question', {
        payload: questionPayload({ corporateAccountId: '00000000-0000-4000-8000-00000000cafe' }),
      }),
      'PT404',
      'Corporate account not found',
    );
  });

  it('pending with an expert not assigned to the account is refused', async () => {
    const [other] = await sql<{ id: string }>(`select id from public.profiles where email = $1`, [
      DEMO.approver,
    ]);
    denied(
      await anon.rpc('submit_question', {
        payload: questionPayload({
          status: 'pending',
          corporateAccountId: account.id,
          expertId: other!.id,
        }),
      }),
      '22023',
      'Expert is not assigned to this corporate account',
    );
  });

  it('accepts the limits exactly, normalises the unhyphenated types, and stores a year as 1 January', async () => {
    const id = ok(
      await anon.rpc('submit_question', {
        payload: questionPayload({
          title: long(200),
          firstName: long(100),
          lastName: long(100),
          zipCode: long(10),
          locationOfServiceName: long(200),
          locationOfServiceZip: long(10),
          codingQuestionType: 'Hospital Inpatient',
          posIndicator: '72 - Rural Health Clinic',
          dateOfService: 2050,
          submitterName: null,
          submitterEmail: null,
          phiConfirmed: true,
          corporateAccountId: account.id,
        }),
      }),
    );
    const [row] = await sql(
      `select coding_question_type, to_char(date_of_service, 'YYYY-MM-DD') d, submitter_name, submitter_email, phi_confirmed, status
       from public.questions where id = $1`,
      [id],
    );
    expect(row).toEqual({
      coding_question_type: 'Hospital - Inpatient',
      d: '2050-01-01',
      submitter_name: `${long(100)} ${long(100)}`,
      submitter_email: 'dana.tester@example.test',
      phi_confirmed: true,
      status: 'pending', // auto-assigned to the account's expert on submission
    });
    const out = ok(
      await anon.rpc('submit_question', {
        payload: questionPayload({
          codingQuestionType: 'Hospital Outpatient',
          dateOfService: '2024-03-15',
        }),
      }),
    );
    const [row2] = await sql(
      `select coding_question_type, to_char(date_of_service, 'YYYY-MM-DD') d from public.questions where id = $1`,
      [out],
    );
    expect(row2).toEqual({ coding_question_type: 'Hospital - Outpatient', d: '2024-03-15' });
    const general = ok(
      await anon.rpc('submit_question', {
        payload: questionPayload({ codingQuestionType: null, dateOfService: null }),
      }),
    );
    const [row3] = await sql(
      'select coding_question_type, date_of_service from public.questions where id = $1',
      [general],
    );
    expect(row3).toEqual({
      coding_question_type: 'General Coding Question',
      date_of_service: null,
    });
  });

  it('full-text search finds a question by words of its title and content (staff)', async () => {
    const word = `zebrafish${Date.now().toString(36)}`;
    const id = ok(
      await anon.rpc('submit_question', {
        payload: questionPayload({
          title: `Coding ${word} implants`,
          content: 'Which revenue codes apply to biliary stents?',
        }),
      }),
    );
    const admin = apiClient();
    await admin.auth.signInWithPassword({ email: DEMO.admin, password: 'ClaimDesk-demo-2026' });
    const byTitle = ok(
      await admin
        .from('questions')
        .select('id')
        .textSearch('search', word, { config: 'english', type: 'websearch' }),
      1,
    );
    expect(byTitle[0]!.id).toBe(id);
    const byStem = ok(
      await admin
        .from('questions')
        .select('id')
        .eq('id', id)
        .textSearch('search', 'stent', { config: 'english', type: 'websearch' }),
      1,
    );
    expect(byStem).toHaveLength(1);
  });
});

describe('table constraints hold even without the RPC (service role, direct insert)', () => {
  const base = { title: 'T', content: 'C', first_name: 'A', last_name: 'B', email: 'a@b.co' };
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['title over 200', { title: long(201) }, '23514', 'questions_title_length'],
    ['blank content', { content: '   ' }, '23514', 'questions_content_length'],
    ['first name over 100', { first_name: long(101) }, '23514', 'questions_first_name_length'],
    ['invalid email', { email: 'nope' }, '23514', 'questions_email_format'],
    ['zip over 10', { zip_code: long(11) }, '23514', 'questions_zip_code_length'],
    [
      'location name over 200',
      { location_of_service_name: long(201) },
      '23514',
      'questions_location_of_service_name_length',
    ],
    [
      'unhyphenated type',
      { coding_question_type: 'Hospital Inpatient' },
      '23514',
      'questions_coding_question_type_valid',
    ],
    ['unknown POS', { pos_indicator: '12 - Home' }, '23514', 'questions_pos_indicator_valid'],
    ['year 2051', { date_of_service: '2051-01-01' }, '23514', 'questions_date_of_service_range'],
    ['missing first name', { first_name: null }, '23502', 'first_name'],
    ['unknown status', { status: 'closed' }, '22P02', 'question_status'],
  ];
  for (const [name, extra, code, hint] of cases) {
    it(name, async () => {
      const res = await service.from('questions').insert({ ...base, ...extra });
      denied(res, code);
      expect(res.error!.message).toContain(hint);
    });
  }

  it('profile quota below -1 and corporate counter below 0 are refused', async () => {
    const [p] = await sql<{ id: string }>('select id from public.profiles where email = $1', [
      DEMO.user,
    ]);
    const res = await service.from('profiles').update({ questions_remaining: -2 }).eq('id', p!.id);
    denied(res, '23514');
    expect(res.error!.message).toContain('profiles_questions_remaining_min');
    const acc = await service
      .from('corporate_accounts')
      .update({ questions_remaining: -1 })
      .eq('id', account.id);
    denied(acc, '23514');
    expect(acc.error!.message).toContain('corporate_accounts_questions_remaining_min');
  });

  it('an answer cannot be both approved and rejected, and a rejection needs a reason', async () => {
    const [q] = await sql<{ id: string }>(`select id from public.questions limit 1`);
    denied(
      await service.from('answers').insert({
        question_id: q!.id,
        content: 'x',
        approved_at: new Date().toISOString(),
        rejected_at: new Date().toISOString(),
        rejection_reason: 'r',
      }),
      '23514',
    );
    denied(
      await service
        .from('answers')
        .insert({ question_id: q!.id, content: 'x', rejected_at: new Date().toISOString() }),
      '23514',
    );
  });

  it('deleting a user keeps their questions (user_id becomes null) and their history', async () => {
    const email = `db-delete-${Date.now()}@example.test`;
    const { data } = await service.auth.admin.createUser({
      email,
      password: 'ClaimDesk-demo-2026',
      email_confirm: true,
    });
    const uid = data.user!.id;
    const client = apiClient();
    await client.auth.signInWithPassword({ email, password: 'ClaimDesk-demo-2026' });
    const q = ok(
      await client.rpc('submit_question', { payload: questionPayload({ userId: uid }) }),
    );
    const { error } = await service.auth.admin.deleteUser(uid);
    expect(error).toBeNull();
    const [row] = await sql('select user_id, title from public.questions where id = $1', [q]);
    expect(row!.user_id).toBeNull();
    const [ev] = await sql(
      'select count(*)::int n, count(actor_id)::int actors from public.question_events where question_id = $1',
      [q],
    );
    expect(ev).toEqual({ n: 1, actors: 0 });
    expect(await sql('select 1 from public.profiles where id = $1', [uid])).toHaveLength(0);
  });
});
