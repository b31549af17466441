/**
 * The expert dashboard keeps its layout while the counts load (docs/decisions.md, "One page
 * frame"): the queue below must not move when they arrive, a layout shift Lighthouse measured at
 * 0.147.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { addSignedInUser } from '@/testing/auth-helpers';
import { mockDb } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { REST_URL } from '@/testing/mocks/supabase-urls';
import { renderApp, resetAuthStore } from '@/testing/test-utils';

beforeEach(() => {
  mockDb.reset();
  resetAuthStore();
});

/** Holds the counts until `release()`, then answers them. */
function holdCounts(approvalQueue: number | null) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.post(`${REST_URL}/rpc/expert_dashboard_counts`, async () => {
      await gate;
      await delay(1);
      return HttpResponse.json({
        assigned: 4,
        pending: 2,
        needs_revision: 1,
        awaiting_approval: 1,
        needs_information: 0,
        approved: 9,
        unassigned_in_my_accounts: 3,
        approval_queue: approvalQueue,
      });
    }),
  );
  return () => release();
}

it.each([
  ['an expert', false, 6],
  ['an approver', true, 7],
] as const)(
  'for %s the count cards are in place (showing "–") before the counts arrive, then fill in',
  async (_who, isApprover, cards) => {
    addSignedInUser({ email: 'e@example.test', role: 'expert', is_approver: isApprover });
    const release = holdCounts(isApprover ? 5 : null);
    renderApp('/expert/dashboard');
    const section = await screen.findByRole('region', { name: 'Counts' });
    expect(section).toHaveAttribute('aria-busy', 'true');
    expect(within(section).getAllByText('–')).toHaveLength(cards);
    expect(screen.queryByTestId('count-approval-queue') !== null).toBe(isApprover);

    release();
    await waitFor(() => expect(screen.getByTestId('count-assigned')).toHaveTextContent('4'));
    expect(section).toHaveAttribute('aria-busy', 'false');
    expect(within(section).queryAllByText('–')).toHaveLength(0);
    if (isApprover) expect(screen.getByTestId('count-approval-queue')).toHaveTextContent('5');
    else expect(screen.queryByTestId('count-approval-queue')).not.toBeInTheDocument();
  },
);
