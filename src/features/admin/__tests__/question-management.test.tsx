import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { adminBackend, expertRow, pgError, serveUsers } from '@/features/admin/__tests__/support';
import { server } from '@/testing/mocks/server';
import { REST_URL } from '@/testing/mocks/supabase-urls';
import { renderApp } from '@/testing/test-utils';
import { chooseRowAction } from '@/testing/row-actions';

function listRow(i: number, partial: Record<string, unknown> = {}) {
  return {
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    title: `Question ${i}`,
    status: 'pending',
    created_at: `2026-11-20T10:${String(59 - i).padStart(2, '0')}:00+00:00`,
    updated_at: '2026-11-21T10:00:00+00:00',
    coding_question_type: 'General Coding Question',
    phi_confirmed: false,
    expert_id: 'e1',
    corporate_account_id: null,
    corporate_account_name: null,
    expert_name: 'Eve Expert',
    submitter_name: 'Sam',
    submitter_email: 'sam@example.test',
    ...partial,
  };
}

beforeEach(() => {
  server.use(http.get(`${REST_URL}/corporate_accounts`, () => HttpResponse.json([])));
});

describe('Question Management', () => {
  it('is the All Questions list plus the expert filter (in the URL), links to the admin question page', async () => {
    const calls = adminBackend({
      admin_list_experts: () => [
        expertRow(),
        expertRow({ id: 'e2', name: 'Ian Expert', email: 'ian@example.test' }),
      ],
      expert_list_questions: () => [listRow(1), listRow(2, { status: 'approved' })],
    });
    const { user } = renderApp('/admin/questions?status=pending');
    expect(await screen.findByRole('heading', { name: 'Question Management' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Question 1' })).toHaveAttribute(
      'href',
      '/admin/questions/00000000-0000-4000-8000-000000000001',
    );
    await user.selectOptions(await screen.findByLabelText(/^Expert/), 'e2');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/admin/questions?status=pending&expert=e2',
      ),
    );
    await waitFor(() =>
      expect(calls.filter((c) => c.name === 'expert_list_questions').at(-1)?.body).toMatchObject({
        p_status: 'pending',
        p_expert_id: 'e2',
        p_limit: 26,
      }),
    );
  });

  it('reassigns the selected questions and reports what was refused', async () => {
    const calls = adminBackend({
      admin_reassign_candidates: () => [
        expertRow({ id: 'e2', name: 'Ian Expert', email: 'ian@example.test', open_questions: 0 }),
        expertRow(),
      ],
      expert_list_questions: () => [listRow(1), listRow(2, { status: 'approved' })],
      admin_reassign_questions: (b) =>
        (b.p_question_ids as string[]).map((id, i) =>
          i === 0
            ? { question_id: id, outcome: 'reassigned', message: 'Reassigned', status: 'pending' }
            : {
                question_id: id,
                outcome: 'refused',
                message: 'Cannot reassign a question that is approved',
                status: 'approved',
              },
        ),
    });
    const { user } = renderApp('/admin/questions');
    expect(await screen.findByRole('button', { name: 'Reassign selected' })).toBeDisabled();
    await user.click(
      await screen.findByRole('checkbox', { name: 'Select every question on this page' }),
    );
    expect(screen.getByTestId('selected-count')).toHaveTextContent('2 selected');
    await user.click(screen.getByRole('button', { name: 'Reassign selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reassign 2 questions' });
    await user.click(within(dialog).getByRole('button', { name: 'Reassign' }));
    expect(within(dialog).getByLabelText('Expert')).toHaveAttribute('aria-invalid', 'true');
    await user.selectOptions(within(dialog).getByLabelText('Expert'), 'e2');
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Balancing');
    await user.click(within(dialog).getByRole('button', { name: 'Reassign' }));
    expect(
      await screen.findByText(
        '1 moved, 1 not moved (Cannot reassign a question that is approved)',
        { selector: 'li *' },
      ),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.name === 'admin_reassign_questions')?.body).toEqual({
      p_question_ids: [listRow(1).id, listRow(2).id],
      p_expert_id: 'e2',
      p_reason: 'Balancing',
    });
    await waitFor(() =>
      expect(screen.getByTestId('selected-count')).toHaveTextContent('0 selected'),
    );
  });

  it('shows the list error with its reason and a Retry, and an empty list says so', async () => {
    let fail = true;
    adminBackend({
      expert_list_questions: () => (fail ? pgError(400, '22023', 'Invalid date range') : []),
    });
    const { user } = renderApp('/admin/questions');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid date range');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No questions match these filters.')).toBeInTheDocument();
  });
});

