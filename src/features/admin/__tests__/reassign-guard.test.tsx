/**
 * The reassign dialog never offers the only approver and says why and what to do (docs/decisions.md,
 * "Answers nobody can approve"): experts in the server's order (least loaded first), a warning when
 * nobody is an approver, and the server's refusal in the dialog when the state changed meanwhile.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { adminBackend, pgError } from '@/features/admin/__tests__/support';
import { questionPage } from '@/features/admin/__tests__/question-page-support';
import { APPROVAL_GUARD_MESSAGES as M } from '@/features/admin/messages/approval-guard';
import { renderApp } from '@/testing/test-utils';

const ONLY =
  'Avery Approver is the only approver: nobody could approve an answer they write. Make another expert an approver first, or choose another expert';

const candidate = (partial: Record<string, unknown>) => ({
  id: 'e1',
  name: 'Eve Expert',
  is_approver: false,
  open_questions: 4,
  refusal: null,
  ...partial,
});

async function openReassign() {
  const { user } = renderApp('/admin/questions/q1');
  await user.click(await screen.findByRole('button', { name: 'Reassign' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Reassign the question' }) };
}

describe('the reassign dialog', () => {
  it('offers the experts least loaded first, never the only approver, and says why and what to do', async () => {
    adminBackend({
      admin_reassign_candidates: () => [
        candidate({ id: 'e2', name: 'Ian Expert', open_questions: 0 }),
        candidate({ id: 'e3', name: 'Zoe Expert', open_questions: 2 }),
        candidate({ id: 'e1', open_questions: 4 }),
        candidate({ id: 'a1', name: 'Avery Approver', is_approver: true, refusal: ONLY }),
      ],
    });
    questionPage();
    const { dialog } = await openReassign();
    const select = within(dialog).getByLabelText('Expert');
    // the question's own expert (e1) is left out; the server's order is kept (the placeholder
    // option is there before the candidates arrive: wait for them)
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((x) => x.textContent),
      ).toEqual(['Choose an expert', 'Ian Expert (0 open)', 'Zoe Expert (2 open)']),
    );
    const notes = within(dialog).getByTestId('reassign-notes');
    expect(notes).toHaveTextContent(`${M.notOffered} ${ONLY}.`);
    expect(within(notes).getByRole('link', { name: M.openExperts })).toHaveAttribute(
      'href',
      '/admin/experts',
    );
    expect(notes).not.toHaveTextContent(M.noApproverWarning);
  });

  it('warns that nothing can be approved while nobody is an approver', async () => {
    adminBackend({
      admin_reassign_candidates: () => [candidate({ id: 'e2', name: 'Ian Expert' })],
    });
    questionPage();
    const { dialog } = await openReassign();
    expect(await within(dialog).findByTestId('reassign-notes')).toHaveTextContent(
      M.noApproverWarning,
    );
  });

  it('shows no note when another approver remains, and an approver is offered as one', async () => {
    adminBackend({
      admin_reassign_candidates: () => [
        candidate({ id: 'a2', name: 'Bo Approver', is_approver: true, open_questions: 1 }),
        candidate({ id: 'a1', name: 'Avery Approver', is_approver: true, open_questions: 3 }),
      ],
    });
    questionPage();
    const { dialog } = await openReassign();
    expect(
      await within(dialog).findByRole('option', { name: 'Bo Approver, approver (1 open)' }),
    ).toBeInTheDocument();
    expect(within(dialog).queryByTestId('reassign-notes')).not.toBeInTheDocument();
  });

  it("shows the server's refusal in the dialog when the state changed meanwhile", async () => {
    adminBackend({
      admin_reassign_candidates: () => [
        candidate({ id: 'a1', name: 'Avery Approver', is_approver: true }),
        candidate({ id: 'a2', name: 'Bo Approver', is_approver: true }),
      ],
      admin_reassign_questions: () => pgError(409, 'PT409', ONLY),
    });
    questionPage();
    const { user, dialog } = await openReassign();
    await user.selectOptions(
      within(dialog).getByLabelText('Expert'),
      await within(dialog).findByRole('option', { name: /Avery Approver/ }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reassign' }));
    expect(await within(dialog).findByText(ONLY)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Reassign the question' })).toBeInTheDocument();
  });
});
