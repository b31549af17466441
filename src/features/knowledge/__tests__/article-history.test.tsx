import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ArticleEvent } from '@/features/knowledge/api/get-article-history';
import { KNOWLEDGE_MESSAGES as M } from '@/features/knowledge/messages';
import { historyKinds } from '@/features/knowledge/utils/history';
import { addSignedInUser } from '@/testing/auth-helpers';
import { mockDb } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { REST_URL } from '@/testing/mocks/supabase-urls';
import { renderApp, resetAuthStore } from '@/testing/test-utils';

const ARTICLE = '44444444-4444-4444-8444-444444444444';

const article = {
  id: ARTICLE,
  title: 'Modifier 58 for staged procedures',
  question: 'Which modifier applies to a staged procedure?',
  answer: 'Append modifier 58.',
  coding_question_type: 'Modifier Question',
  partner_only: false,
  published: true,
  question_id: '55555555-5555-4555-8555-555555555555',
};

const events: ArticleEvent[] = [
  {
    id: 'e1',
    event: 'published',
    title: 'Modifier 58',
    visibility: 'all',
    reason: null,
    created_at: '2026-11-20T10:00:00Z',
    actor: { name: 'Alex Approver' },
  },
  {
    id: 'e2',
    event: 'updated',
    title: 'Modifier 58 for staged procedures',
    visibility: 'partner',
    reason: null,
    created_at: '2026-11-21T10:00:00Z',
    actor: { name: 'Alex Approver' },
  },
  {
    id: 'e3',
    event: 'unpublished',
    title: 'Modifier 58 for staged procedures',
    visibility: null,
    reason: null,
    created_at: '2026-11-22T10:00:00Z',
    actor: null,
  },
  {
    id: 'e4',
    event: 'updated',
    title: 'Modifier 58 for staged procedures',
    visibility: 'all',
    reason: null,
    created_at: '2026-11-23T10:00:00Z',
    actor: { name: 'Pat Approver' },
  },
  {
    id: 'e5',
    event: 'unpublished',
    title: 'Modifier 58 for staged procedures',
    visibility: null,
    reason: 'Payer policy under review',
    created_at: '2026-11-24T10:00:00Z',
    actor: { name: 'Alex Admin' },
  },
  {
    id: 'e6',
    event: 'republished',
    title: 'Modifier 58 for staged procedures',
    visibility: 'all',
    reason: 'Policy confirmed',
    created_at: '2026-11-25T10:00:00Z',
    actor: { name: 'Alex Admin' },
  },
];

/** kb_article_events answers these rows, or the test's own response. */
function backend(
  role: 'user' | 'expert' | 'admin',
  history: ArticleEvent[] | (() => Response) = events,
) {
  mockDb.reset();
  resetAuthStore();
  addSignedInUser({ email: `${role}@example.test`, role, name: `The ${role}` });
  const requests: URL[] = [];
  server.use(
    http.post(`${REST_URL}/rpc/kb_get_article`, () => HttpResponse.json([article])),
    http.get(`${REST_URL}/kb_article_events`, ({ request }) => {
      requests.push(new URL(request.url));
      return typeof history === 'function' ? history() : HttpResponse.json(history);
    }),
  );
  return requests;
}

describe('historyKinds', () => {
  it('reads a republish, or an update after an unpublish, as republished; other updates as edits', () => {
    expect(
      historyKinds([
        { event: 'published' },
        { event: 'updated' },
        { event: 'unpublished' },
        { event: 'updated' },
        { event: 'updated' },
        { event: 'unpublished' },
        { event: 'republished' },
        { event: 'updated' },
      ]),
    ).toEqual([
      'published',
      'edited',
      'unpublished',
      'republished',
      'edited',
      'unpublished',
      'republished',
      'edited',
    ]);
  });
});

describe('the article history', () => {
  it.each(['expert', 'admin'] as const)(
    'shows %s who did what and when, newest last, with readable names',
    async (role) => {
      const requests = backend(role);
      renderApp(`/knowledge/${ARTICLE}`);
      const section = await screen.findByRole('region', { name: M.history });
      const items = await within(section).findAllByRole('listitem');
      expect(items.map((li) => li.querySelector('p')?.textContent?.split(' · ')[0])).toEqual([
        'Published by Alex Approver',
        'Edited by Alex Approver',
        'Unpublished by a former staff member',
        'Republished by Pat Approver',
        'Unpublished by Alex Admin',
        'Republished by Alex Admin',
      ]);
      // who said why: the reason of an unpublish and of a republish
      expect(items[4]).toHaveTextContent('Reason: Payer policy under review');
      expect(items[5]).toHaveTextContent('Reason: Policy confirmed');
      expect(items[2]).not.toHaveTextContent('Reason:');
      expect(items[0]).toHaveTextContent('Title: “Modifier 58” · For all signed-in users');
      expect(items[1]).toHaveTextContent('For the partner only');
      expect(within(items[3]!).getByText(/2026/, { selector: 'time' })).toHaveAttribute(
        'datetime',
        '2026-11-23T10:00:00Z',
      );
      const url = requests[0]!;
      expect(url.searchParams.get('article_id')).toBe(`eq.${ARTICLE}`);
      expect(url.searchParams.get('order')).toBe('created_at.asc,id.asc');
      expect(url.searchParams.get('select')).toContain('actor:profiles(name)');
    },
  );

  it('is not shown, nor asked for, for a signed-in user who is not staff', async () => {
    const requests = backend('user');
    renderApp(`/knowledge/${ARTICLE}`);
    expect(await screen.findByRole('heading', { name: article.title })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: M.history })).not.toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('says when nothing is recorded, and shows a load error with Retry', async () => {
    backend('expert', []);
    const first = renderApp(`/knowledge/${ARTICLE}`);
    expect(await screen.findByText(M.historyEmpty)).toBeInTheDocument();
    first.unmount();

    backend('expert', () =>
      HttpResponse.json(
        { code: 'XX000', message: 'connection lost', details: null, hint: null },
        { status: 500 },
      ),
    );
    renderApp(`/knowledge/${ARTICLE}`);
    const section = await screen.findByRole('region', { name: M.history });
    expect(await within(section).findByRole('alert')).toHaveTextContent('connection lost');
    expect(within(section).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
