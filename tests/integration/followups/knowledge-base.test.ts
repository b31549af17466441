/**
 * The knowledge base (docs/spec-notes.md, "Knowledge base") through the real API, across anon, a
 * user, a corporate user, an expert, an approver and an admin: publishing (approvers only, approved
 * questions only, PHI screened, the submitter never published), partner-only visibility,
 * unpublishing, the recorded history, search, suggestions (public forms only where the partner
 * allows it), the metrics with deflection, and two approvers publishing the same question at once.
 */
import type { TestClient } from '../helpers.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, DEMO_PASSWORD } from '../../support/accounts.ts';
import {
  DEMO,
  apiClient,
  clearOfSettingWindow,
  denied,
  freshAccount,
  ok,
  signIn,
  sql,
  submit,
  submitUnassigned,
  signInActors,
  type Actor,
} from '../db/db-helpers.ts';

let c: Record<Actor, TestClient>;
let partnerUser: TestClient;
let secondApprover: TestClient;
let expertId: string;
let account: { id: string; name: string; slug: string };
const tag = `kbq${Math.random().toString(36).slice(2, 7)}`;

/** A question of the test account answered and approved through the RPCs; returns its id. */
async function approvedQuestion(
  title: string,
  answer: string,
  submitter: Record<string, unknown> = {},
  client: TestClient = c.anon,
): Promise<string> {
  const id = await submitUnassigned(client, {
    corporateAccountId: account.id,
    title,
    content: `Submitted by Dana Tester: ${title}`,
    submitterName: 'Dana Tester',
    submitterEmail: 'dana.tester@example.test',
    ...submitter,
  });
  ok(await c.admin.rpc('assign_expert', { question_id: id, expert_id: expertId }));
  const answerId = ok(await c.expert.rpc('add_answer', { question_id: id, content: answer }));
  ok(await c.approver.rpc('approve_answer', { answer_id: answerId }));
  return id;
}

const publish = (
  client: TestClient,
  questionId: string,
  title: string,
  question: string,
  partnerOnly = false,
) =>
  client.rpc('kb_publish_article', {
    p_question_id: questionId,
    p_title: title,
    p_question: question,
    p_partner_only: partnerOnly,
  });

let allQuestion: string;
let allArticle: string;

beforeAll(async () => {
  c = await signInActors();
  expertId = (
    await sql<{ id: string }>('select id from public.profiles where email = $1', [DEMO.expert])
  )[0]!.id;
  account = await freshAccount('kb', [DEMO.expert, DEMO.approver]);
  const partner = await createUser({ name: 'Partner Coder' });
  await sql(
    'update public.profiles set corporate_account_id = $2, is_corporate_user = true where id = $1',
    [partner.id, account.id],
  );
  partnerUser = await signIn(partner.email, DEMO_PASSWORD);
  const second = await createUser({
    name: 'Second Approver',
    profile: { role: 'expert', isApprover: true },
  });
  secondApprover = await signIn(second.email, DEMO_PASSWORD);
  allQuestion = await approvedQuestion(
    `Telehealth ${tag} place of service 10 for a home visit`,
    `Use POS 10 when the patient is at home (${tag}).`,
  );
});

