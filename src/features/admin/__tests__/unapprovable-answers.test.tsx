/**
 * The dashboard flags answers nobody can approve, and a deleted expert keeps their name on the
 * question page (docs/decisions.md, "Answers nobody can approve", "Records that outlive people").
 */
import { screen, within } from '@testing-library/react';
import { adminBackend, pgError } from '@/features/admin/__tests__/support';
import { questionPage } from '@/features/admin/__tests__/question-page-support';
import { APPROVAL_GUARD_MESSAGES as M } from '@/features/admin/messages/approval-guard';
import { renderApp } from '@/testing/test-utils';

describe('the dashboard flag', () => {
  const row = (i: number, partial: Record<string, unknown> = {}) => ({
    answer_id: `ans${i}`,
    question_id: `q${i}`,
    question_title: `Waiting question ${i}`,
    answered_at: '2026-11-20T10:00:00Z',
    author_name: 'Avery Approver',
    reason: 'author_only_approver',
    total: 3,
    ...partial,
  });

  it('lists each answer nobody may decide, linked to its question, with why and what to do', async () => {
    adminBackend({
      admin_unapprovable_answers: () => [row(1), row(2, { reason: 'no_approver' })],
    });
    renderApp('/admin/dashboard');
    const list = await screen.findByRole('list', { name: M.flagList });
    const items = within(list).getAllByRole('listitem');
    expect(within(items[0]!).getByRole('link', { name: 'Waiting question 1' })).toHaveAttribute(
      'href',
      '/admin/questions/q1',
    );
    expect(items[0]).toHaveTextContent(
      'Avery Approver wrote this answer and is the only approver, and nobody may approve their own answer. Make another expert an approver on the Experts page.',
    );
    expect(items[1]).toHaveTextContent(`${M.noApprover} ${M.whatToDo}`);
    expect(screen.getByText(M.flagMore(2, 3))).toBeInTheDocument();
    const section = screen.getByRole('region', { name: M.flagTitle });
    expect(within(section).getByRole('link', { name: M.openExperts })).toHaveAttribute(
      'href',
      '/admin/experts',
    );
  });

  it('says so when every waiting answer can be decided', async () => {
    adminBackend({});
    renderApp('/admin/dashboard');
    const section = await screen.findByRole('region', { name: M.flagTitle });
    expect(await within(section).findByText(M.flagNone)).toBeInTheDocument();
  });

  it('shows a failure with its reason and a Retry', async () => {
    adminBackend({
      admin_unapprovable_answers: () =>
        pgError(403, '42501', 'Only admins can view the admin dashboard'),
    });
    renderApp('/admin/dashboard');
    const section = await screen.findByRole('region', { name: M.flagTitle });
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Only admins can view the admin dashboard',
    );
  });
});

describe('a deleted expert keeps their name', () => {
  it('on their answer, its approval and the history', async () => {
    adminBackend({});
    questionPage(
      { status: 'approved', expert_id: null, expert: null },
      [
        {
          id: 'ans1',
          question_id: 'q1',
          content: 'Use modifier 25.',
          created_at: '2026-11-20T11:00:00Z',
          updated_at: '2026-11-20T11:00:00Z',
          expert_id: null,
          approved_by: null,
          approved_at: '2026-11-20T12:00:00Z',
          rejected_by: null,
          rejected_at: null,
          rejection_reason: null,
          author: null,
          approver: null,
          rejecter: null,
          attribution: {
            expert_name: 'Dana Departed',
            approved_by_name: 'Avery Approver',
            rejected_by_name: null,
          },
        },
      ],
      [
        {
          id: 'ev1',
          question_id: 'q1',
          event: 'answered',
          from_status: 'pending',
          to_status: 'awaiting_approval',
          created_at: '2026-11-20T11:00:00Z',
          actor_id: null,
          actor_name: 'Dana Departed',
          actor: null,
          reason: null,
        },
      ],
    );
    renderApp('/admin/questions/q1');
    const answer = await screen.findByTestId('answer');
    expect(answer).toHaveTextContent('Dana Departed');
    expect(answer).toHaveTextContent('Approved by Avery Approver');
    expect(screen.getByTestId('status-history')).toHaveTextContent('Dana Departed');
  });
});
