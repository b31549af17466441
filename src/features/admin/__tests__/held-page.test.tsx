import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { adminBackend } from '@/features/admin/__tests__/support';
import { HELD_MESSAGES as M } from '@/features/admin/messages/held';
import { server } from '@/testing/mocks/server';
import { REST_URL } from '@/testing/mocks/supabase-urls';
import { renderApp } from '@/testing/test-utils';
import { heldBack } from '@/testing/held-back';

function held(partial: Record<string, unknown> = {}) {
  return {
    id: 'b0000000-0000-4000-8000-000000000001',
    created_at: '2026-11-20T08:00:00Z',
    reason: 'too_fast',
    form_elapsed_ms: 1234,
    corporate_account_id: 'c1',
    account_name: 'Summit Health System',
    submitter_name: 'Pat Paste',
    email: 'pat@example.test',
    signed_in: false,
    client_address: '2001:db8:1:2::/64',
    title: 'Modifier 25 with a minor procedure',
    content: 'Pasted from our notes.',
    coding_question_type: 'General Coding Question',
    discard_at: '2026-12-04T08:00:00Z',
    ...partial,
  };
}
const second = held({
  id: 'b0000000-0000-4000-8000-000000000002',
  reason: 'no_fill_time',
  form_elapsed_ms: null,
  title: 'Cheap pills',
  email: 'bot@spam.test',
});
const counts = [{ held: 2, honeypot_30d: 7, held_dropped_30d: 1, retention_days: 14 }];

describe('Held submissions page', () => {
  it('shows who, what, when and why for each, and what was dropped', async () => {
    adminBackend({
      admin_held_submissions: () => [held(), second],
      admin_held_counts: () => counts,
    });
    renderApp('/admin/held');
    expect(await screen.findByRole('heading', { name: M.title, level: 1 })).toBeVisible();
    const rows = await screen.findAllByTestId('held-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Pat Paste <pat@example.test> (not signed in)');
    expect(rows[0]).toHaveTextContent('2001:db8:1:2::/64');
    expect(rows[0]).toHaveTextContent('Summit Health System');
    expect(rows[0]).toHaveTextContent(M.whyTooFast(1234));
    expect(rows[1]).toHaveTextContent(M.whyNoTime);
    expect(screen.getByTestId('held-summary')).toHaveTextContent(M.summary(2, 14));
    expect(screen.getByTestId('held-dropped')).toHaveTextContent(M.dropped(7, 1));
  });

  it('shows the list once the summary above it has arrived, so the list never moves down', async () => {
    const calls = adminBackend({ admin_held_submissions: () => [] });
    const { opened: gate, release } = heldBack();
    server.use(
      http.post(`${REST_URL}/rpc/admin_held_counts`, async () => {
        await gate;
        return HttpResponse.json(counts);
      }),
    );
    renderApp('/admin/held');
    expect(await screen.findByRole('heading', { name: M.title, level: 1 })).toBeVisible();
    // the list has answered (empty); it waits for the summary
    await waitFor(() => expect(calls.some((c) => c.name === 'admin_held_submissions')).toBe(true));
    await new Promise((r) => setTimeout(r, 200));
    expect(screen.queryByText(M.empty)).toBeNull();
    expect(screen.getByText('Loading...')).toBeInTheDocument();

    release();
    expect(await screen.findByText(M.empty)).toBeVisible();
    expect(screen.getByTestId('held-summary')).toHaveTextContent(M.summary(2, 14));
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it('releases one after confirming, and discards the selected ones', async () => {
    const calls = adminBackend({
      admin_held_submissions: () => [held(), second],
      admin_held_counts: () => counts,
      admin_release_held: (b) => [
        {
          held_id: (b.p_ids as string[])[0],
          outcome: 'released',
          question_id: 'q1',
          message: null,
        },
      ],
      admin_discard_held: (b) =>
        (b.p_ids as string[]).map((id) => ({ held_id: id, outcome: 'discarded' })),
    });
    const user = userEvent.setup();
    renderApp('/admin/held');
    const rows = await screen.findAllByTestId('held-row');
    await user.click(within(rows[0]!).getByRole('button', { name: M.releaseLabel(held().title) }));
    const dialog = await screen.findByRole('dialog', { name: M.releaseTitle(1) });
    expect(dialog).toHaveTextContent(M.releaseText);
    await user.click(within(dialog).getByRole('button', { name: M.release }));
    await waitFor(() =>
      expect(calls.filter((c) => c.name === 'admin_release_held').map((c) => c.body)).toEqual([
        { p_ids: [held().id] },
      ]),
    );
    expect(await screen.findByText(M.releasedToast(1))).toBeVisible();

    const discardSelected = screen.getByRole('button', { name: M.discardSelected });
    expect(discardSelected).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: M.selectAll }));
    expect(discardSelected).toBeEnabled();
    await user.click(discardSelected);
    const confirm = await screen.findByRole('dialog', { name: M.discardTitle(2) });
    await user.click(within(confirm).getByRole('button', { name: M.discard }));
    await waitFor(() =>
      expect(calls.filter((c) => c.name === 'admin_discard_held').map((c) => c.body)).toEqual([
        { p_ids: [held().id, second.id] },
      ]),
    );
    expect(await screen.findByText(M.discardedToast(2))).toBeVisible();
  });

  it('a refused release is said with the server reason', async () => {
    adminBackend({
      admin_held_submissions: () => [held()],
      admin_held_counts: () => counts,
      admin_release_held: () => [
        {
          held_id: held().id,
          outcome: 'refused',
          question_id: null,
          message: 'No expert assigned to this corporate account',
        },
      ],
    });
    const user = userEvent.setup();
    renderApp('/admin/held');
    const [row] = await screen.findAllByTestId('held-row');
    await user.click(within(row!).getByRole('button', { name: M.releaseLabel(held().title) }));
    const dialog = await screen.findByRole('dialog', { name: M.releaseTitle(1) });
    await user.click(within(dialog).getByRole('button', { name: M.release }));
    expect(await screen.findByText('No expert assigned to this corporate account')).toBeVisible();
  });
});
