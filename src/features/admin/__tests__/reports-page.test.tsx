import { screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { adminBackend, pgError } from '@/features/admin/__tests__/support';
import { addDays, isoDay } from '@/features/admin/utils/format';
import { server } from '@/testing/mocks/server';
import { REST_URL } from '@/testing/mocks/supabase-urls';
import { renderApp } from '@/testing/test-utils';

function reportRow(label: string, partial: Record<string, unknown> = {}) {
  return {
    group_key: label,
    group_label: label,
    is_total: false,
    received: 10,
    answered: 8,
    first_answer_median_hours: 5.04,
    first_answer_p90_hours: 20.5,
    approved: 6,
    approval_median_hours: 30,
    approval_p90_hours: 70.25,
    rejected: 2,
    rejection_rate: 0.25,
    deliveries: 6,
    delivery_failures: 1,
    ...partial,
  };
}

describe('Reports page', () => {
  it('asks the server for the last 90 days by week and shows each figure in a chart and a table', async () => {
    const calls = adminBackend({
      admin_report: () => [
        reportRow('2026-11-09'),
        reportRow('2026-11-16', { received: 4, answered: 1, rejection_rate: null }),
        reportRow('Total', { group_key: null, is_total: true, received: 14, answered: 9 }),
      ],
    });
    renderApp('/admin/reports');
    const volume = await screen.findByTestId('report-table-volume');
    const rows = within(volume).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'WeekReceivedAnswered',
      '2026-11-09108',
      '2026-11-1641',
      'Total149',
    ]);
    expect(
      within(screen.getByTestId('report-table-first-answer')).getAllByRole('row')[1],
    ).toHaveTextContent('2026-11-0985 h20.5 h');
    expect(
      within(screen.getByTestId('report-table-rejection')).getAllByRole('row')[2],
    ).toHaveTextContent('–');
    expect(
      within(screen.getByTestId('report-table-deliveries')).getAllByRole('row')[1],
    ).toHaveTextContent('2026-11-0961');
    // by week, each figure is a chart of columns over the weeks (the chart of Metrics)
    expect(screen.getAllByTestId('metrics-chart')).toHaveLength(5);
    expect(screen.queryByTestId('bar-chart')).not.toBeInTheDocument();
    const [firstChart] = screen.getAllByTestId('metrics-chart');
    expect(within(firstChart!).getAllByTestId('column-received')).toHaveLength(2);
    expect(firstChart).toHaveAccessibleName(
      'Volume: received vs answered: 2026-11-09 Received 10 Answered 8; 2026-11-16 Received 4 Answered 1',
    );
    // each table is behind its own "Show as a table", closed at first
    const disclosures = screen.getAllByText('Show as a table');
    expect(disclosures).toHaveLength(5);
    expect(volume.closest('details')).not.toHaveAttribute('open');
    const today = isoDay(new Date());
    const body = calls.find((c) => c.name === 'admin_report')!.body;
    expect(body.p_group).toBe('week');
    expect(new Date(body.p_from as string).getTime()).toBe(
      new Date(`${addDays(today, -89)}T00:00:00`).getTime(),
    );
    expect(new Date(body.p_to as string).getTime()).toBe(
      new Date(`${addDays(today, 1)}T00:00:00`).getTime(),
    );
  });

  it('leaves out the quiet weeks before the first with activity, and says so', async () => {
    const quiet = { received: 0, answered: 0, approved: 0, rejected: 0, deliveries: 0 };
    adminBackend({
      admin_report: () => [
        reportRow('2026-10-26', { ...quiet, delivery_failures: 0 }),
        reportRow('2026-11-02', { ...quiet, delivery_failures: 0 }),
        reportRow('2026-11-09'),
        reportRow('2026-11-16', { ...quiet, delivery_failures: 0 }),
        reportRow('Total', { group_key: null, is_total: true }),
      ],
    });
    renderApp('/admin/reports');
    const volume = await screen.findByTestId('report-table-volume');
    expect(
      within(volume)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['WeekReceivedAnswered', '2026-11-09108', '2026-11-1600', 'Total108']);
    expect(screen.getByTestId('report-trimmed')).toHaveTextContent(
      'Starts at 2026-11-09, the first week with activity: the 2 quieter weeks before it are left out',
    );
  });

  it('keeps the frame of every figure, titles included, while the report loads', async () => {
    adminBackend({});
    server.use(http.post(`${REST_URL}/rpc/admin_report`, () => delay('infinite')));
    renderApp('/admin/reports');
    const loading = await screen.findByTestId('report-loading');
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(
      within(loading)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual([
      'Volume: received vs answered',
      'Time to first answer (hours)',
      'Time to approval (hours)',
      'Rejection rate',
      'Answer-email delivery failures',
    ]);
  });

  it('keeps range and grouping in the URL', async () => {
    const calls = adminBackend({ admin_report: () => [reportRow('Summit Health System')] });
    const { user } = renderApp('/admin/reports?from=2026-01-01&to=2026-03-31&group=account');
    expect(await screen.findByTestId('report-table-volume')).toHaveTextContent('Corporate account');
    expect(calls.at(-1)?.body.p_group).toBe('account');
    // by account, the groups are horizontal bars, as Metrics shows its accounts
    expect(screen.getAllByTestId('bar-chart')).toHaveLength(5);
    await user.selectOptions(screen.getByLabelText(/^Group by/), 'type');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/admin/reports?from=2026-01-01&to=2026-03-31&group=type',
      ),
    );
    const before = calls.length;
    renderApp('/admin/reports?from=2026-05-01&to=2026-03-31');
    expect(
      await screen.findByText('The start of the range must be before its end'),
    ).toBeInTheDocument();
    expect(calls.length).toBe(before);
  });

  it('has an empty state and an error state with Retry', async () => {
    let fail = true;
    adminBackend({
      admin_report: () =>
        fail
          ? pgError(400, '22023', 'The range must be at most 2 years')
          : [
              reportRow('Total', {
                group_key: null,
                is_total: true,
                received: 0,
                answered: 0,
                approved: 0,
                rejected: 0,
                deliveries: 0,
              }),
            ],
    });
    const { user } = renderApp('/admin/reports');
    expect(await screen.findByRole('alert')).toHaveTextContent('The range must be at most 2 years');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('empty')).toHaveTextContent('Nothing happened in this range.');
  });

  it('shows the knowledge-base figures of the same range, with their CSV', async () => {
    const calls = adminBackend({
      admin_report: () => [reportRow('Total', { group_key: null, is_total: true })],
      kb_metrics: () => [
        {
          articles_published: 4,
          articles_live: 3,
          article_views: 120,
          suggested_views: 17,
          deflected_drafts: 5,
        },
      ],
    });
    const created: Blob[] = [];
    const createObjectURL = vi.fn((b: Blob) => {
      created.push(b);
      return 'blob:kb';
    });
    const saved = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    onTestFinished(() => {
      Object.assign(URL, saved);
    });
    const { user } = renderApp('/admin/reports?from=2026-01-01&to=2026-03-31&group=week');
    const section = await screen.findByRole('region', { name: 'Knowledge base' });
    expect(await within(section).findByTestId('kb-published')).toHaveTextContent('4');
    const figures = within(section)
      .getAllByRole('term')
      .map((t) => `${t.textContent}: ${t.nextElementSibling?.textContent}`);
    expect(figures).toEqual([
      'Articles published: 4',
      'Article views: 120',
      'Suggested-article views: 17',
      'Deflected drafts: 5',
    ]);
    const report = calls.find((c) => c.name === 'admin_report')!.body;
    const kb = calls.find((c) => c.name === 'kb_metrics')!.body;
    expect(kb).toEqual({ p_from: report.p_from, p_to: report.p_to });

    await user.click(within(section).getByRole('button', { name: 'Export CSV: Knowledge base' }));
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    const text = (await created[0]!.text()).replace(/^\uFEFF/, '');
    expect(text).toBe(
      'Figure,Value\r\nArticles published,4\r\nArticle views,120\r\nSuggested-article views,17\r\nDeflected drafts,5\r\n',
    );
  });

  it("shows the knowledge-base figures' error with Retry", async () => {
    adminBackend({
      admin_report: () => [reportRow('Total', { group_key: null, is_total: true })],
      kb_metrics: () => pgError(403, '42501', 'Only staff can view knowledge-base metrics'),
    });
    renderApp('/admin/reports');
    const section = await screen.findByRole('region', { name: 'Knowledge base' });
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Only staff can view knowledge-base metrics',
    );
    expect(within(section).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(
      within(section).queryByRole('button', { name: 'Export CSV: Knowledge base' }),
    ).not.toBeInTheDocument();
  });
});