describe('kb_publish_article', () => {
  it('only approvers publish; the article holds the edited text and the approved answer, never the submitter', async () => {
    for (const actor of ['anon', 'user', 'corporate', 'expert', 'admin'] as const) {
      denied(await publish(c[actor], allQuestion, 'x', 'y'), '42501');
    }
    allArticle = ok(
      await publish(
        c.approver,
        allQuestion,
        `Telehealth ${tag}: place of service for a home visit`,
        `Which place of service applies to a telehealth visit with the patient at home (${tag})?`,
      ),
    );
    const rows = ok(await c.user.rpc('kb_get_article', { p_article_id: allArticle }), 1);
    const article = rows[0]!;
    expect(article.answer).toBe(`Use POS 10 when the patient is at home (${tag}).`);
    expect(article.question_id).toBeNull(); // users never learn which question it was
    expect(JSON.stringify(article)).not.toMatch(/Dana|dana\.tester|example\.test/);
    const staff = ok(await c.expert.rpc('kb_get_article', { p_article_id: allArticle }), 1);
    expect(staff[0]!.question_id).toBe(allQuestion);
  });

  it('refuses questions without an approved answer (PT409) and text that looks like PHI (22023)', async () => {
    const pending = await submit(c.anon, { corporateAccountId: account.id });
    denied(await publish(c.approver, pending, 'A title', 'A question'), 'PT409');
    const q = await approvedQuestion(`PHI ${tag} check`, 'Report 99213.');
    denied(
      await publish(c.approver, q, 'Patient John Smith follow-up', 'Which code?'),
      '22023',
      /patient information/,
    );
    denied(await publish(c.approver, q, 'A follow-up', 'DOB 01/02/1960, which code?'), '22023');
    expect((await sql('select 1 from public.kb_articles where question_id = $1', [q])).length).toBe(
      0,
    );
  });

  it("refuses the submitter's name, email and institution, the account's name and dates, saying what and where", async () => {
    const submitter = {
      firstName: 'Marguerite',
      lastName: 'Okonkwo-Lee',
      submitterName: 'Marguerite Okonkwo-Lee',
      email: 'm.okonkwo@clinic.example',
      submitterEmail: 'm.okonkwo@clinic.example',
      entityInstitution: 'Riverbend Family Practice',
    };
    const answer = `Report 99214 with modifier 25 (${tag}).`;
    const q = await approvedQuestion(`Identifiers ${tag}`, answer, submitter);
    const clean = `Is modifier 25 reported with a minor procedure on the same day (${tag})?`;
    const refusals: [string, string, string][] = [
      // names: any of the submitter's names of 3+ letters, whole word, any case
      [
        `Okonkwo ${tag} modifier 25`,
        clean,
        "The article still contains the submitter's name (in the title)",
      ],
      [
        'Modifier 25 on the same day',
        `Dr. asked for MARGUERITE: ${clean}`,
        "The article still contains the submitter's name (in the question)",
      ],
      [
        'Modifier 25 on the same day',
        `Lee says: ${clean}`,
        "The article still contains the submitter's name (in the question)",
      ],
      [
        'Modifier 25 on the same day',
        `Reply to M.Okonkwo@Clinic.example: ${clean}`,
        "The article still contains the submitter's name (in the question), the submitter's email (in the question)",
      ],
      [
        'Modifier 25 on the same day',
        `Seen at riverbend   family practice: ${clean}`,
        "The article still contains the submitter's institution (in the question)",
      ],
      [
        `${account.name}: modifier 25`,
        clean,
        "The article still contains the partner account's name (in the title)",
      ],
      ...[
        '2026-01-05',
        '1/5/2026',
        '01-05-26',
        'January 5, 2026',
        'Jan. 5th 2026',
        '5 January 2026',
      ].map((date): [string, string, string] => [
        'Modifier 25 on the same day',
        `Visit of ${date}: ${clean}`,
        'The article still contains a date (in the question)',
      ]),
      [
        `Okonkwo on 3/4/2025`,
        `Marguerite asks: ${clean}`,
        "The article still contains the submitter's name (in the title and the question), a date (in the title)",
      ],
    ];
    for (const [title, question, message] of refusals) {
      denied(await publish(c.approver, q, title, question), '22023', message);
    }
    expect(await sql('select 1 from public.kb_articles where question_id = $1', [q])).toEqual([]);

    // whole words only: "leeway" is not "Lee"; a bare year is no date
    const id = ok(
      await publish(
        c.approver,
        q,
        `Modifier 25 leeway ${tag}`,
        `How much leeway do coders have with modifier 25 since 2023 (${tag})?`,
      ),
    );
    const rows = ok(await c.user.rpc('kb_get_article', { p_article_id: id }), 1);
    expect(rows[0]).toMatchObject({ title: `Modifier 25 leeway ${tag}`, answer });
  });

  it('refuses an approved answer that names the submitter: it is published as approved', async () => {
    const q = await approvedQuestion(
      `Answer names ${tag}`,
      `Dana, report 99213 for this visit (${tag}).`,
    );
    denied(
      await publish(c.approver, q, 'A follow-up visit', 'Which E/M level applies?'),
      '22023',
      "The article still contains the submitter's name (in the approved answer)",
    );
    const dated = await approvedQuestion(
      `Answer dates ${tag}`,
      `For the visit on 2025-03-04, report 99213 (${tag}).`,
    );
    denied(
      await publish(c.approver, dated, 'A follow-up visit', 'Which E/M level applies?'),
      '22023',
      'The article still contains a date (in the approved answer)',
    );
  });

  it("refuses the signed-in submitter's profile name too", async () => {
    const person = await createUser({ name: 'Rosalind Featherstone' });
    const client = await signIn(person.email, DEMO_PASSWORD);
    const q = await approvedQuestion(
      `Profile ${tag}`,
      `Report J1100 per unit (${tag}).`,
      { userId: person.id, corporateAccountId: null },
      client,
    );
    denied(
      await publish(c.approver, q, `Featherstone ${tag}: J1100 units`, 'How are units counted?'),
      '22023',
      "The article still contains the submitter's name (in the title)",
    );
  });

  it('nobody reads or writes the tables directly', async () => {
    for (const actor of ['anon', 'user', 'corporate', 'expert', 'approver', 'admin'] as const) {
      const res = await c[actor].from('kb_articles').select('id');
      expect(res.error?.code, actor).toBe('42501');
    }
  });
});

