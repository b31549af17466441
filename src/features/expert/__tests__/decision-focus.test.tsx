/**
 * Where focus goes around a decision (docs/decisions.md, "Where focus goes after an action"): the
 * pressed button keeps it while the action runs, Reject's reason form takes it, Cancel returns it.
 */
import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { DecisionControls } from '@/features/expert/components/decision-controls';
import { EXPERT_LABELS } from '@/features/expert/constants';
import { server } from '@/testing/mocks/server';
import { REST_URL } from '@/testing/mocks/supabase-urls';
import { renderWithProviders } from '@/testing/test-utils';

const ANSWER = '11111111-1111-4111-8111-111111111111';

describe('DecisionControls: focus', () => {
  it('Approve keeps focus while in flight, inert to a second press', async () => {
    let approvals = 0;
    server.use(
      http.post(`${REST_URL}/rpc/approve_answer`, async () => {
        approvals += 1;
        await delay('infinite');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderWithProviders(
      <DecisionControls answerId={ANSWER} isOwnAnswer={false} />,
    );
    await user.click(screen.getByRole('button', { name: EXPERT_LABELS.approve }));
    const approving = screen.getByRole('button', { name: EXPERT_LABELS.approving });
    expect(approving).toHaveFocus();
    expect(approving).not.toBeDisabled();
    expect(approving).toHaveAttribute('aria-disabled', 'true');
    await user.click(approving);
    await user.keyboard('{Enter}');
    expect(approvals).toBe(1);
  });

  it('Reject opens the reason form with focus in the reason; Cancel returns focus to Reject', async () => {
    const { user } = renderWithProviders(
      <DecisionControls answerId={ANSWER} isOwnAnswer={false} />,
    );
    await user.click(screen.getByRole('button', { name: EXPERT_LABELS.reject }));
    // The reason form loads on the first Reject (reject-reason-form.tsx), then takes focus.
    const reason = await screen.findByLabelText(EXPERT_LABELS.rejectReason);
    await waitFor(() => expect(reason).toHaveFocus());
    await user.click(screen.getByRole('button', { name: EXPERT_LABELS.cancel }));
    expect(screen.getByRole('button', { name: EXPERT_LABELS.reject })).toHaveFocus();
  });

  it('Confirm keeps focus while the rejection is sent, then tells the page', async () => {
    server.use(
      http.post(`${REST_URL}/rpc/reject_answer`, async () => {
        await delay(150);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const done = vi.fn();
    const { user } = renderWithProviders(
      <DecisionControls answerId={ANSWER} isOwnAnswer={false} onDone={done} />,
    );
    await user.click(screen.getByRole('button', { name: EXPERT_LABELS.reject }));
    await user.type(await screen.findByLabelText(EXPERT_LABELS.rejectReason), 'Cite the edit.');
    await user.click(screen.getByRole('button', { name: EXPERT_LABELS.confirmReject }));
    expect(screen.getByRole('button', { name: EXPERT_LABELS.rejecting })).toHaveFocus();
    await vi.waitFor(() => expect(done).toHaveBeenCalledWith('rejected'));
  });
});
