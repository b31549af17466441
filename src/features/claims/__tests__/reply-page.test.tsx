import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { REPLY_TEXT } from '@/features/claims/reply-messages';
import { PHI_TEXT } from '@/features/claims/messages-after-input';
import { server } from '@/testing/mocks/server';
import { REST_URL } from '@/testing/mocks/supabase-urls';

const TOKEN = 'ab'.repeat(32);

function openLink(state = 'open', status = 'needs_information') {
  const reads: unknown[] = [];
  server.use(
    http.post(`${REST_URL}/rpc/info_request_by_token`, async ({ request }) => {
      reads.push(await request.json());
      return HttpResponse.json([
        state === 'open'
          ? {
              state,
              question_title: 'Modifier 25 with a preventive visit',
              question_status: status,
              message: 'Which payer is this for?',
              asked_by_name: 'Eve Expert',
              asked_at: '2026-11-20T10:00:00Z',
            }
          : {
              state,
              question_title: null,
              question_status: null,
              message: null,
              asked_by_name: null,
              asked_at: null,
            },
      ]);
    }),
  );
  return reads;
}

/**
 * The light client binds fetch when its module loads, so the page is imported after MSW is
 * listening (as partner-account-error.test.tsx does).
 */
async function renderPage() {
  const { ReplyPage } = await import('@/features/claims/pages/reply-page');
  const user = userEvent.setup();
  render(<ReplyPage />);
  return { user };
}

beforeEach(() => {
  window.history.pushState({}, '', `/reply?token=${TOKEN}`);
});

describe('ReplyPage', () => {
  it('shows the one request the link opens and requires a reply (error tied to the field)', async () => {
    const reads = openLink();
    const { user } = await renderPage();
    expect(await screen.findByTestId('reply-request-message')).toHaveTextContent(
      'Which payer is this for?',
    );
    expect(screen.getByTestId('reply-question-title')).toHaveTextContent('Modifier 25');
    expect(reads).toEqual([{ p_token: TOKEN }]);
    await waitFor(() => expect(document.title).toBe(REPLY_TEXT.documentTitle));

    await user.click(screen.getByRole('button', { name: REPLY_TEXT.send }));
    const field = screen.getByLabelText(REPLY_TEXT.replyLabel);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      `${REPLY_TEXT.replyHint} ${REPLY_TEXT.replyRequired}`,
    );
    expect(field).toHaveFocus();
    // after the first attempt, every change is checked again
    await user.type(field, 'Aetna');
    await waitFor(() => expect(field).not.toHaveAttribute('aria-invalid'));
    expect(field).toHaveAccessibleDescription(REPLY_TEXT.replyHint);
  });

  it('screens the reply for PHI like the forms: confirm, then it is sent with the confirmation', async () => {
    openLink();
    const sent: unknown[] = [];
    server.use(
      http.post(`${REST_URL}/rpc/reply_info_request_by_token`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json('reply-id');
      }),
    );
    const { user } = await renderPage();
    const field = await screen.findByLabelText(REPLY_TEXT.replyLabel);
    await user.type(field, 'Patient SSN 123-45-6789, Medicare.');
    await user.click(screen.getByRole('button', { name: REPLY_TEXT.send }));
    expect(await screen.findByText(PHI_TEXT.title)).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('checkbox', { name: PHI_TEXT.confirmLabel }));
    await user.click(screen.getByRole('button', { name: PHI_TEXT.confirmSubmit }));
    expect(await screen.findByText(REPLY_TEXT.sentTitle)).toBeInTheDocument();
    expect(sent).toEqual([
      { p_token: TOKEN, p_message: 'Patient SSN 123-45-6789, Medicare.', p_phi_confirmed: true },
    ]);
  });

  it('shows the server refusal in the form', async () => {
    openLink('open', 'closed_no_reply');
    server.use(
      http.post(`${REST_URL}/rpc/reply_info_request_by_token`, () =>
        HttpResponse.json(
          {
            code: 'PT409',
            message: 'This reply link has already been used.',
            details: null,
            hint: null,
          },
          { status: 409 },
        ),
      ),
    );
    const { user } = await renderPage();
    expect(await screen.findByText(REPLY_TEXT.closedNote)).toBeInTheDocument();
    await user.type(screen.getByLabelText(REPLY_TEXT.replyLabel), 'Medicare.');
    await user.click(screen.getByRole('button', { name: REPLY_TEXT.send }));
    const refusal = await screen.findByText('This reply link has already been used.');
    expect(refusal).toHaveAttribute('role', 'alert');
  });

  it.each(['invalid', 'expired', 'used'] as const)(
    'a %s link says so and shows nothing else',
    async (state) => {
      openLink(state);
      await renderPage();
      const title = await screen.findByText(REPLY_TEXT.states[state].title);
      expect(title.closest('[role="alert"]')).not.toBeNull();
      expect(screen.queryByLabelText(REPLY_TEXT.replyLabel)).not.toBeInTheDocument();
    },
  );
});
