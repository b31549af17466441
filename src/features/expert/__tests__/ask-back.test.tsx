import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { InfoThread, RequestInfoButton } from '@/features/expert/components/ask-back';
import { QuestionHistory } from '@/features/expert/components/question-history';
import { ASK_BACK_LABELS, ASK_BACK_VALIDATION, EXPERT_TOASTS } from '@/features/expert/constants';
import { STATUS_LABELS } from '@/lib/question-status';
import { server } from '@/testing/mocks/server';
import { REST_URL } from '@/testing/mocks/supabase-urls';
import { renderWithProviders } from '@/testing/test-utils';

const QUESTION = '22222222-2222-4222-8222-222222222222';

describe('RequestInfoButton', () => {
  it('requires a message: the error is tied to the field and nothing is sent', async () => {
    let calls = 0;
    server.use(
      http.post(`${REST_URL}/rpc/request_information`, () => {
        calls++;
        return HttpResponse.json('r1');
      }),
    );
    const { user } = renderWithProviders(<RequestInfoButton questionId={QUESTION} />);
    await user.click(screen.getByRole('button', { name: ASK_BACK_LABELS.request }));
    const dialog = await screen.findByRole('dialog', { name: ASK_BACK_LABELS.dialogTitle });
    await user.type(within(dialog).getByLabelText(ASK_BACK_LABELS.message), '   ');
    await user.click(within(dialog).getByRole('button', { name: ASK_BACK_LABELS.send }));
    const field = within(dialog).getByLabelText(ASK_BACK_LABELS.message);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(ASK_BACK_VALIDATION.messageRequired);
    expect(calls).toBe(0);
  });

  it('sends the trimmed message, says so and closes; a refusal stays in the dialog', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${REST_URL}/rpc/request_information`, async ({ request }) => {
        bodies.push(await request.json());
        await delay(50);
        return HttpResponse.json('33333333-3333-4333-8333-333333333333');
      }),
    );
    const { user } = renderWithProviders(<RequestInfoButton questionId={QUESTION} />);
    await user.click(screen.getByRole('button', { name: ASK_BACK_LABELS.request }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(ASK_BACK_LABELS.message), ' Which payer? ');
    await user.click(within(dialog).getByRole('button', { name: ASK_BACK_LABELS.send }));
    expect(await screen.findByText(EXPERT_TOASTS.infoRequested.title)).toBeInTheDocument();
    expect(bodies).toEqual([{ p_question_id: QUESTION, p_message: 'Which payer?' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    server.use(
      http.post(`${REST_URL}/rpc/request_information`, () =>
        HttpResponse.json(
          {
            code: 'PT409',
            message: 'Cannot ask the submitter about a question that is awaiting_approval',
            details: null,
            hint: null,
          },
          { status: 409 },
        ),
      ),
    );
    await user.click(screen.getByRole('button', { name: ASK_BACK_LABELS.request }));
    const again = await screen.findByRole('dialog');
    await user.type(within(again).getByLabelText(ASK_BACK_LABELS.message), 'Anything else?');
    await user.click(within(again).getByRole('button', { name: ASK_BACK_LABELS.send }));
    expect(
      await within(again).findByText(
        'Cannot ask the submitter about a question that is awaiting_approval',
      ),
    ).toBeInTheDocument();
    // The dialog passes its own onError (errors.root): the hook's default toast is not shown.
    expect(screen.queryByText('Someone else acted first', { selector: 'li *' })).toBeNull();
  });
});

describe('InfoThread', () => {
  it('lists the requests and replies in order with who, when and how', async () => {
    server.use(
      http.post(`${REST_URL}/rpc/question_info_thread`, () =>
        HttpResponse.json([
          {
            kind: 'request',
            id: 'a',
            request_id: 'a',
            author_name: 'Eve Expert',
            body: 'Which payer?',
            via: null,
            request_status: 'replied',
            created_at: '2026-11-20T10:00:00Z',
          },
          {
            kind: 'reply',
            id: 'b',
            request_id: 'a',
            author_name: 'Dana Tester',
            body: 'Medicare.',
            via: 'link',
            request_status: null,
            created_at: '2026-11-21T10:00:00Z',
          },
        ]),
      ),
    );
    renderWithProviders(<InfoThread questionId={QUESTION} />);
    const entries = await screen.findAllByTestId('info-thread-entry');
    expect(entries.map((e) => e.textContent)).toEqual([
      expect.stringMatching(/^Request from Eve Expert · .*2026.*Which payer\?$/),
      expect.stringMatching(/^Reply from Dana Tester · .*2026.* · by email link.*Medicare\.$/),
    ]);
    expect(screen.getByRole('heading', { name: ASK_BACK_LABELS.thread })).toBeInTheDocument();
  });

  it('shows nothing for a question nobody asked about', async () => {
    renderWithProviders(<InfoThread questionId={QUESTION} />);
    await delay(50);
    expect(screen.queryByTestId('info-thread')).not.toBeInTheDocument();
  });
});

describe('history and status labels', () => {
  it('names the ask-back events and statuses', () => {
    renderWithProviders(
      <QuestionHistory
        events={[
          {
            id: '1',
            question_id: QUESTION,
            answer_id: null,
            actor_id: null,
            expert_id: null,
            event: 'info_requested',
            from_status: 'pending',
            to_status: 'needs_information',
            reason: 'Which payer?',
            created_at: '2026-11-20T10:00:00Z',
            seq: 1,
            actor_name: null,
            expert_name: null,
            actor: { name: 'Eve Expert' },
          },
          {
            id: '2',
            question_id: QUESTION,
            answer_id: null,
            actor_id: null,
            expert_id: null,
            event: 'closed_no_reply',
            from_status: 'needs_information',
            to_status: 'closed_no_reply',
            reason: 'no reply from the submitter',
            created_at: '2026-12-04T10:00:00Z',
            seq: 2,
            actor_name: null,
            expert_name: null,
            actor: null,
          },
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items[0]).toContain(
      `More information requested ${STATUS_LABELS.pending} → ${STATUS_LABELS.needs_information}`,
    );
    expect(items[1]).toContain(
      `Closed - no reply ${STATUS_LABELS.needs_information} → ${STATUS_LABELS.closed_no_reply}`,
    );
    expect(STATUS_LABELS.needs_information).toBe('Needs information');
    expect(STATUS_LABELS.closed_no_reply).toBe('Closed - no reply');
  });
});
