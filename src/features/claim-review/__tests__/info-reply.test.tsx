import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { InfoReply } from '@/features/claim-review/components/info-reply';
import { ASK_BACK_TEXT } from '@/features/claim-review/constants';
import { server } from '@/testing/mocks/server';
import { REST_URL } from '@/testing/mocks/supabase-urls';
import { renderWithProviders } from '@/testing/test-utils';

const REQUEST = '44444444-4444-4444-8444-444444444444';

function thread() {
  server.use(
    http.post(`${REST_URL}/rpc/question_info_thread`, () =>
      HttpResponse.json([
        {
          kind: 'request',
          id: REQUEST,
          request_id: REQUEST,
          author_name: 'Eve Expert',
          body: 'Which payer?',
          via: null,
          request_status: 'open',
          created_at: '2026-11-20T10:00:00Z',
        },
      ]),
    ),
  );
}

describe('InfoReply (Claim Review)', () => {
  it('shows the request; an empty reply is refused at the field', async () => {
    thread();
    const { user } = renderWithProviders(<InfoReply userId="u1" questionId="q1" canReply />);
    expect(await screen.findByText('Which payer?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: ASK_BACK_TEXT.send }));
    // The form validates after the click's handlers return: on a busy machine the message can
    // arrive a moment after the click does.
    await waitFor(() =>
      expect(screen.getByLabelText(ASK_BACK_TEXT.replyLabel)).toHaveAccessibleDescription(
        ASK_BACK_TEXT.replyRequired,
      ),
    );
  });

  it('screens for PHI: sends only after the confirmation, and says so', async () => {
    thread();
    const sent: unknown[] = [];
    server.use(
      http.post(`${REST_URL}/rpc/reply_info_request`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json('r1');
      }),
    );
    const { user } = renderWithProviders(<InfoReply userId="u1" questionId="q1" canReply />);
    await user.type(
      await screen.findByLabelText(ASK_BACK_TEXT.replyLabel),
      'MRN 1234567, Medicare',
    );
    await user.click(screen.getByRole('button', { name: ASK_BACK_TEXT.send }));
    expect(await screen.findByText(ASK_BACK_TEXT.phiTitle)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ASK_BACK_TEXT.sendAnyway })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: ASK_BACK_TEXT.phiConfirm }));
    await user.click(screen.getByRole('button', { name: ASK_BACK_TEXT.sendAnyway }));
    expect(await screen.findByText(ASK_BACK_TEXT.sent.title)).toBeInTheDocument();
    expect(sent).toEqual([
      { p_request_id: REQUEST, p_message: 'MRN 1234567, Medicare', p_phi_confirmed: true },
    ]);
  });

  it('offers no form once the question is no longer waiting', async () => {
    thread();
    renderWithProviders(<InfoReply userId="u1" questionId="q1" canReply={false} />);
    expect(await screen.findByText('Which payer?')).toBeInTheDocument();
    expect(screen.queryByLabelText(ASK_BACK_TEXT.replyLabel)).not.toBeInTheDocument();
  });
});
