// @vitest-environment jsdom
// jsdom, not happy-dom (docs/development.md, "Test environments"): happy-dom draws the toast's
// hidden announcement, a second copy of its text, at once.
import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { DecisionControls } from '@/features/expert/components/decision-controls';
import { EXPERT_LABELS, EXPERT_TOASTS, EXPERT_VALIDATION } from '@/features/expert/constants';
import { server } from '@/testing/mocks/server';
import { REST_URL } from '@/testing/mocks/supabase-urls';
import { renderWithProviders } from '@/testing/test-utils';

const ANSWER = '11111111-1111-4111-8111-111111111111';

describe('DecisionControls', () => {
  it('approves, disables both buttons while in flight, and sends no mail itself: the approval queues it', async () => {
    const calls: string[] = [];
    server.use(
      http.post(`${REST_URL}/rpc/approve_answer`, async ({ request }) => {
        calls.push(`approve ${JSON.stringify(await request.json())}`);
        await delay(150);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderWithProviders(
      <DecisionControls answerId={ANSWER} isOwnAnswer={false} />,
    );
    await user.click(screen.getByRole('button', { name: EXPERT_LABELS.approve }));
    // the pressed button stays focusable while in flight (decision-focus.test.tsx)
    expect(screen.getByRole('button', { name: EXPERT_LABELS.approving })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('button', { name: EXPERT_LABELS.reject })).toBeDisabled();
    expect(await screen.findByText(EXPERT_TOASTS.approved.title)).toBeInTheDocument();
    expect(screen.getByText(EXPERT_TOASTS.approved.description)).toBeInTheDocument();
    // one call: no request to any function (an unmocked one would fail the test)
    expect(calls).toEqual([`approve {"answer_id":"${ANSWER}"}`]);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: EXPERT_LABELS.approve })).toBeEnabled(),
    );
  });

  it('reports a conflict when someone else approved a moment earlier', async () => {
    server.use(
      http.post(`${REST_URL}/rpc/approve_answer`, () =>
        HttpResponse.json(
          {
            code: 'PT409',
            message: 'This answer has already been approved',
            details: null,
            hint: null,
          },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderWithProviders(
      <DecisionControls answerId={ANSWER} isOwnAnswer={false} />,
    );
    await user.click(screen.getByRole('button', { name: EXPERT_LABELS.approve }));
    expect(await screen.findByText(EXPERT_TOASTS.conflictTitle)).toBeInTheDocument();
    expect(
      screen.getByText(/This answer has already been approved by someone else\./),
    ).toBeInTheDocument();
  });

  it('requires a reason to reject, then sends it', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${REST_URL}/rpc/reject_answer`, async ({ request }) => {
        bodies.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderWithProviders(
      <DecisionControls answerId={ANSWER} isOwnAnswer={false} />,
    );
    await user.click(screen.getByRole('button', { name: EXPERT_LABELS.reject }));
    // The reason form loads on the first Reject (reject-reason-form.tsx).
    await user.click(await screen.findByRole('button', { name: EXPERT_LABELS.confirmReject }));
    expect(await screen.findByText(EXPERT_VALIDATION.reasonRequired)).toBeInTheDocument();
    expect(screen.getByLabelText(EXPERT_LABELS.rejectReason)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(bodies).toEqual([]);
    await user.type(screen.getByLabelText(EXPERT_LABELS.rejectReason), '  Cite the NCCI edit.  ');
    await user.click(screen.getByRole('button', { name: EXPERT_LABELS.confirmReject }));
    expect(await screen.findByText(EXPERT_TOASTS.rejected.title)).toBeInTheDocument();
    expect(bodies).toEqual([{ answer_id: ANSWER, reason: 'Cite the NCCI edit.' }]);
  });

  it('offers no decision on your own answer', () => {
    renderWithProviders(<DecisionControls answerId={ANSWER} isOwnAnswer />);
    expect(screen.getByText(EXPERT_LABELS.ownAnswer)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: EXPERT_LABELS.approve })).not.toBeInTheDocument();
  });
});
