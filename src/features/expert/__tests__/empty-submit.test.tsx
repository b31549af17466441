/**
 * Empty submits on the staff forms (docs/decisions.md, "Empty submits and the error summary"): the
 * field's error shows, is announced and the field gets the focus, and nothing is sent.
 */
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { AnswerEditor } from '@/features/expert/components/answer-editor';
import { DecisionControls } from '@/features/expert/components/decision-controls';
import { EXPERT_LABELS, EXPERT_VALIDATION } from '@/features/expert/constants';
import { server } from '@/testing/mocks/server';
import { REST_URL } from '@/testing/mocks/supabase-urls';
import { renderWithProviders } from '@/testing/test-utils';

const ID = '11111111-1111-4111-8111-111111111111';

function recordRpc() {
  const calls: string[] = [];
  server.use(
    http.post(`${REST_URL}/rpc/:name`, ({ params }) => {
      calls.push(String(params.name));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

describe('empty submits on staff forms', () => {
  it('answer: the error is shown, announced, tied to the field, and the field has focus', async () => {
    const calls = recordRpc();
    const { user } = renderWithProviders(<AnswerEditor questionId={ID} />);
    await user.click(screen.getByRole('button', { name: EXPERT_LABELS.submitAnswer }));
    const field = screen.getByLabelText(EXPERT_LABELS.answerLabel);
    const error = await screen.findByText(EXPERT_VALIDATION.answerRequired);
    expect(error.closest('[role="alert"]')).not.toBeNull();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(EXPERT_VALIDATION.answerRequired);
    expect(field).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it('reject reason: the error is shown, announced, and the reason field has focus', async () => {
    const calls = recordRpc();
    const { user } = renderWithProviders(<DecisionControls answerId={ID} isOwnAnswer={false} />);
    await user.click(screen.getByRole('button', { name: EXPERT_LABELS.reject }));
    // the reason form is loaded when Reject opens it (a chunk of its own): wait for it
    await user.click(await screen.findByRole('button', { name: EXPERT_LABELS.confirmReject }));
    const field = screen.getByLabelText(EXPERT_LABELS.rejectReason);
    const error = await screen.findByText(EXPERT_VALIDATION.reasonRequired);
    expect(error.closest('[role="alert"]')).not.toBeNull();
    expect(field).toHaveFocus();
    expect(calls).toEqual([]);
  });
});
