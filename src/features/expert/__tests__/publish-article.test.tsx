import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { QuestionDetail } from '@/features/expert/api/types';
import { PublishArticle } from '@/features/expert/components/publish-article';
import { EXPERT_LABELS } from '@/features/expert/constants';
import { server } from '@/testing/mocks/server';
import { REST_URL } from '@/testing/mocks/supabase-urls';
import { renderWithProviders } from '@/testing/test-utils';

const Q: QuestionDetail = {
  id: '44444444-4444-4444-8444-444444444444',
  title: 'Dana Tester asks about modifier 25',
  content: 'Is modifier 25 needed for the visit on 1/5/2026?',
  status: 'approved',
  created_at: '2026-01-06T10:00:00Z',
  updated_at: '2026-01-07T10:00:00Z',
  user_id: null,
  expert_id: 'e1',
  corporate_account_id: 'a1',
  submitter_name: 'Dana Tester',
  submitter_email: 'dana@example.test',
  first_name: 'Dana',
  last_name: 'Tester',
  email: 'dana@example.test',
  phone_number: null,
  user_title: null,
  entity_institution: null,
  zip_code: null,
  location_of_service_name: null,
  location_of_service_zip: null,
  pos_indicator: null,
  date_of_service: null,
  coding_question_type: 'Professional - Global',
  phi_confirmed: false,
  search: null,
  corporate_account: { id: 'a1', name: 'Summit Health System' },
  expert: { id: 'e1', name: 'Eve Expert' },
};

describe('PublishArticle', () => {
  it("says the approved answer must be free of the submitter's details too, and shows the server's refusal in the dialog", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${REST_URL}/rpc/kb_publish_article`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          {
            code: '22023',
            message:
              "The article still contains the submitter's name (in the title), a date (in the question)",
            details: null,
            hint: null,
          },
          { status: 400 },
        );
      }),
    );
    const { user } = renderWithProviders(<PublishArticle q={Q} canPublish />);
    await user.click(await screen.findByRole('button', { name: EXPERT_LABELS.kbPublish }));
    const dialog = await screen.findByRole('dialog', { name: EXPERT_LABELS.kbDialogTitle });
    expect(dialog).toHaveAccessibleDescription(EXPERT_LABELS.kbDialogDescription);
    expect(dialog).toHaveTextContent(
      'The approved answer is published as it is, so it must be free of them too.',
    );
    await user.click(within(dialog).getByRole('button', { name: EXPERT_LABELS.kbPublish }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "The article still contains the submitter's name (in the title), a date (in the question)",
    );
    // the dialog starts from the question as submitted; the approver must edit it
    expect(bodies).toEqual([
      {
        p_question_id: Q.id,
        p_title: Q.title,
        p_question: Q.content,
        p_partner_only: false,
      },
    ]);
  });
});

describe('PublishArticle: unpublish and republish (approvers)', () => {
  /** kb_article_of_question answers the article in `state`; each action is recorded and flips it. */
  function articleBackend(published: boolean) {
    let state = published;
    const calls: { rpc: string; body: unknown }[] = [];
    const act = (rpc: string, next: boolean) =>
      http.post(`${REST_URL}/rpc/${rpc}`, async ({ request }) => {
        calls.push({ rpc, body: await request.json() });
        state = next;
        return new HttpResponse(null, { status: 204 });
      });
    server.use(
      http.post(`${REST_URL}/rpc/kb_article_of_question`, () =>
        HttpResponse.json([
          {
            id: 'k1',
            title: 'Modifier 25',
            question: 'Which?',
            partner_only: false,
            published: state,
          },
        ]),
      ),
      act('kb_unpublish_article', false),
      act('kb_republish_article', true),
    );
    return calls;
  }

  it('unpublishes after a confirmation with an optional reason, then offers Republish', async () => {
    const calls = articleBackend(true);
    const { user } = renderWithProviders(<PublishArticle q={Q} canPublish />);
    await user.click(await screen.findByRole('button', { name: EXPERT_LABELS.kbUnpublish }));
    const dialog = await screen.findByRole('dialog', { name: EXPERT_LABELS.kbConfirmUnpublish });
    await user.type(within(dialog).getByLabelText(EXPERT_LABELS.kbReason), 'Outdated guidance');
    await user.click(within(dialog).getByRole('button', { name: EXPERT_LABELS.kbUnpublish }));
    await waitFor(() =>
      expect(screen.getByTestId('kb-state')).toHaveTextContent(EXPERT_LABELS.kbUnpublished),
    );
    expect(calls).toEqual([
      { rpc: 'kb_unpublish_article', body: { p_article_id: 'k1', p_reason: 'Outdated guidance' } },
    ]);

    await user.click(await screen.findByRole('button', { name: EXPERT_LABELS.kbRepublish }));
    const again = await screen.findByRole('dialog', { name: EXPERT_LABELS.kbConfirmRepublish });
    await user.click(within(again).getByRole('button', { name: EXPERT_LABELS.kbRepublish }));
    await waitFor(() =>
      expect(screen.getByTestId('kb-state')).toHaveTextContent(EXPERT_LABELS.kbPublished),
    );
    expect(calls[1]).toEqual({ rpc: 'kb_republish_article', body: { p_article_id: 'k1' } });
  });

  it('offers an expert who is not an approver neither', async () => {
    articleBackend(false);
    renderWithProviders(<PublishArticle q={Q} canPublish={false} />);
    await waitFor(() =>
      expect(screen.getByTestId('kb-state')).toHaveTextContent(EXPERT_LABELS.kbUnpublished),
    );
    expect(screen.queryByRole('button', { name: EXPERT_LABELS.kbRepublish })).toBeNull();
    expect(screen.queryByRole('button', { name: EXPERT_LABELS.kbUnpublish })).toBeNull();
  });
});
