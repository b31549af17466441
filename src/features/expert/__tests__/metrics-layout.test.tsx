/**
 * Metrics keeps its layout while the figures load: the knowledge-base figures, which answer
 * first, wait below the spinner until the charts have arrived, instead of being pushed a screen
 * down by them (a layout shift Lighthouse measured at 0.27 on a phone).
 */
import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import type { Metrics } from '@/features/expert/api/types';
import { addSignedInUser } from '@/testing/auth-helpers';
import { mockDb } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { REST_URL } from '@/testing/mocks/supabase-urls';
import { renderApp, resetAuthStore } from '@/testing/test-utils';
import { heldBack } from '@/testing/held-back';

const METRICS: Metrics = {
  from: '2026-09-01',
  weeks: 12,
  weekly: [{ week: '2026-11-16', received: 3, answered: 2, approved: 2, rejected: 1 }],
  time_to_first_answer: { count: 2, median_hours: 5, p90_hours: 9 },
  time_to_approval: { count: 2, median_hours: 7, p90_hours: 11 },
  by_account: [{ label: 'Summit Health System', count: 3 }],
  by_type: [{ label: 'General Coding Question', count: 3 }],
  rejection: { decided: 3, rejected: 1, rate: 1 / 3 },
};

beforeEach(() => {
  mockDb.reset();
  resetAuthStore();
});

it('shows the knowledge-base figures only once the charts above them have arrived', async () => {
  addSignedInUser({ email: 'e@example.test', role: 'expert' });
  const { opened: gate, release } = heldBack();
  let kbAsked = false;
  server.use(
    http.post(`${REST_URL}/rpc/expert_metrics`, async () => {
      await gate;
      await delay(1);
      return HttpResponse.json(METRICS);
    }),
    http.post(`${REST_URL}/rpc/kb_metrics`, () => {
      kbAsked = true;
      return HttpResponse.json([
        {
          articles_published: 4,
          articles_live: 4,
          article_views: 12,
          suggested_views: 3,
          deflected_drafts: 1,
        },
      ]);
    }),
  );
  renderApp('/expert/metrics');
  await screen.findByRole('heading', { level: 1, name: 'Metrics' });
  // asked for alongside the charts, not after them
  await waitFor(() => expect(kbAsked).toBe(true));
  expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  expect(screen.queryByRole('heading', { name: 'Knowledge base' })).not.toBeInTheDocument();

  release();
  expect(await screen.findByTestId('rejection-rate')).toHaveTextContent('33');
  expect(screen.getByRole('heading', { name: 'Knowledge base' })).toBeInTheDocument();
  expect(screen.getByTestId('kb-views')).toHaveTextContent('12');
});

it('still shows the knowledge-base figures when the charts fail', async () => {
  addSignedInUser({ email: 'e@example.test', role: 'expert' });
  server.use(
    http.post(`${REST_URL}/rpc/expert_metrics`, () =>
      HttpResponse.json({ message: 'boom', code: 'XX000' }, { status: 500 }),
    ),
  );
  renderApp('/expert/metrics');
  expect(await screen.findByRole('button', { name: /retry/i })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Knowledge base' })).toBeInTheDocument();
});
