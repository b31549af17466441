import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ClaimReviewPage } from '@/features/claim-review/components/claim-review-page';
import { CLAIM_REVIEW_LABELS, SUBMITTER_STATUS_LABELS } from '@/features/claim-review/constants';
import { useAuthStore } from '@/lib/auth/auth-store';
import { server } from '@/testing/mocks/server';
import { REST_URL } from '@/testing/mocks/supabase-urls';
import { makeUser, renderWithProviders, resetAuthStore } from '@/testing/test-utils';

describe('Claim Review', () => {
  beforeEach(() => {
    resetAuthStore({ status: 'ready' });
    useAuthStore.setState({ user: makeUser({ id: 'u-1' }) });
  });

  it("lists the user's own questions with their status and the approved answer", async () => {
    const urls: string[] = [];
    server.use(
      http.get(`${REST_URL}/questions`, ({ request }) => {
        urls.push(decodeURIComponent(request.url));
        return HttpResponse.json([
          {
            id: 'q2',
            title: 'Observation hours',
            content: 'How are they counted?',
            status: 'approved',
            created_at: '2026-11-20T10:00:00Z',
            coding_question_type: 'General Coding Question',
            corporate_account: null,
            answers: [
              {
                id: 'a1',
                content: 'From the order time to discharge.',
                approved_at: '2026-11-21T10:00:00Z',
              },
            ],
          },
          {
            id: 'q1',
            title: 'Modifier 25',
            content: 'Is it allowed?',
            status: 'awaiting_approval',
            created_at: '2026-11-19T10:00:00Z',
            coding_question_type: 'Professional - Global',
            corporate_account: { name: 'Summit Health System' },
            answers: [],
          },
        ]);
      }),
    );
    renderWithProviders(<ClaimReviewPage />);
    const claims = await screen.findAllByTestId('claim');
    expect(claims).toHaveLength(2);
    expect(within(claims[0]!).getByTestId('claim-status')).toHaveTextContent(
      SUBMITTER_STATUS_LABELS.approved,
    );
    expect(within(claims[0]!).getByTestId('claim-answer')).toHaveTextContent(
      'From the order time to discharge.',
    );
    expect(within(claims[1]!).getByTestId('claim-status')).toHaveTextContent(
      SUBMITTER_STATUS_LABELS.awaiting_approval,
    );
    expect(within(claims[1]!).queryByTestId('claim-answer')).not.toBeInTheDocument();
    expect(within(claims[1]!).getByText(CLAIM_REVIEW_LABELS.noAnswerYet)).toBeInTheDocument();
    expect(urls[0]).toContain('user_id=eq.u-1');
  });

  it('says when there is nothing yet', async () => {
    server.use(http.get(`${REST_URL}/questions`, () => HttpResponse.json([])));
    renderWithProviders(<ClaimReviewPage />);
    expect(await screen.findByText(CLAIM_REVIEW_LABELS.empty)).toBeInTheDocument();
  });
});
