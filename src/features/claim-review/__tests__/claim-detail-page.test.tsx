import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ClaimDetailPage } from '@/features/claim-review/components/claim-detail-page';
import { CLAIM_REVIEW_LABELS } from '@/features/claim-review/constants';
import { useAuthStore } from '@/lib/auth/auth-store';
import { server } from '@/testing/mocks/server';
import { REST_URL } from '@/testing/mocks/supabase-urls';
import { makeUser, renderWithProviders, resetAuthStore } from '@/testing/test-utils';

describe('Claim Review: one question (search results link here)', () => {
  beforeEach(() => {
    resetAuthStore({ status: 'ready' });
    useAuthStore.setState({ user: makeUser({ id: 'u-1' }) });
  });

  it("reads only the user's own question by id and shows its approved answer", async () => {
    const urls: URL[] = [];
    server.use(
      http.get(`${REST_URL}/questions`, ({ request }) => {
        urls.push(new URL(request.url));
        return HttpResponse.json({
          id: 'q2',
          title: 'Observation hours',
          content: 'How are they counted?',
          status: 'approved',
          created_at: '2026-11-20T10:00:00Z',
          coding_question_type: 'General Coding Question',
          corporate_account: null,
          answers: [
            { id: 'a1', content: 'From the order time.', approved_at: '2026-11-21T10:00:00Z' },
          ],
        });
      }),
    );
    renderWithProviders(<ClaimDetailPage questionId="q2" />);
    // the page heading is the question's title, said once
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Observation hours' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Observation hours')).toHaveLength(1);
    expect(screen.getByTestId('claim-answer')).toHaveTextContent('From the order time.');
    expect(screen.getByRole('link', { name: '← Claim Review' })).toHaveAttribute(
      'href',
      '/questions',
    );
    expect(urls[0]!.searchParams.get('id')).toBe('eq.q2');
    expect(urls[0]!.searchParams.get('user_id')).toBe('eq.u-1');
  });

  it("says so when the question is not the user's", async () => {
    server.use(http.get(`${REST_URL}/questions`, () => HttpResponse.json(null)));
    renderWithProviders(<ClaimDetailPage questionId="other" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      CLAIM_REVIEW_LABELS.questionTitle,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(CLAIM_REVIEW_LABELS.notFound);
  });
});
