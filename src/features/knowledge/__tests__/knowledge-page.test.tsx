import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { KNOWLEDGE_MESSAGES as M } from '@/features/knowledge/messages';
import { addSignedInUser } from '@/testing/auth-helpers';
import { mockDb } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { REST_URL } from '@/testing/mocks/supabase-urls';
import { renderApp, resetAuthStore } from '@/testing/test-utils';

const UNPUBLISHED = {
  id: '44444444-4444-4444-8444-444444444444',
  title: 'Modifier 58 for staged procedures',
  coding_question_type: 'Modifier Question',
  partner_only: true,
  unpublished_at: '2026-11-24T10:00:00Z',
  unpublished_by: 'Alex Admin',
  reason: 'Payer policy under review',
};

function backend(role: 'user' | 'expert' | 'admin', unpublished = [UNPUBLISHED]) {
  mockDb.reset();
  resetAuthStore();
  addSignedInUser({ email: `${role}@example.test`, role });
  const asked: string[] = [];
  server.use(
    http.post(`${REST_URL}/rpc/kb_search_articles`, () => HttpResponse.json([])),
    http.post(`${REST_URL}/rpc/kb_unpublished_articles`, () => {
      asked.push(role);
      return HttpResponse.json(unpublished);
    }),
  );
  return asked;
}

describe('/knowledge', () => {
  it('says under its heading who can read it', async () => {
    backend('user');
    renderApp('/knowledge');
    expect(await screen.findByRole('heading', { level: 1, name: M.title })).toBeInTheDocument();
    expect(screen.getByTestId('kb-audience')).toHaveTextContent(
      /^Who can read it: signed-in ClaimDesk users only .* It is not public\.$/,
    );
  });

  it.each(['expert', 'admin'] as const)(
    'lists the unpublished articles for %s, with who took each off and why',
    async (role) => {
      backend(role);
      renderApp('/knowledge');
      const section = await screen.findByRole('region', { name: M.unpublishedTitle });
      const link = await within(section).findByRole('link', { name: UNPUBLISHED.title });
      expect(link).toHaveAttribute('href', `/knowledge/${UNPUBLISHED.id}`);
      const item = link.closest('li')!;
      expect(item).toHaveTextContent('Unpublished by Alex Admin');
      expect(item).toHaveTextContent('Reason: Payer policy under review');
      expect(item).toHaveTextContent(M.partnerOnly);
    },
  );

  it('says when nothing is unpublished', async () => {
    backend('expert', []);
    renderApp('/knowledge');
    expect(await screen.findByText(M.unpublishedEmpty)).toBeInTheDocument();
  });

  it('neither shows nor asks for the unpublished articles for a user', async () => {
    const asked = backend('user');
    renderApp('/knowledge');
    expect(await screen.findByText(M.nonePublished)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: M.unpublishedTitle })).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('an empty knowledge base with nothing typed says nothing is published yet', async () => {
    backend('user');
    renderApp('/knowledge');
    expect(await screen.findByText(M.nonePublished)).toBeInTheDocument();
    expect(screen.queryByText(M.empty)).not.toBeInTheDocument();
  });

  it('a search without a hit keeps "No published article matches."', async () => {
    backend('user');
    renderApp('/knowledge?q=modifier');
    expect(await screen.findByText(M.empty)).toBeInTheDocument();
    expect(screen.queryByText(M.nonePublished)).not.toBeInTheDocument();
  });
});