describe('admin question page', () => {
  function question(partial: Record<string, unknown> = {}) {
    return {
      id: 'q1',
      title: 'Modifier 25 question',
      content: 'Can we bill E/M with a procedure?',
      status: 'pending',
      created_at: '2026-11-20T10:00:00Z',
      updated_at: '2026-11-20T10:00:00Z',
      coding_question_type: 'General Coding Question',
      phi_confirmed: false,
      expert_id: 'e1',
      user_id: null,
      first_name: 'Sam',
      last_name: 'Lee',
      email: 'sam@example.test',
      corporate_account: null,
      expert: { id: 'e1', name: 'Eve Expert', email: 'eve@example.test' },
      ...partial,
    };
  }

  it('changes the status with a required reason', async () => {
    const calls = adminBackend({
      set_question_status: () => null,
      admin_list_experts: () => [expertRow()],
    });
    server.use(
      http.get(`${REST_URL}/questions`, () => HttpResponse.json(question())),
      http.get(`${REST_URL}/question_events`, () => HttpResponse.json([])),
    );
    const { user } = renderApp('/admin/questions/q1');
    expect(
      await screen.findByRole('heading', { name: 'Modifier 25 question' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Question Management' })).toHaveAttribute(
      'href',
      '/admin/questions',
    );
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the status' });
    // pending can only go back to unassigned: preselected
    expect(within(dialog).getByLabelText('New status')).toHaveValue('unassigned');
    await user.click(within(dialog).getByRole('button', { name: 'Change status' }));
    const reason = within(dialog).getByLabelText('Reason');
    expect(
      await within(dialog).findByText('A reason is required to change the status'),
    ).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    await user.type(reason, 'Expert on leave');
    await user.click(within(dialog).getByRole('button', { name: 'Change status' }));
    expect(await screen.findByText('Status changed', { selector: 'li *' })).toBeInTheDocument();
    expect(calls.find((c) => c.name === 'set_question_status')?.body).toEqual({
      question_id: 'q1',
      status: 'unassigned',
      reason: 'Expert on leave',
    });
  });

  it('offers no status change while awaiting approval', async () => {
    adminBackend({});
    server.use(
      http.get(`${REST_URL}/questions`, () =>
        HttpResponse.json(question({ status: 'awaiting_approval' })),
      ),
      http.get(`${REST_URL}/question_events`, () => HttpResponse.json([])),
    );
    const { user } = renderApp('/admin/questions/q1');
    await user.click(await screen.findByRole('button', { name: 'Change status' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('No status change is possible from here');
    expect(within(dialog).getByRole('button', { name: 'Change status' })).toBeDisabled();
  });

  it.each([
    ['needs_information', "waiting for the submitter's reply"],
    ['closed_no_reply', "only the submitter's reply reopens it"],
  ])(
    'offers no status change from %s (the ask-back owns it) but still offers reassigning',
    async (status, why) => {
      adminBackend({
        admin_reassign_candidates: () => [expertRow({ id: 'e2', name: 'Rae Expert' })],
      });
      server.use(
        http.get(`${REST_URL}/questions`, () => HttpResponse.json(question({ status }))),
        http.get(`${REST_URL}/question_events`, () => HttpResponse.json([])),
      );
      const { user } = renderApp('/admin/questions/q1');
      await user.click(await screen.findByRole('button', { name: 'Change status' }));
      const dialog = await screen.findByRole('dialog', { name: 'Change the status' });
      expect(dialog).toHaveTextContent(why);
      expect(within(dialog).queryByLabelText('New status')).not.toBeInTheDocument();
      expect(within(dialog).queryByRole('option')).not.toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Change status' })).toBeDisabled();
      await user.keyboard('{Escape}');
      await user.click(screen.getByRole('button', { name: 'Reassign' }));
      const reassign = await screen.findByRole('dialog', { name: /Reassign/ });
      expect(
        await within(reassign).findByRole('option', { name: /Rae Expert/ }),
      ).toBeInTheDocument();
    },
  );

  it('an approved question: the status choices never include the ask-back statuses', async () => {
    adminBackend({});
    server.use(
      http.get(`${REST_URL}/questions`, () => HttpResponse.json(question({ status: 'approved' }))),
      http.get(`${REST_URL}/question_events`, () => HttpResponse.json([])),
    );
    const { user } = renderApp('/admin/questions/q1');
    await user.click(await screen.findByRole('button', { name: 'Change status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the status' });
    const options = within(dialog)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['Choose a status', 'Pending', 'Unassigned']);
  });
});

describe('removing an expert says how many questions move', () => {
  function impact(partial: Record<string, unknown> = {}) {
    return [
      {
        user_id: 'e1',
        name: 'Eve Expert',
        role: 'expert',
        open_questions: 4,
        questions_to_move: 3,
        to_reassign: 2,
        to_unassigned: 1,
        stay_awaiting_approval: 1,
        accounts_left_without_expert: ['Harbor Hospital Network'],
        waiting_for_reply: 0,
        closed_no_reply: 0,
        ...partial,
      },
    ];
  }

  function users() {
    serveUsers(() => [
      {
        id: 'e1',
        name: 'Eve Expert',
        email: 'eve@example.test',
        role: 'expert',
        questionsRemaining: -1,
        avatarUrl: null,
        isCorporateUser: false,
        isApprover: false,
      },
    ]);
  }

  it('in the delete confirmation, before the admin confirms', async () => {
    const calls = adminBackend({ admin_user_removal_impact: () => impact() });
    users();
    const { user } = renderApp('/admin/users');
    await chooseRowAction(user, 'Eve Expert', 'Delete');
    const note = await screen.findByTestId('removal-impact');
    expect(note).toHaveTextContent('3 open questions will move:');
    expect(note).toHaveTextContent('2 to another expert of the same account');
    expect(note).toHaveTextContent('1 back to unassigned');
    expect(note).toHaveTextContent('1 awaiting approval stay with the approvers');
    expect(note).toHaveTextContent(
      'Active accounts left without an expert: Harbor Hospital Network.',
    );
    expect(calls.find((c) => c.name === 'admin_user_removal_impact')?.body).toEqual({
      p_user_id: 'e1',
    });
  });

  it('says which of them wait for the submitter, and that questions closed without a reply move too', async () => {
    adminBackend({
      admin_user_removal_impact: () => impact({ waiting_for_reply: 2, closed_no_reply: 1 }),
    });
    users();
    const { user } = renderApp('/admin/users');
    await chooseRowAction(user, 'Eve Expert', 'Delete');
    const note = await screen.findByTestId('removal-impact');
    expect(note).toHaveTextContent(
      "2 of them wait for the submitter's reply: the reply goes to the new expert (or back to unassigned)",
    );
    expect(note).toHaveTextContent(
      '1 closed without a reply also moves, so a late reply reaches an expert.',
    );
  });

  it('an expert whose only questions were closed without a reply: those still move', async () => {
    adminBackend({
      admin_user_removal_impact: () =>
        impact({
          open_questions: 0,
          questions_to_move: 0,
          to_reassign: 0,
          to_unassigned: 0,
          stay_awaiting_approval: 0,
          accounts_left_without_expert: [],
          closed_no_reply: 2,
        }),
    });
    users();
    const { user } = renderApp('/admin/users');
    await chooseRowAction(user, 'Eve Expert', 'Delete');
    const note = await screen.findByTestId('removal-impact');
    expect(note).toHaveTextContent(
      '2 closed without a reply also move, so a late reply reaches an expert.',
    );
    expect(note).not.toHaveTextContent('nothing moves');
    expect(note).not.toHaveTextContent('open question');
  });

  it('in the edit dialog when the expert role is taken away', async () => {
    adminBackend({
      admin_user_removal_impact: () =>
        impact({
          open_questions: 0,
          questions_to_move: 0,
          to_reassign: 0,
          to_unassigned: 0,
          stay_awaiting_approval: 0,
          accounts_left_without_expert: [],
        }),
    });
    users();
    const { user } = renderApp('/admin/users');
    await user.click(await screen.findByRole('button', { name: 'Edit Eve Expert' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByTestId('removal-impact')).not.toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'user');
    expect(await within(dialog).findByTestId('removal-impact')).toHaveTextContent(
      'They have no open questions: nothing moves.',
    );
  });
});
