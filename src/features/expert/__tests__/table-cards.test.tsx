// @vitest-environment jsdom
// jsdom, not happy-dom (docs/development.md, "Test environments"): happy-dom's table sections have
// no rows collection.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { QuestionListRow } from '@/features/expert/api/types';
import { EXPERT_LABELS } from '@/features/expert/constants';
import { QuestionTable } from '@/features/expert/components/question-table';
import { ExpertUsersPage } from '@/features/expert/components/users-page';
import { server } from '@/testing/mocks/server';
import { REST_URL } from '@/testing/mocks/supabase-urls';
import { renderWithProviders } from '@/testing/test-utils';
import { expectCardTable } from '@/testing/table-cards';

const question = (id: string, title: string): QuestionListRow => ({
  id,
  title,
  status: 'pending',
  created_at: '2026-12-01T10:00:00Z',
  updated_at: '2026-12-01T10:00:00Z',
  coding_question_type: 'CPT',
  phi_confirmed: false,
  expert_id: 'e1',
  corporate_account: { id: 'a1', name: 'Summit Health System' },
  expert: { id: 'e1', name: 'Eve Expert' },
});

/** Below 640 px the question lists and the submitters are cards: name, labelled facts, actions. */
describe('expert tables on phones', () => {
  it('questions: the title heads each card, its checkbox beside it, select-all above the cards', async () => {
    const toggle = vi.fn();
    const { user } = renderWithProviders(
      <QuestionTable
        rows={[question('q1', 'Knee brace modifier'), question('q2', 'Wound care units')]}
        empty=""
        selection={{ selected: new Set(), toggle }}
      />,
    );
    const table = screen.getByRole('table');
    expectCardTable(table, ['Knee brace modifier', 'Wound care units']);
    // the select-all box keeps its words, which show beside it when the header is the only
    // thing above the cards
    const all = screen.getByRole('checkbox', { name: EXPERT_LABELS.selectPage });
    expect(all.closest('th')).toHaveAttribute('data-cell', 'select');
    await user.click(screen.getByText(EXPERT_LABELS.selectPage));
    expect(toggle).toHaveBeenCalledWith(['q1', 'q2'], true);
  });

  it('submitters', async () => {
    server.use(
      http.post(`${REST_URL}/rpc/expert_account_submitters`, () =>
        HttpResponse.json([
          {
            email: 'sam@example.test',
            name: 'Sam Submitter',
            user_id: null,
            registered: false,
            corporate_account_id: 'a1',
            corporate_account_name: 'Summit Health System',
            question_count: 3,
            open_count: 1,
            approved_count: 2,
            last_question_at: '2026-12-01T10:00:00Z',
          },
        ]),
      ),
    );
    renderWithProviders(<ExpertUsersPage />);
    expectCardTable(await screen.findByRole('table'), ['Sam Submitter']);
  });
});
