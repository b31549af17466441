/**
 * The question page says each thing once and names the question in its tab: no "Submitter" beside
 * the same first and last name, no "Submitter email" beside the same email, a rejection's reason on
 * its answer and not again in the history, and the tab titled with the reference and the title.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { adminBackend } from '@/features/admin/__tests__/support';
import { questionPage } from '@/features/admin/__tests__/question-page-support';
import { renderApp } from '@/testing/test-utils';

const ID = 'd1000000-0000-4000-8000-000000000011';
const REASON = 'Cite the NCCI edit that bundles the two codes.';

const rejected = {
  id: 'a2000000-0000-4000-8000-000000000011',
  question_id: ID,
  content: 'Bill both codes.',
  created_at: '2026-11-21T10:00:00Z',
  expert_id: 'e1',
  approved_at: null,
  approved_by: null,
  rejected_at: '2026-11-22T10:00:00Z',
  rejected_by: 'a1',
  rejection_reason: REASON,
  author: { id: 'e1', name: 'Eve Expert' },
  rejecter: { id: 'a1', name: 'Avery Approver' },
  approver: null,
};

const events = [
  {
    id: 'v1',
    question_id: ID,
    event: 'created',
    to_status: 'unassigned',
    created_at: '2026-11-20T10:00:00Z',
  },
  {
    id: 'v2',
    question_id: ID,
    answer_id: rejected.id,
    event: 'rejected',
    from_status: 'awaiting_approval',
    to_status: 'pending',
    reason: REASON,
    created_at: '2026-11-22T10:00:00Z',
    actor: { id: 'a1', name: 'Avery Approver' },
  },
];

describe('the question page says each thing once', () => {
  it('no Submitter rows repeating the name and email, the reason once, the tab named after the question', async () => {
    adminBackend({});
    questionPage(
      { id: ID, submitter_name: 'Sam Lee', submitter_email: 'SAM@example.test' },
      [rejected],
      events,
    );
    renderApp(`/admin/questions/${ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Modifier 25 question' }),
    ).toBeInTheDocument();
    const details = screen.getByText('First name').closest('dl')!;
    expect(within(details).queryByText('Submitter')).not.toBeInTheDocument();
    expect(within(details).queryByText('Submitter email')).not.toBeInTheDocument();
    expect(within(details).getByText('sam@example.test')).toBeInTheDocument();

    expect(screen.getAllByText(REASON, { exact: false })).toHaveLength(1);
    expect(screen.getByTestId('rejection-reason')).toHaveTextContent(REASON);
    expect(screen.getByTestId('status-history')).toHaveTextContent('Answer rejected');

    await waitFor(() =>
      expect(document.title).toBe('Q-D1000000 · Modifier 25 question · ClaimDesk'),
    );
  });

  it('keeps Submitter when it names someone other than the form fields', async () => {
    adminBackend({});
    questionPage({ id: ID, submitter_name: 'Front Desk', submitter_email: 'desk@example.test' });
    renderApp(`/admin/questions/${ID}`);
    const details = (await screen.findByText('First name')).closest('dl')!;
    expect(within(details).getByText('Front Desk')).toBeInTheDocument();
    expect(within(details).getByText('desk@example.test')).toBeInTheDocument();
  });
});
