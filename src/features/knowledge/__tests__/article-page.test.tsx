import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { KNOWLEDGE_MESSAGES as M } from '@/features/knowledge/messages';
import { addSignedInUser } from '@/testing/auth-helpers';
import { mockDb } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { REST_URL } from '@/testing/mocks/supabase-urls';
import { renderApp, resetAuthStore } from '@/testing/test-utils';

const ARTICLE = '44444444-4444-4444-8444-444444444444';

it('has its page heading while the article loads, then the article title in its place', async () => {
  mockDb.reset();
  resetAuthStore();
  addSignedInUser({ email: 'user@example.test', role: 'user' });
  let release = () => {};
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.post(`${REST_URL}/rpc/kb_get_article`, async () => {
      await arrived;
      return HttpResponse.json([
        {
          id: ARTICLE,
          title: 'Modifier 58 for staged procedures',
          question: 'Which modifier applies to a staged procedure?',
          answer: 'Append modifier 58.',
          coding_question_type: 'Modifier Question',
          partner_only: false,
          published: true,
          question_id: null,
        },
      ]);
    }),
  );
  renderApp(`/knowledge/${ARTICLE}`);
  const heading = await screen.findByRole('heading', { level: 1 });
  expect(heading).toHaveTextContent(M.articleTitle);
  expect(screen.getByTestId('page-shell')).toContainElement(heading);

  release();
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Modifier 58 for staged procedures' }),
  ).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
});
