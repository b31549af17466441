// @vitest-environment jsdom
// jsdom, not happy-dom (docs/development.md, "Test environments"): happy-dom gives the search
// form's button no accessible name.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { AllQuestionsPage } from '@/features/expert/components/all-questions-page';
import { EXPERT_LABELS, PAGE_SIZE } from '@/features/expert/constants';
import { server } from '@/testing/mocks/server';
import { REST_URL } from '@/testing/mocks/supabase-urls';
import { renderWithProviders } from '@/testing/test-utils';
import { heldBack } from '@/testing/held-back';

function row(i: number) {
  const minute = String(59 - (i % 60)).padStart(2, '0');
  return {
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    title: `Question ${i}`,
    status: 'pending',
    created_at: `2026-11-${String(20 - Math.floor(i / 60)).padStart(2, '0')}T10:${minute}:00+00:00`,
    updated_at: '2026-11-21T10:00:00+00:00',
    coding_question_type: 'Hospital - Inpatient',
    phi_confirmed: i === 1,
    expert_id: null,
    corporate_account_id: 'acc-1',
    corporate_account_name: 'Summit Health System',
    expert_name: null,
  };
}

describe('All Questions page', () => {
  it('pages with the keyset cursor of the last row, and goes back with Previous', async () => {
    const all = Array.from({ length: PAGE_SIZE * 2 + 3 }, (_, i) => row(i));
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.get(`${REST_URL}/corporate_accounts`, () =>
        HttpResponse.json([{ id: 'acc-1', name: 'Summit Health System' }]),
      ),
      http.post(`${REST_URL}/rpc/expert_list_questions`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        const start = body.p_after_id ? all.findIndex((r) => r.id === body.p_after_id) + 1 : 0;
        return HttpResponse.json(all.slice(start, start + (body.p_limit as number)));
      }),
    );
    const { user } = renderWithProviders(<AllQuestionsPage />, {
      path: '/expert/all-questions?status=pending',
    });

    expect(await screen.findByText('Question 0')).toBeInTheDocument();
    const rows = screen.getAllByTestId('question-row');
    expect(rows).toHaveLength(PAGE_SIZE);
    // age, account, type and status at a glance, and the PHI flag
    expect(within(rows[1]!).getByText('Summit Health System')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Hospital - Inpatient')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Pending')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('PHI')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({
      p_status: 'pending',
      p_after_id: null,
      p_limit: PAGE_SIZE + 1,
    });
    expect(screen.getByRole('button', { name: EXPERT_LABELS.previous })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: EXPERT_LABELS.next }));
    expect(await screen.findByText(`Question ${PAGE_SIZE}`)).toBeInTheDocument();
    const last = all[PAGE_SIZE - 1]!;
    expect(bodies.at(-1)).toMatchObject({
      p_status: 'pending',
      p_after_created_at: last.created_at,
      p_after_id: last.id,
    });
    expect(screen.getByTestId('page-number')).toHaveTextContent('Page 2');

    await user.click(screen.getByRole('button', { name: EXPERT_LABELS.next }));
    expect(await screen.findByText(`Question ${PAGE_SIZE * 2}`)).toBeInTheDocument();
    expect(screen.getAllByTestId('question-row')).toHaveLength(3);
    expect(screen.getByRole('button', { name: EXPERT_LABELS.next })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: EXPERT_LABELS.previous }));
    expect(await screen.findByText(`Question ${PAGE_SIZE}`)).toBeInTheDocument();
    expect(screen.getByTestId('page-number')).toHaveTextContent('Page 2');
  });

  it('searches and filters, starting again from the first page', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.get(`${REST_URL}/corporate_accounts`, () =>
        HttpResponse.json([{ id: 'acc-1', name: 'Summit Health System' }]),
      ),
      http.post(`${REST_URL}/rpc/expert_list_questions`, async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json([]);
      }),
    );
    const { user } = renderWithProviders(<AllQuestionsPage />, { path: '/expert/all-questions' });
    expect(await screen.findByText(EXPERT_LABELS.noResults)).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox'), 'modifier 25');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(bodies.at(-1)).toMatchObject({ p_search: 'modifier 25', p_after_id: null }),
    );
    await user.selectOptions(
      screen.getByLabelText(EXPERT_LABELS.accountFilter),
      'Summit Health System',
    );
    await user.selectOptions(
      screen.getByLabelText(EXPERT_LABELS.typeFilter),
      'Professional - Global',
    );
    await waitFor(() =>
      expect(bodies.at(-1)).toMatchObject({
        p_search: 'modifier 25',
        p_account_id: 'acc-1',
        p_type: 'Professional - Global',
      }),
    );
    await user.click(screen.getByRole('button', { name: EXPERT_LABELS.clearFilters }));
    await waitFor(() =>
      expect(bodies.at(-1)).toMatchObject({ p_search: null, p_account_id: null, p_type: null }),
    );
  });

  it("shows how many questions the filters match; the overdue filter is the admins' alone", async () => {
    const counted: Record<string, unknown>[] = [];
    server.use(
      http.get(`${REST_URL}/corporate_accounts`, () => HttpResponse.json([])),
      http.post(`${REST_URL}/rpc/expert_list_questions`, () => HttpResponse.json([row(1)])),
      http.post(`${REST_URL}/rpc/expert_count_questions`, async ({ request }) => {
        counted.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json(1);
      }),
    );
    renderWithProviders(<AllQuestionsPage />, {
      path: '/expert/all-questions?type=Hospital%20-%20Inpatient&overdue=1',
    });
    expect(await screen.findByText('1 question')).toHaveAttribute('role', 'status');
    expect(counted[0]).toMatchObject({ p_type: 'Hospital - Inpatient', p_overdue: false });
    expect(screen.queryByRole('checkbox', { name: EXPERT_LABELS.overdueFilter })).toBeNull();
  });

  it('draws the page bar with the first page, not above it while it loads', async () => {
    const { opened: gate, release } = heldBack();
    let asked = false;
    server.use(
      http.get(`${REST_URL}/corporate_accounts`, () => HttpResponse.json([])),
      http.post(`${REST_URL}/rpc/expert_list_questions`, async () => {
        asked = true;
        await gate;
        return HttpResponse.json([row(1)]);
      }),
    );
    renderWithProviders(<AllQuestionsPage />, { path: '/expert/all-questions' });
    await waitFor(() => expect(asked).toBe(true));
    expect(screen.getAllByText('Loading...').length).toBeGreaterThan(0);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();

    release();
    expect(await screen.findByText('Question 1')).toBeInTheDocument();
    const bar = screen.getByRole('navigation', { name: 'Pagination' });
    // below the rows
    expect(
      screen.getByTestId('question-row').compareDocumentPosition(bar) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });
});
