/**
 * Unpublishing and republishing knowledge-base articles (docs/decisions.md, "Who reads the
 * knowledge base and who manages it") through the real API: approvers and admins may, nobody else;
 * an unpublished article is gone for its readers, from search and from the suggestions (in-app and
 * on a public form) and comes back on republish; the article's history keeps both with who and why,
 * an admin's action is in the admin audit too; staff list the unpublished articles.
 */
import type { TestClient } from '../helpers.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO,
  denied,
  freshAccount,
  ok,
  signInActors,
  sql,
  submitUnassigned,
  type Actor,
} from '../db/db-helpers.ts';

let c: Record<Actor, TestClient>;
let expertId: string;
let account: { id: string; slug: string };
const tag = `kbm${Math.random().toString(36).slice(2, 7)}`;

/** An approved question of the test account published for everyone; its question and article. */
async function published(words: string): Promise<{ question: string; article: string }> {
  const question = await submitUnassigned(c.anon, {
    corporateAccountId: account.id,
    title: `${words} ${tag}`,
  });
  ok(await c.admin.rpc('assign_expert', { question_id: question, expert_id: expertId }));
  const answer = ok(
    await c.expert.rpc('add_answer', { question_id: question, content: `Report ${words}.` }),
  );
  ok(await c.approver.rpc('approve_answer', { answer_id: answer }));
  const article = ok(
    await c.approver.rpc('kb_publish_article', {
      p_question_id: question,
      p_title: `${words} ${tag}`,
      p_question: `Which code applies to ${words} (${tag})?`,
    }),
  );
  return { question, article };
}

const unpublish = (a: Actor, article: string, reason?: string) =>
  c[a].rpc('kb_unpublish_article', { p_article_id: article, p_reason: reason });
const republish = (a: Actor, article: string, reason?: string) =>
  c[a].rpc('kb_republish_article', { p_article_id: article, p_reason: reason });

/**
 * What readers find of the article: its page (a user), search (a partner's coder), the in-app
 * suggestions (a user) and, on the partner's public form, the suggestions and the expanded article.
 */
async function readersSee(article: string, word: string): Promise<boolean[]> {
  const ids = (rows: { id: string }[]) => rows.map((r) => r.id);
  return [
    ok(await c.user.rpc('kb_get_article', { p_article_id: article })).length > 0,
    ids(ok(await c.corporate.rpc('kb_search_articles', { p_search: tag }))).includes(article),
    ids(ok(await c.user.rpc('kb_suggest_articles', { p_text: `${word} ${tag}` }))).includes(
      article,
    ),
    ids(
      ok(
        await c.anon.rpc('kb_suggest_articles', {
          p_text: `${word} ${tag}`,
          p_account_slug: account.slug,
        }),
      ),
    ).includes(article),
    ok(await c.anon.rpc('kb_public_article', { p_id: article, p_account_slug: account.slug }))
      .length > 0,
  ];
}

const history = (article: string) =>
  sql<{ event: string; reason: string | null; name: string | null }>(
    `select e.event, e.reason, p.name from public.kb_article_events e
       left join public.profiles p on p.id = e.actor_id
     where e.article_id = $1 order by e.created_at, e.id`,
    [article],
  );

const audit = (article: string) =>
  sql<{ action: string; actor_email: string; reason: string | null }>(
    `select action, actor_email, reason from public.admin_events
     where target_type = 'kb_article' and target_id = $1 order by id`,
    [article],
  );

beforeAll(async () => {
  c = await signInActors();
  expertId = (
    await sql<{ id: string }>('select id from public.profiles where email = $1', [DEMO.expert])
  )[0]!.id;
  account = await freshAccount('kbm', [DEMO.expert, DEMO.approver]);
  await sql('update public.corporate_accounts set kb_public_suggestions = true where id = $1', [
    account.id,
  ]);
});

