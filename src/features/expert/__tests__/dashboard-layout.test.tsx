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
import { heldBack } from '@/testing/held-back';

beforeEach(() => {
  mockDb.reset();
  resetAuthStore();
});

/** Holds the counts until `release()`, then answers them. */
function holdCounts(approvalQueue: number | null) {
  const { opened: gate, release } = heldBack();
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
  ['an approver', true, 6],
] as const)(
  'for %s the count cards are in place (showing "–") before the counts arrive, then fill in',
  async (_who, isApprover, cards) => {
    addSignedInUser({ email: 'e@example.test', role: 'expert', is_approver: isApprover });
    const release = holdCounts(isApprover ? 5 : null);
    renderApp('/expert/dashboard');
    const section = await screen.findByRole('region', { name: 'Counts' });
    expect(section).toHaveAttribute('aria-busy', 'true');
    expect(within(section).getAllByText('–')).toHaveLength(cards);
    // the approver's work leads the page, in its own section above the counts
    expect(screen.queryByRole('region', { name: /^Approval queue/ }) !== null).toBe(isApprover);

    release();
    await waitFor(() => expect(screen.getByTestId('count-assigned')).toHaveTextContent('4'));
    expect(section).toHaveAttribute('aria-busy', 'false');
    expect(within(section).queryAllByText('–')).toHaveLength(0);
    if (!isApprover) expect(screen.queryByTestId('count-approval-queue')).not.toBeInTheDocument();
  },
);

const answer = (id: string, expertId: string, title: string, author: string) => ({
  id,
  content: 'An answer',
  created_at: '2026-11-20T10:00:00Z',
  expert_id: expertId,
  author: { name: author },
  attribution: null,
  question: {
    id: `q-${id}`,
    title,
    content: 'Question text',
    status: 'awaiting_approval',
    created_at: '2026-11-19T10:00:00Z',
    coding_question_type: 'General Coding Question',
    phi_confirmed: false,
    corporate_account: { id: 'a1', name: 'Summit Health System' },
  },
});

const queueRow = (id: string, title: string, status: string, needsRevision = false) => ({
  id,
  title,
  status,
  created_at: '2026-11-19T10:00:00Z',
  coding_question_type: 'General Coding Question',
  corporate_account_id: 'a1',
  corporate_account_name: 'Summit Health System',
  phi_confirmed: false,
  needs_revision: needsRevision,
  rejection_reason: null,
  rejected_at: null,
});

it("leads an approver's dashboard with the answers they may decide, never their own", async () => {
  const me = addSignedInUser({ email: 'a@example.test', role: 'expert', is_approver: true });
  server.use(
    http.get(`${REST_URL}/answers`, () =>
      HttpResponse.json([
        answer('x1', 'someone-else', 'Modifier 59 on a second site', 'Erin Expert'),
        answer('x2', me.id, 'My own answer', 'Me'),
      ]),
    ),
  );
  renderApp('/expert/dashboard');
  const approvals = await screen.findByRole('region', { name: /^Approval queue/ });
  // first on the page: before the counts and the queue
  const sections = screen.getAllByRole('region');
  expect(sections[0]).toBe(approvals);
  await waitFor(() =>
    expect(within(approvals).getByTestId('count-approval-queue')).toHaveTextContent('1'),
  );
  expect(
    within(approvals).getByRole('link', { name: 'Modifier 59 on a second site' }),
  ).toBeVisible();
  expect(within(approvals).queryByText('My own answer')).not.toBeInTheDocument();
  expect(within(approvals).getByRole('link', { name: 'Open the approval queue' })).toHaveAttribute(
    'href',
    '/expert/approval',
  );
});

it("lists in an expert's queue what they can act on; their answers awaiting approval apart", async () => {
  addSignedInUser({ email: 'e@example.test', role: 'expert', is_approver: false });
  server.use(
    http.post(`${REST_URL}/rpc/expert_queue`, () =>
      HttpResponse.json([
        queueRow('q1', 'Pending question', 'pending'),
        queueRow('q2', 'Answered, waiting', 'awaiting_approval'),
        queueRow('q3', 'Rejected, to revise', 'pending', true),
      ]),
    ),
  );
  renderApp('/expert/dashboard');
  const queue = await screen.findByTestId('expert-queue');
  expect(
    within(queue)
      .getAllByTestId('queue-item')
      .map((li) => li.querySelector('a')?.textContent),
  ).toEqual(['Pending question', 'Rejected, to revise']);
  const waiting = screen.getByRole('region', { name: 'Waiting for approval (1)' });
  expect(within(waiting).getByRole('link', { name: 'Answered, waiting' })).toBeVisible();
  expect(screen.queryByRole('region', { name: /^Approval queue/ })).not.toBeInTheDocument();
});