describe('visibility, search and unpublish', () => {
  it("a partner-only article is read and found by that partner's users and staff only", async () => {
    const q = await approvedQuestion(`Device ${tag} C-code partner`, `Report C1713 (${tag}).`);
    const id = ok(
      await publish(
        c.approver,
        q,
        `Device ${tag} C-code`,
        `Which C-code for the anchor (${tag})?`,
        true,
      ),
    );
    const search = (client: TestClient) =>
      client.rpc('kb_search_articles', { p_search: `${tag} C-code` });
    expect(ok(await search(partnerUser)).map((r) => r.id)).toContain(id);
    expect(ok(await search(c.expert)).map((r) => r.id)).toContain(id);
    for (const actor of ['user', 'corporate'] as const) {
      expect(ok(await search(c[actor])).map((r) => r.id)).not.toContain(id);
      ok(await c[actor].rpc('kb_get_article', { p_article_id: id }), 0);
    }
    denied(await search(c.anon), '42501');
  });

  it('search filters by coding question type; unpublish hides the article; every change is recorded', async () => {
    const found = ok(await c.user.rpc('kb_search_articles', { p_search: `telehealth ${tag}` }));
    expect(found.map((r) => r.id)).toContain(allArticle);
    const type = found.find((r) => r.id === allArticle)!.coding_question_type;
    const other =
      type === 'Hospital - Inpatient' ? 'Professional - Global' : 'Hospital - Inpatient';
    expect(
      ok(
        await c.user.rpc('kb_search_articles', { p_search: `telehealth ${tag}`, p_type: other }),
      ).map((r) => r.id),
    ).not.toContain(allArticle);

    denied(await c.expert.rpc('kb_unpublish_article', { p_article_id: allArticle }), '42501');
    ok(await c.approver.rpc('kb_unpublish_article', { p_article_id: allArticle }));
    denied(await c.approver.rpc('kb_unpublish_article', { p_article_id: allArticle }), 'PT409');
    ok(await c.user.rpc('kb_get_article', { p_article_id: allArticle }), 0);
    expect(
      ok(await c.user.rpc('kb_search_articles', { p_search: `telehealth ${tag}` })).map(
        (r) => r.id,
      ),
    ).not.toContain(allArticle);
    // re-publishing after an edit brings it back, recorded as an update
    ok(
      await publish(
        c.approver,
        allQuestion,
        `Telehealth ${tag}: POS for home visits`,
        'Which POS at home?',
      ),
    );
    const events = ok(
      await c.expert
        .from('kb_article_events')
        .select('event')
        .eq('article_id', allArticle)
        .order('created_at'),
    );
    expect(events.map((e) => e.event)).toEqual(['published', 'unpublished', 'updated']);
    expect(
      ok(await c.user.from('kb_article_events').select('id').eq('article_id', allArticle)),
    ).toEqual([]);
  });
});

