// @vitest-environment jsdom
// jsdom, not happy-dom (docs/development.md, "Test environments"): happy-dom gives the search
// form's button no accessible name.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { adminBackend } from '@/features/admin/__tests__/support';
import { server } from '@/testing/mocks/server';
import { REST_URL } from '@/testing/mocks/supabase-urls';
import { renderApp } from '@/testing/test-utils';

function listRow(i: number) {
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
  };
}

beforeEach(() => {
  server.use(http.get(`${REST_URL}/corporate_accounts`, () => HttpResponse.json([])));
});

describe('Question Management: total and overdue filter', () => {
  it('opens with overdue=1 (the dashboard links here): the box is ticked, list and total ask for overdue only', async () => {
    const calls = adminBackend({
      expert_list_questions: () => [listRow(1), listRow(2)],
      expert_count_questions: (b) => (b.p_overdue ? 28 : 1234),
    });
    renderApp('/admin/questions?overdue=1&status=pending');
    expect(await screen.findByText('28 questions')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('checkbox', { name: 'Overdue only' })).toBeChecked();
    const count = calls.find((c) => c.name === 'expert_count_questions')!.body;
    // the list's filters without the page
    expect(count).toEqual({
      p_status: 'pending',
      p_account_id: null,
      p_no_account: false,
      p_type: null,
      p_from: null,
      p_to: null,
      p_search: null,
      p_expert_id: null,
      p_overdue: true,
    });
    expect(calls.find((c) => c.name === 'expert_list_questions')!.body).toMatchObject({
      p_status: 'pending',
      p_overdue: true,
      p_after_id: null,
    });
  });

  it('ticking and unticking the box writes overdue=1 to the address and updates the total', async () => {
    const calls = adminBackend({
      expert_list_questions: () => [listRow(1)],
      expert_count_questions: (b) => (b.p_overdue ? 1 : 1234),
    });
    const { user } = renderApp('/admin/questions');
    expect(await screen.findByText('1,234 questions')).toBeInTheDocument();
    const box = screen.getByRole('checkbox', { name: 'Overdue only' });
    expect(box).toHaveAccessibleDescription(
      'Open and past the answer-time target; time waiting for the submitter is not counted.',
    );
    await user.click(box);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/questions?overdue=1'),
    );
    expect(await screen.findByText('1 question')).toBeInTheDocument();
    expect(calls.filter((c) => c.name === 'expert_list_questions').at(-1)?.body).toMatchObject({
      p_overdue: true,
    });
    await user.click(box);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/\/admin\/questions$/),
    );
    expect(await screen.findByText('1,234 questions')).toBeInTheDocument();
  });

  it('a search names what it finds: reference, email and name go to the server as typed', async () => {
    const calls = adminBackend({
      expert_list_questions: () => [listRow(3)],
      expert_count_questions: () => 1,
    });
    const { user } = renderApp('/admin/questions');
    const search = await screen.findByRole('searchbox', {
      name: /^Search text, reference, submitter email or name/,
    });
    await user.type(search, 'Q-13D91A5B');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/admin/questions?search=Q-13D91A5B',
      ),
    );
    await waitFor(() =>
      expect(calls.filter((c) => c.name === 'expert_count_questions').at(-1)?.body).toMatchObject({
        p_search: 'Q-13D91A5B',
      }),
    );
    expect(await screen.findByText('1 question')).toBeInTheDocument();
  });
});
