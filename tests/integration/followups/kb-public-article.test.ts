/**
 * Article suggestions on the public partner forms (docs/spec-notes.md, "Knowledge base"):
 * get_partner_form_account says whether the partner's setting is on; kb_public_article gives anon
 * one published article for everyone or for that partner, only while the setting is on, counts the
 * view once per form session the server issued (kb_open_form_session; so kb_metrics counts public
 * deflection, and made-up session ids count nothing), and is rate-limited per
 * client address; kb_public_draft_sent marks a public session that viewed an article as sent.
 */
import type { TestClient } from '../helpers.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO,
  apiClient,
  denied,
  freshAccount,
  ok,
  signIn,
  sql,
  submitUnassigned,
} from '../db/db-helpers.ts';

let anon: TestClient;
let admin: TestClient;
let expert: TestClient;
let approver: TestClient;
let expertId: string;
let mine: { id: string; slug: string };
let other: { id: string; slug: string };
const tag = `kbp${Math.random().toString(36).slice(2, 7)}`;
const articles: Record<'everyone' | 'partner' | 'otherPartner' | 'unpublished', string> = {
  everyone: '',
  partner: '',
  otherPartner: '',
  unpublished: '',
};

/** A question of `accountId` answered, approved and published; returns the article id. */
async function article(accountId: string, title: string, partnerOnly: boolean): Promise<string> {
  const id = await submitUnassigned(anon, {
    corporateAccountId: accountId,
    title,
    content: `Submitted by Dana Tester: ${title}`,
  });
  ok(await admin.rpc('assign_expert', { question_id: id, expert_id: expertId }));
  const answerId = ok(
    await expert.rpc('add_answer', { question_id: id, content: `Answer to ${title}.` }),
  );
  ok(await approver.rpc('approve_answer', { answer_id: answerId }));
  return ok(
    await approver.rpc('kb_publish_article', {
      p_question_id: id,
      p_title: title,
      p_question: `Which code applies: ${title}?`,
      p_partner_only: partnerOnly,
    }),
  );
}

const read = (client: TestClient, id: string, slug: string, draftId?: string) =>
  client.rpc('kb_public_article', { p_id: id, p_account_slug: slug, p_draft_id: draftId });

/** A form session the server issues for the partner's public form. */
const session = async (client: TestClient, slug: string) =>
  ok(await client.rpc('kb_open_form_session', { p_account_slug: slug }));

const setting = (accountId: string, on: boolean) =>
  sql('update public.corporate_accounts set kb_public_suggestions = $2 where id = $1', [
    accountId,
    on,
  ]);

beforeAll(async () => {
  anon = apiClient();
  admin = await signIn(DEMO.admin);
  expert = await signIn(DEMO.expert);
  approver = await signIn(DEMO.approver);
  expertId = (
    await sql<{ id: string }>('select id from public.profiles where email = $1', [DEMO.expert])
  )[0]!.id;
  mine = await freshAccount('kbp-mine', [DEMO.expert, DEMO.approver]);
  other = await freshAccount('kbp-other', [DEMO.expert, DEMO.approver]);
  articles.everyone = await article(mine.id, `Everyone ${tag} modifier 25`, false);
  articles.partner = await article(mine.id, `Partner ${tag} modifier 59`, true);
  articles.otherPartner = await article(other.id, `Other ${tag} modifier 76`, true);
  articles.unpublished = await article(mine.id, `Unpublished ${tag} modifier 91`, false);
  ok(await approver.rpc('kb_unpublish_article', { p_article_id: articles.unpublished }));
});

describe('get_partner_form_account', () => {
  it('says whether the partner suggests articles on its public forms', async () => {
    const row = async () =>
      ok(await anon.rpc('get_partner_form_account', { p_slug: mine.slug }), 1)[0]!.kb_suggestions;
    expect(await row()).toBe(false);
    await setting(mine.id, true);
    expect(await row()).toBe(true);
  });
});