describe('unpublish and republish', () => {
  it('an approver unpublishes: gone for readers and suggestions; an admin republishes: back; history and audit keep both', async () => {
    const { article } = await published('Telehealth modifier 95');
    expect(await readersSee(article, 'telehealth')).toEqual([true, true, true, true, true]);

    ok(await unpublish('approver', article, '  Payer policy changed  '));
    expect(await readersSee(article, 'telehealth')).toEqual([false, false, false, false, false]);
    // staff still read it, and find it among the unpublished articles with who, when and why
    expect(ok(await c.expert.rpc('kb_get_article', { p_article_id: article }), 1)).toEqual([
      expect.objectContaining({ published: false }),
    ]);
    const [approver] = await sql<{ name: string }>(
      'select name from public.profiles where email = $1',
      [DEMO.approver],
    );
    const listed = ok(await c.expert.rpc('kb_unpublished_articles')).find((r) => r.id === article);
    expect(listed).toEqual(
      expect.objectContaining({ unpublished_by: approver!.name, reason: 'Payer policy changed' }),
    );

    ok(await republish('admin', article, 'Policy confirmed'));
    expect(await readersSee(article, 'telehealth')).toEqual([true, true, true, true, true]);
    expect(ok(await c.expert.rpc('kb_unpublished_articles')).map((r) => r.id)).not.toContain(
      article,
    );

    ok(await unpublish('admin', article));
    expect((await history(article)).map(({ event, reason }) => [event, reason])).toEqual([
      ['published', null],
      ['unpublished', 'Payer policy changed'],
      ['republished', 'Policy confirmed'],
      ['unpublished', null],
    ]);
    // the admin audit has the admin's actions, not the approver's (which the history holds)
    expect(await audit(article)).toEqual([
      { action: 'article.republish', actor_email: DEMO.admin, reason: 'Policy confirmed' },
      { action: 'article.unpublish', actor_email: DEMO.admin, reason: null },
    ]);
    ok(await republish('approver', article));
    expect((await history(article)).at(-1)).toEqual(
      expect.objectContaining({ event: 'republished', name: approver!.name }),
    );
  });

  it('an expert who is not an approver, users and anon are refused and nothing changes', async () => {
    const { article } = await published('Drug wastage JW');
    for (const a of ['anon', 'user', 'corporate', 'expert'] as const) {
      denied(await unpublish(a, article, 'no'));
    }
    ok(await unpublish('approver', article));
    for (const a of ['anon', 'user', 'corporate', 'expert'] as const) {
      denied(await republish(a, article, 'no'));
    }
    expect((await history(article)).map((e) => e.event)).toEqual(['published', 'unpublished']);
    for (const a of ['anon', 'user', 'corporate'] as const) {
      denied(await c[a].rpc('kb_unpublished_articles'));
    }
  });

  it('says when there is nothing to do, the article is unknown or the reason too long', async () => {
    const { article } = await published('Bilateral modifier 50');
    denied(await republish('admin', article), 'PT409', 'The article is already published');
    denied(await unpublish('approver', article, 'x'.repeat(501)), '22023');
    ok(await unpublish('approver', article));
    denied(await unpublish('admin', article), 'PT409', 'The article is already unpublished');
    const unknown = '00000000-0000-4000-8000-00000000abcd';
    denied(await unpublish('admin', unknown), 'PT404');
    denied(await republish('admin', unknown), 'PT404');
  });

  it('republishing repeats only the approved answer and passes the publishing checks again', async () => {
    const reopened = await published('Global period 78');
    ok(await unpublish('approver', reopened.article));
    ok(
      await c.admin.rpc('set_question_status', {
        question_id: reopened.question,
        status: 'pending',
        reason: 'Answer under review',
      }),
    );
    denied(await republish('approver', reopened.article), 'PT409', /approved answer has changed/);

    // an article written before today's checks: a date in its title keeps it off the knowledge base
    const dated = await published('Split visit FS');
    ok(await unpublish('admin', dated.article));
    await sql(`update public.kb_articles set title = title || ' on 1/5/2026' where id = $1`, [
      dated.article,
    ]);
    denied(
      await republish('admin', dated.article),
      '22023',
      /still contains a date \(in the title\)/,
    );
    expect(ok(await c.user.rpc('kb_get_article', { p_article_id: dated.article }))).toEqual([]);
  });

  it('two people unpublishing at once: one does it, the other is told it is done', async () => {
    const { article } = await published('Critical care 99291');
    const results = await Promise.all([
      unpublish('approver', article),
      unpublish('admin', article),
    ]);
    expect(results.map((r) => r.error?.code ?? 'ok').sort()).toEqual(['PT409', 'ok']);
    expect((await history(article)).map((e) => e.event)).toEqual(['published', 'unpublished']);
  });
});