describe('suggestions and metrics', () => {
  it('signed-in users get up to 3 suggestions; anon only on a partner that allows it', async () => {
    const text = `telehealth ${tag} home`;
    const mine = ok(await c.user.rpc('kb_suggest_articles', { p_text: text }));
    expect(mine.length).toBeLessThanOrEqual(3);
    expect(mine.map((r) => r.id)).toContain(allArticle);
    const anon = () =>
      c.anon.rpc('kb_suggest_articles', { p_text: text, p_account_slug: account.slug });
    expect(ok(await anon())).toEqual([]);
    // only admins turn the partner's setting on (audited)
    const setting = { p_id: account.id, p_flag: 'kb_public_suggestions', p_on: true };
    for (const actor of ['anon', 'user', 'corporate', 'expert', 'approver'] as const) {
      denied(await c[actor].rpc('admin_set_account_flag', setting), '42501');
    }
    expect(ok(await anon())).toEqual([]);
    ok(await c.admin.rpc('admin_set_account_flag', setting));
    const flags = ok(await c.admin.rpc('admin_account_flags'));
    expect(flags.find((f) => f.id === account.id)?.kb_public_suggestions).toBe(true);
    denied(await c.expert.rpc('admin_account_flags'), '42501');
    const audit = await sql<{ new_values: { kb_public_suggestions: boolean } }>(
      "select new_values from public.admin_events where target_id = $1 and action = 'account.update' order by id desc limit 1",
      [account.id],
    );
    expect(audit[0]?.new_values).toEqual({ kb_public_suggestions: true });
    expect(ok(await anon()).map((r) => r.id)).toContain(allArticle);
    expect(ok(await c.anon.rpc('kb_suggest_articles', { p_text: text }))).toEqual([]);
  });

  it("anon: the partner's slug in any case finds it; calls are rate-limited per address", async () => {
    await sql('update public.corporate_accounts set kb_public_suggestions = true where id = $1', [
      account.id,
    ]);
    const text = `telehealth ${tag} home`;
    for (const slug of [account.slug.toUpperCase(), `  ${account.slug} `]) {
      const rows = ok(
        await apiClient().rpc('kb_suggest_articles', { p_text: text, p_account_slug: slug }),
      );
      expect(rows.map((r) => r.id)).toContain(allArticle);
    }

    const key = 'limit.kb_suggestions_per_address';
    const [old] = await sql<{ value: string }>(
      'select value from public.app_settings where key = $1',
      [key],
    );
    expect(old?.value).toBe('120');
    await sql('update public.app_settings set value = $2 where key = $1', [key, '3']);
    try {
      await clearOfSettingWindow('limit.kb_suggestions_window_seconds');
      const visitor = apiClient();
      const args = { p_text: text, p_account_slug: account.slug };
      for (let i = 0; i < 3; i++) ok(await visitor.rpc('kb_suggest_articles', args));
      denied(
        await visitor.rpc('kb_suggest_articles', args),
        'PT429',
        'Too many requests from your network. Please try again later.',
      );
      // another address, and signed-in users, are not held back
      ok(await apiClient().rpc('kb_suggest_articles', args));
      for (let i = 0; i < 4; i++) ok(await c.user.rpc('kb_suggest_articles', { p_text: text }));
    } finally {
      await sql('update public.app_settings set value = $2 where key = $1', [key, old!.value]);
    }
  });

  it("kb_mark_draft_sent stores only a session the caller viewed an article in; never someone else's", async () => {
    const sent = async (draft: string) =>
      (await sql('select 1 from public.kb_sent_drafts where draft_id = $1', [draft])).length === 1;
    // any id: nothing stored
    const unknown = crypto.randomUUID();
    ok(await c.user.rpc('kb_mark_draft_sent', { p_draft_id: unknown }));
    expect(await sent(unknown)).toBe(false);
    // another user's session: still counted as a deflection
    const theirs = ok(await c.corporate.rpc('kb_open_form_session', {}));
    ok(
      await c.corporate.rpc('kb_get_article', { p_article_id: allArticle, p_draft_id: theirs }),
      1,
    );
    ok(await c.user.rpc('kb_mark_draft_sent', { p_draft_id: theirs }));
    expect(await sent(theirs)).toBe(false);
    // one's own session
    ok(await c.corporate.rpc('kb_mark_draft_sent', { p_draft_id: theirs }));
    expect(await sent(theirs)).toBe(true);
    denied(await c.anon.rpc('kb_mark_draft_sent', { p_draft_id: theirs }), '42501');
  });

  it('metrics count views and deflected form sessions; staff only', async () => {
    const before = ok(await c.admin.rpc('kb_metrics', {}))[0]!;
    const kept = ok(await c.user.rpc('kb_open_form_session', {}));
    const sent = ok(await c.user.rpc('kb_open_form_session', {}));
    ok(await c.user.rpc('kb_get_article', { p_article_id: allArticle, p_draft_id: kept }), 1);
    ok(await c.user.rpc('kb_get_article', { p_article_id: allArticle, p_draft_id: sent }), 1);
    ok(await c.user.rpc('kb_mark_draft_sent', { p_draft_id: sent }));
    const after = ok(await c.expert.rpc('kb_metrics', {}))[0]!;
    expect(Number(after.article_views) - Number(before.article_views)).toBe(2);
    expect(Number(after.suggested_views) - Number(before.suggested_views)).toBe(2);
    expect(Number(after.deflected_drafts) - Number(before.deflected_drafts)).toBe(1);
    for (const actor of ['anon', 'user', 'corporate'] as const) {
      denied(await c[actor].rpc('kb_metrics', {}), '42501');
    }
  });

  it("a made-up or someone else's session id is a plain view; one's own counts once per article", async () => {
    const before = ok(await c.admin.rpc('kb_metrics', {}))[0]!;
    const made = crypto.randomUUID();
    const theirs = ok(await c.corporate.rpc('kb_open_form_session', {}));
    const own = ok(await c.user.rpc('kb_open_form_session', {}));
    for (const draft of [made, theirs, own, own, own])
      ok(await c.user.rpc('kb_get_article', { p_article_id: allArticle, p_draft_id: draft }), 1);
    const after = ok(await c.admin.rpc('kb_metrics', {}))[0]!;
    expect(Number(after.article_views) - Number(before.article_views)).toBe(3);
    expect(Number(after.suggested_views) - Number(before.suggested_views)).toBe(1);
    expect(Number(after.deflected_drafts) - Number(before.deflected_drafts)).toBe(1);
  });

  it('two approvers publishing the same question at once make one article, both recorded', async () => {
    const q = await approvedQuestion(
      `Race ${tag} infusion hierarchy`,
      `Initial infusion first (${tag}).`,
    );
    const [a, b] = await Promise.all([
      publish(c.approver, q, `Race ${tag} A`, 'Which infusion is initial?'),
      publish(secondApprover, q, `Race ${tag} B`, 'Which infusion is initial?'),
    ]);
    expect(ok(a)).toBe(ok(b));
    const rows = await sql<{ n: string }>(
      'select count(*) as n from public.kb_articles where question_id = $1',
      [q],
    );
    expect(Number(rows[0]!.n)).toBe(1);
    const events = await sql<{ event: string }>(
      'select e.event from public.kb_article_events e join public.kb_articles k on k.id = e.article_id where k.question_id = $1 order by e.created_at',
      [q],
    );
    expect(events.map((e) => e.event)).toEqual(['published', 'updated']);
  });
});

