import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { addSignedInUser } from '@/testing/auth-helpers';
import { mockDb } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { REST_URL } from '@/testing/mocks/supabase-urls';
import { expectLocation, renderApp, resetAuthStore } from '@/testing/test-utils';

beforeEach(() => {
  mockDb.reset();
  resetAuthStore();
});

describe('header search', () => {
  it('searches the questions the user may read through search_questions, showing each reference', async () => {
    addSignedInUser({ email: 'ada@example.test' });
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.post(`${REST_URL}/rpc/search_questions`, async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json([
          {
            id: '13d91a5b-7c2e-4f00-8a11-0123456789ab',
            title: 'Modifier 25 with a preventive visit',
            status: 'pending',
            created_at: '2026-01-02T10:00:00Z',
            coding_question_type: 'Professional - Global',
          },
        ]);
      }),
    );
    const { user } = renderApp('/dashboard');
    const box = await screen.findByRole('searchbox', { name: 'Search questions' });
    await user.type(box, ' q-13d91a5b {Enter}');
    await expectLocation('/search');
    const link = await screen.findByRole('link', { name: 'Modifier 25 with a preventive visit' });
    // A user's result opens that question in Claim Review, not the list
    expect(link).toHaveAttribute('href', '/questions/13d91a5b-7c2e-4f00-8a11-0123456789ab');
    // the date as every other list shows it (the browser's medium date), not a bare 1/2/2026
    const meta = within(link.closest('li')!).getByText(/Pending · Professional - Global/);
    expect(meta).toHaveTextContent(
      new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(
        new Date('2026-01-02T10:00:00Z'),
      ),
    );
    expect(within(link.closest('li')!).getByText('Q-13D91A5B')).toBeInTheDocument();
    // the term as typed (trimmed): the server reads references, emails, names and text from it
    expect(bodies[0]).toEqual({ p_search: 'q-13d91a5b', p_limit: 50 });
  });

  it('says so when nothing matches', async () => {
    addSignedInUser({ email: 'ada@example.test' });
    server.use(http.post(`${REST_URL}/rpc/search_questions`, () => HttpResponse.json([])));
    renderApp('/search?q=zzz');
    expect(await screen.findByText('No questions match "zzz".')).toBeInTheDocument();
  });

  it('links experts to the question page', async () => {
    addSignedInUser({ email: 'expert@example.test', role: 'expert' });
    server.use(
      http.post(`${REST_URL}/rpc/search_questions`, () =>
        HttpResponse.json([
          {
            id: 'q9',
            title: 'ASC billing',
            status: 'unassigned',
            created_at: '2026-01-02T10:00:00Z',
            coding_question_type: null,
          },
        ]),
      ),
    );
    renderApp('/search?q=asc');
    expect(await screen.findByRole('link', { name: 'ASC billing' })).toHaveAttribute(
      'href',
      '/expert/questions/q9',
    );
  });

  it('links admins to the admin question page, which shows the question with admin actions', async () => {
    addSignedInUser({ email: 'admin@example.test', role: 'admin' });
    const question = {
      id: 'q7',
      title: 'Global surgery package',
      status: 'pending',
      created_at: '2026-01-02T10:00:00Z',
      coding_question_type: 'Professional - Global',
    };
    server.use(
      http.get(`${REST_URL}/questions`, ({ request }) => {
        const url = new URL(request.url);
        if (url.searchParams.get('id') === 'eq.q7')
          return HttpResponse.json({
            ...question,
            content: 'Which visits fall inside the global period?',
            expert_id: null,
            user_id: null,
            corporate_account: null,
            expert: null,
          });
        return HttpResponse.json([]);
      }),
      http.post(`${REST_URL}/rpc/search_questions`, () => HttpResponse.json([question])),
      http.get(`${REST_URL}/question_events`, () => HttpResponse.json([])),
    );
    const { user } = renderApp('/search?q=global');
    const link = await screen.findByRole('link', { name: 'Global surgery package' });
    expect(link).toHaveAttribute('href', '/admin/questions/q7');
    await user.click(link);
    await expectLocation('/admin/questions/q7');
    expect(
      await screen.findByRole('heading', { name: 'Global surgery package' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reassign' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change status' })).toBeInTheDocument();
    expect(screen.getByText('Which visits fall inside the global period?')).toBeInTheDocument();
  });
});
