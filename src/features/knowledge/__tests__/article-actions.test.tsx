import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { KNOWLEDGE_MESSAGES as M } from '@/features/knowledge/messages';
import { addSignedInUser } from '@/testing/auth-helpers';
import { mockDb } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { REST_URL } from '@/testing/mocks/supabase-urls';
import { renderApp, resetAuthStore } from '@/testing/test-utils';

const ARTICLE = '44444444-4444-4444-8444-444444444444';

type Role = 'user' | 'expert' | 'approver' | 'admin';

/** The article page's backend: the article (published or not) and the two actions, recorded. */
function backend(role: Role, published: boolean, refuse?: { code: string; message: string }) {
  mockDb.reset();
  resetAuthStore();
  addSignedInUser({
    email: `${role}@example.test`,
    role: role === 'approver' ? 'expert' : role,
    is_approver: role === 'approver',
  });
  const calls: { rpc: string; body: unknown }[] = [];
  let reads = 0;
  const act = (rpc: string) =>
    http.post(`${REST_URL}/rpc/${rpc}`, async ({ request }) => {
      calls.push({ rpc, body: await request.json() });
      return refuse
        ? HttpResponse.json({ ...refuse, details: null, hint: null }, { status: 400 })
        : new HttpResponse(null, { status: 204 });
    });
  server.use(
    http.post(`${REST_URL}/rpc/kb_get_article`, () => {
      reads += 1;
      return HttpResponse.json([
        {
          id: ARTICLE,
          title: 'Modifier 58 for staged procedures',
          question: 'Which modifier applies to a staged procedure?',
          answer: 'Append modifier 58.',
          coding_question_type: 'Modifier Question',
          partner_only: false,
          published,
          question_id: role === 'user' ? null : '55555555-5555-4555-8555-555555555555',
        },
      ]);
    }),
    http.get(`${REST_URL}/kb_article_events`, () => HttpResponse.json([])),
    act('kb_unpublish_article'),
    act('kb_republish_article'),
  );
  return { calls, reads: () => reads };
}

describe('unpublish and republish on the article page', () => {
  it.each(['approver', 'admin'] as const)(
    '%s unpublishes after a confirmation with a reason; the page then offers Republish',
    async (role) => {
      const { calls, reads } = backend(role, true);
      const { user } = renderApp(`/knowledge/${ARTICLE}`);
      const manage = await screen.findByRole('region', { name: M.manageLabel });
      expect(manage).toHaveTextContent(M.live);
      await user.click(within(manage).getByRole('button', { name: M.unpublish }));
      const dialog = await screen.findByRole('dialog', { name: M.unpublishTitle });
      expect(dialog).toHaveAccessibleDescription(M.unpublishText);
      // nothing happens before the confirmation
      expect(calls).toEqual([]);
      await user.type(within(dialog).getByLabelText(M.reasonLabel), '  Payer policy changed ');
      await user.click(within(dialog).getByRole('button', { name: M.unpublish }));

      expect(await screen.findByText(M.unpublished)).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(calls).toEqual([
        {
          rpc: 'kb_unpublish_article',
          body: { p_article_id: ARTICLE, p_reason: 'Payer policy changed' },
        },
      ]);
      expect(within(manage).getByRole('button', { name: M.republish })).toBeInTheDocument();
      expect(await screen.findByText(M.toasts.unpublished.title)).toBeInTheDocument();
      // the new state is set in place: the article is not fetched again (a fetch counts a view)
      expect(reads()).toBe(1);
    },
  );

  it('republishes without a reason, and the page says it is published again', async () => {
    const { calls } = backend('approver', false);
    const { user } = renderApp(`/knowledge/${ARTICLE}`);
    expect(await screen.findByText(M.unpublished)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: M.republish }));
    const dialog = await screen.findByRole('dialog', { name: M.republishTitle });
    await user.click(within(dialog).getByRole('button', { name: M.republish }));
    expect(await screen.findByText(M.live)).toBeInTheDocument();
    expect(screen.queryByText(M.unpublished)).not.toBeInTheDocument();
    expect(calls).toEqual([{ rpc: 'kb_republish_article', body: { p_article_id: ARTICLE } }]);
  });

  it("keeps the dialog open with the server's refusal", async () => {
    const refusal = 'The article still contains a date (in the title)';
    backend('admin', false, { code: '22023', message: refusal });
    const { user } = renderApp(`/knowledge/${ARTICLE}`);
    await user.click(await screen.findByRole('button', { name: M.republish }));
    const dialog = await screen.findByRole('dialog', { name: M.republishTitle });
    await user.click(within(dialog).getByRole('button', { name: M.republish }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByText(M.unpublished)).toBeInTheDocument();
  });

  it.each(['user', 'expert'] as const)('offers %s no way to unpublish', async (role) => {
    backend(role, true);
    renderApp(`/knowledge/${ARTICLE}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Modifier 58 for staged procedures' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: M.manageLabel })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: M.unpublish })).not.toBeInTheDocument();
  });
});