describe('kb_public_article', () => {
  it('anon reads published articles for everyone and for that partner, with question and answer', async () => {
    await setting(mine.id, true);
    for (const id of [articles.everyone, articles.partner]) {
      const rows = ok(await read(anon, id, mine.slug), 1);
      expect(rows[0]).toMatchObject({ id });
      expect(Object.keys(rows[0]!).sort()).toEqual(['answer', 'id', 'question', 'title']);
      expect(rows[0]!.answer).toMatch(/^Answer to /);
      expect(JSON.stringify(rows[0])).not.toMatch(/Dana|example\.test/);
    }
  });

  it("never another partner's article, never an unpublished one, nothing for an unknown slug", async () => {
    await setting(mine.id, true);
    await setting(other.id, false);
    ok(await read(anon, articles.otherPartner, mine.slug), 0);
    ok(await read(anon, articles.unpublished, mine.slug), 0);
    ok(await read(anon, articles.everyone, 'no-such-partner'), 0);
    // the other partner's setting is off: not even its own article
    ok(await read(anon, articles.otherPartner, other.slug), 0);
  });

  it('setting off or account deactivated: nothing, and no view is recorded', async () => {
    const draft = crypto.randomUUID();
    await setting(mine.id, false);
    ok(await read(anon, articles.everyone, mine.slug, draft), 0);
    await setting(mine.id, true);
    await sql('update public.corporate_accounts set is_active = false where id = $1', [mine.id]);
    try {
      ok(await read(anon, articles.everyone, mine.slug, draft), 0);
    } finally {
      await sql('update public.corporate_accounts set is_active = true where id = $1', [mine.id]);
    }
    const views = await sql('select 1 from public.kb_article_views where draft_id = $1', [draft]);
    expect(views.length).toBe(0);
  });

  it('counts views under the form session: public deflection shows in kb_metrics', async () => {
    await setting(mine.id, true);
    const before = ok(await admin.rpc('kb_metrics', {}))[0]!;
    const kept = await session(anon, mine.slug);
    const sent = await session(anon, mine.slug);
    ok(await read(anon, articles.everyone, mine.slug, kept), 1);
    ok(await read(anon, articles.partner, mine.slug, sent), 1);
    ok(await anon.rpc('kb_public_draft_sent', { p_draft_id: sent }));
    // a session with no view is not stored
    const unknown = crypto.randomUUID();
    ok(await anon.rpc('kb_public_draft_sent', { p_draft_id: unknown }));
    expect(
      (await sql('select 1 from public.kb_sent_drafts where draft_id = $1', [unknown])).length,
    ).toBe(0);
    const after = ok(await admin.rpc('kb_metrics', {}))[0]!;
    expect(Number(after.article_views) - Number(before.article_views)).toBe(2);
    expect(Number(after.suggested_views) - Number(before.suggested_views)).toBe(2);
    expect(Number(after.deflected_drafts) - Number(before.deflected_drafts)).toBe(1);
    const rows = await sql<{ viewer_id: string | null }>(
      'select viewer_id from public.kb_article_views where draft_id = $1',
      [kept],
    );
    expect(rows).toEqual([{ viewer_id: null }]);
  });

  it('made-up session ids count nothing; an issued session counts each article once', async () => {
    await setting(mine.id, true);
    await setting(other.id, true);
    const before = ok(await admin.rpc('kb_metrics', {}))[0]!;
    // 20 made-up ids and another partner's session: the article is shown, nothing is counted
    const otherSession = await session(anon, other.slug);
    for (const draft of [...Array.from({ length: 20 }, () => crypto.randomUUID()), otherSession])
      ok(await read(anon, articles.everyone, mine.slug, draft), 1);
    // one issued session, the same article three times (twice at once) and another article
    const issued = await session(anon, mine.slug);
    await Promise.all([1, 2].map(() => read(anon, articles.everyone, mine.slug, issued)));
    ok(await read(anon, articles.everyone, mine.slug, issued), 1);
    ok(await read(anon, articles.partner, mine.slug, issued), 1);
    const after = ok(await admin.rpc('kb_metrics', {}))[0]!;
    expect(Number(after.suggested_views) - Number(before.suggested_views)).toBe(2);
    expect(Number(after.deflected_drafts) - Number(before.deflected_drafts)).toBe(1);
  });

  it('kb_open_form_session: anon only for a partner whose suggestions are on, limited per address', async () => {
    await setting(mine.id, false);
    expect(ok(await anon.rpc('kb_open_form_session', { p_account_slug: mine.slug }))).toBeNull();
    expect(ok(await anon.rpc('kb_open_form_session', {}))).toBeNull();
    await setting(mine.id, true);
    await sql(
      "update public.app_settings set value = '2' where key = 'limit.kb_form_sessions_per_address'",
    );
    try {
      const client = apiClient();
      for (let i = 0; i < 2; i++) await session(client, mine.slug);
      denied(await client.rpc('kb_open_form_session', { p_account_slug: mine.slug }), 'PT429');
      await session(apiClient(), mine.slug);
    } finally {
      await sql(
        "update public.app_settings set value = '30' where key = 'limit.kb_form_sessions_per_address'",
      );
    }
  });

  it('nobody reads the tables behind it directly', async () => {
    for (const table of [
      'kb_articles',
      'kb_article_views',
      'kb_sent_drafts',
      'kb_form_sessions',
    ] as const) {
      expect((await anon.from(table).select('*')).error?.code, table).toBe('42501');
    }
  });

  it('is rate-limited per client address (PT429), other addresses unaffected', async () => {
    await setting(mine.id, true);
    await sql(
      "update public.app_settings set value = '3' where key = 'limit.kb_public_articles_per_address'",
    );
    try {
      const client = apiClient();
      for (let i = 0; i < 3; i++) ok(await read(client, articles.everyone, mine.slug), 1);
      denied(await read(client, articles.everyone, mine.slug), 'PT429');
      denied(
        await client.rpc('kb_public_draft_sent', { p_draft_id: crypto.randomUUID() }),
        'PT429',
      );
      ok(await read(apiClient(), articles.everyone, mine.slug), 1);
    } finally {
      await sql(
        "update public.app_settings set value = '60' where key = 'limit.kb_public_articles_per_address'",
      );
    }
  });
});
