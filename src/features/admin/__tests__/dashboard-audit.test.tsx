import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { accountRow, adminBackend, expertRow, pgError } from '@/features/admin/__tests__/support';
import { ADMIN_TITLES } from '@/features/admin/messages/common';
import { DASHBOARD_MESSAGES } from '@/features/admin/messages/dashboard';
import { server } from '@/testing/mocks/server';
import { REST_URL } from '@/testing/mocks/supabase-urls';
import { renderApp } from '@/testing/test-utils';
import { heldBack } from '@/testing/held-back';

function event(id: number, partial: Record<string, unknown> = {}) {
  return {
    id,
    created_at: '2026-11-20T10:00:00Z',
    actor_id: 'u1',
    actor_name: 'Alex Admin',
    actor_email: 'admin@example.test',
    action: 'account.quota_top_up',
    target_type: 'corporate_account',
    target_id: 'a1',
    target_label: 'Summit Health System',
    old_values: { questions_remaining: 4 },
    new_values: { questions_remaining: 54, added: 50 },
    reason: 'Renewal',
    ...partial,
  };
}

describe('Admin Dashboard', () => {
  it('shows counts (linked to the filtered list), overdue, attention accounts, load, email delivery and the latest actions', async () => {
    adminBackend({
      admin_status_counts: () => [
        { status: 'unassigned', count: 3 },
        { status: 'pending', count: 5 },
        { status: 'awaiting_approval', count: 1 },
        { status: 'approved', count: 40 },
      ],
      admin_overdue_questions: () => [
        {
          id: 'q1',
          title: 'Old question',
          status: 'pending',
          created_at: '2026-11-01T00:00:00Z',
          age_hours: 100,
          corporate_account_id: null,
          corporate_account_name: null,
          expert_id: 'e1',
          expert_name: 'Eve Expert',
          target_hours: 72,
          overdue_total: 30,
        },
      ],
      admin_list_corporate_accounts: (b) =>
        b.p_attention ? [accountRow({ warnings: ['low_quota'], questions_remaining: 2 })] : [],
      admin_list_experts: () => [expertRow()],
      admin_email_delivery_counts: () => [{ failed: 2, retrying: 1 }],
      admin_list_events: () => [event(2)],
    });
    const { user } = renderApp('/admin/dashboard');
    expect(await screen.findByTestId('count-pending')).toHaveTextContent('5');
    expect(screen.getByTestId('count-pending')).toHaveAttribute(
      'href',
      '/admin/questions?status=pending',
    );
    expect(
      await screen.findByRole('heading', { name: 'Past the answer-time target (72 h)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Old question' })).toHaveAttribute(
      'href',
      '/admin/questions/q1',
    );
    expect(screen.getByText('Showing the oldest 1 of 30.')).toBeInTheDocument();
    // the way to all 30: Question Management, filtered to the overdue ones
    expect(
      screen.getByRole('link', { name: 'See all 30 questions past the target' }),
    ).toHaveAttribute('href', '/admin/questions?overdue=1');
    expect(screen.getByRole('link', { name: 'See all admin actions' })).toHaveAttribute(
      'href',
      '/admin/audit',
    );
    expect(
      within(await screen.findByTestId('attention-accounts')).getByText('Low quota'),
    ).toBeInTheDocument();
    const accounts = screen.getByRole('region', { name: DASHBOARD_MESSAGES.accounts });
    expect(within(accounts).getByRole('link', { name: ADMIN_TITLES.accounts })).toHaveAttribute(
      'href',
      '/admin/accounts?attention=1',
    );
    // The expert load adds the questions waiting for the submitter's reply to the open count.
    // (the section and the scrollable table inside it share the name; the table is the last)
    const load = (await screen.findAllByRole('region', { name: DASHBOARD_MESSAGES.load })).at(-1)!;
    expect(
      within(load).getByRole('columnheader', { name: 'Needs information' }),
    ).toBeInTheDocument();
    expect(
      within(within(load).getByRole('row', { name: /Eve Expert/ }))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Eve Expert', '2', '1', '1', '4']);
    // emails that failed or are retrying: counts linked to that part of Email delivery
    expect(await screen.findByTestId('email-count-failed')).toHaveTextContent('2');
    expect(screen.getByTestId('email-count-failed')).toHaveAttribute(
      'href',
      '/admin/email-delivery?state=failed',
    );
    expect(screen.getByTestId('email-count-retrying')).toHaveTextContent('1');
    // the latest actions in words, the stored values one click away
    const latest = await screen.findByTestId('audit-sentence');
    expect(latest).toHaveTextContent(
      'Alex Admin added 50 questions to Summit Health System: 4 → 54 (renewal)',
    );
    expect(screen.getByText('account.quota_top_up')).not.toBeVisible();
    await user.click(screen.getByText('Raw values'));
    expect(screen.getByText('account.quota_top_up')).toBeVisible();
  });

  it('shows empty states, and each section its own error with Retry', async () => {
    adminBackend({
      admin_email_delivery_counts: () => pgError(500, 'XX000', 'mail table unavailable'),
    });
    renderApp('/admin/dashboard');
    expect(await screen.findByText('No open question is past the target.')).toBeInTheDocument();
    expect(await screen.findByText('No admin actions recorded yet.')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('mail table unavailable');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows the sections below the counts together, once the slowest has answered', async () => {
    const calls = adminBackend({});
    const { opened: gate, release } = heldBack();
    server.use(
      http.post(`${REST_URL}/rpc/admin_list_experts`, async () => {
        await gate;
        return HttpResponse.json([expertRow()]);
      }),
    );
    renderApp('/admin/dashboard');
    await waitFor(() =>
      expect(calls.map((c) => c.name)).toEqual(
        expect.arrayContaining(['admin_overdue_questions', 'admin_list_events']),
      ),
    );
    await new Promise((r) => setTimeout(r, 200));
    // the others have answered, and wait for the experts' load
    expect(screen.queryByText('No open question is past the target.')).toBeNull();
    expect(screen.queryByText('No admin actions recorded yet.')).toBeNull();

    release();
    expect(await screen.findByText('Eve Expert')).toBeInTheDocument();
    expect(screen.getByText('No open question is past the target.')).toBeInTheDocument();
    expect(screen.getByText('No admin actions recorded yet.')).toBeInTheDocument();
  });
});

describe('Audit page', () => {
  it('sends the URL filters, shows the change and reason, and loads older pages by the last id', async () => {
    const page1 = Array.from({ length: 50 }, (_, i) => event(100 - i));
    const calls = adminBackend({
      admin_list_events: (b) =>
        b.p_before_id
          ? [
              event(10, {
                action: 'setting.demo_access_code',
                old_values: null,
                new_values: null,
                reason: null,
              }),
            ]
          : page1,
    });
    const { user } = renderApp('/admin/audit?action=account&target=a1&from=2026-11-01');
    expect(await screen.findAllByTestId('audit-row')).toHaveLength(50);
    expect(calls[0]?.body).toMatchObject({ p_action: 'account', p_target_id: 'a1', p_limit: 50 });
    expect(screen.getByTestId('audit-target')).toHaveTextContent('History of Summit Health System');
    expect(new Date(calls[0]!.body.p_from as string).getTime()).toBe(
      new Date('2026-11-01T00:00:00').getTime(),
    );
    expect(
      screen
        .getAllByTestId('audit-sentence')
        .filter((s) => s.textContent?.endsWith('4 → 54 (renewal)')),
    ).toHaveLength(50);
    await user.click(screen.getByRole('button', { name: 'Load older actions' }));
    await waitFor(() => expect(screen.getAllByTestId('audit-row')).toHaveLength(51));
    expect(calls.at(-1)?.body).toMatchObject({ p_before_id: 51 });
    await user.selectOptions(screen.getByLabelText(/^Action/), 'setting');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('action=setting'));
  });

  it('says when nothing matches', async () => {
    adminBackend({ admin_list_events: () => [] });
    renderApp('/admin/audit?search=nobody');
    expect(await screen.findByTestId('empty')).toHaveTextContent(
      'No admin actions match these filters.',
    );
  });
});