describe('the article history (the article page, staff only)', () => {
  it('staff read who did what with readable names; readers of the article, even its partner, get nothing', async () => {
    const q = await approvedQuestion(
      `History ${tag} partner article`,
      `Report the drug separately (${tag}).`,
    );
    const id = ok(
      await publish(c.approver, q, `History ${tag}`, 'Is the drug reported separately?', true),
    );
    ok(await c.approver.rpc('kb_unpublish_article', { p_article_id: id }));
    ok(await publish(secondApprover, q, `History ${tag} again`, 'Is the drug billed apart?', true));
    const [approver] = await sql<{ name: string }>(
      'select name from public.profiles where email = $1',
      [DEMO.approver],
    );
    const history = (client: TestClient) =>
      client
        .from('kb_article_events')
        .select('event, title, visibility, actor:profiles(name)')
        .eq('article_id', id)
        .order('created_at')
        .order('id');
    for (const actor of ['expert', 'approver', 'admin'] as const) {
      expect(ok(await history(c[actor]))).toEqual([
        {
          event: 'published',
          title: `History ${tag}`,
          visibility: 'partner',
          actor: { name: approver!.name },
        },
        {
          event: 'unpublished',
          title: `History ${tag}`,
          visibility: null,
          actor: { name: approver!.name },
        },
        {
          event: 'updated',
          title: `History ${tag} again`,
          visibility: 'partner',
          actor: { name: 'Second Approver' },
        },
      ]);
    }
    // the partner's users read the article itself, but never its history
    ok(await partnerUser.rpc('kb_get_article', { p_article_id: id }), 1);
    for (const client of [c.user, c.corporate, partnerUser]) {
      expect(ok(await history(client))).toEqual([]);
    }
    denied(await history(c.anon));
  });
});
