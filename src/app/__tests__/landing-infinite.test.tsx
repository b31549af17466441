/**
 * The admin dashboard's landing data includes the first page of an infinite list (the latest admin
 * actions). Handed over while its request is under way, the list's hook joins that request, keeps
 * it when the page unmounts and mounts again, and pages on from it.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { attachLandingData, resetLandingData, startLandingData } from '@/app/landing-data';
import { RECENT_ACTIONS } from '@/features/admin/api/dashboard-data';
import { useEvents } from '@/features/admin/api/get-events';
import { heldBack } from '@/testing/held-back';
import { REST_URL } from '@/testing/mocks/supabase-urls';
import { server } from '@/testing/mocks/server';

const row = (id: number) => ({
  id,
  action: 'account.quota_set',
  actor_id: 'a',
  actor_name: 'Alex Admin',
  target_type: 'account',
  target_id: 't',
  target_name: 'Harbor Hospital Network',
  details: {},
  created_at: '2026-11-28T10:00:00Z',
});

let bodies: Array<Record<string, unknown>> = [];

beforeEach(() => {
  resetLandingData();
  bodies = [];
});

it('hands the first page over as an infinite list the hook joins and pages on from', async () => {
  const first = heldBack();
  server.use(
    http.post(`${REST_URL}/rpc/admin_list_events`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      if (body.p_before_id === undefined) {
        await first.opened;
        return HttpResponse.json(Array.from({ length: RECENT_ACTIONS }, (_, i) => row(1000 - i)));
      }
      return HttpResponse.json([row(1)]);
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: 1 } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  startLandingData('/admin/dashboard', 'admin');
  attachLandingData(client);
  await waitFor(() => expect(bodies).toHaveLength(1));

  // The page mounts while the request is under way, unmounts and mounts again.
  const early = renderHook(() => useEvents({}, RECENT_ACTIONS), { wrapper });
  expect(early.result.current.isLoading).toBe(true);
  early.unmount();
  const { result } = renderHook(() => useEvents({}, RECENT_ACTIONS), { wrapper });
  expect(result.current.isLoading).toBe(true);

  first.release();
  await waitFor(() => expect(result.current.data?.pages[0]).toHaveLength(RECENT_ACTIONS));
  expect(result.current.error).toBeNull();
  expect(result.current.hasNextPage).toBe(true);
  expect(bodies).toHaveLength(1);

  await act(() => result.current.fetchNextPage());
  await waitFor(() =>
    expect(result.current.data?.pages.map((page) => page.length)).toEqual([RECENT_ACTIONS, 1]),
  );
  expect(bodies[1]).toMatchObject({
    p_before_id: 1000 - RECENT_ACTIONS + 1,
    p_limit: RECENT_ACTIONS,
  });
});

it('hands an answered first page over in the shape the hook keeps', async () => {
  server.use(
    http.post(`${REST_URL}/rpc/admin_list_events`, async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json([row(7)]);
    }),
  );
  startLandingData('/admin/dashboard', 'admin');
  await waitFor(() => expect(bodies).toHaveLength(1));
  // Every landing request answered before the cache exists (they are handed over together).
  await new Promise((resolve) => setTimeout(resolve, 50));
  const client = new QueryClient();
  attachLandingData(client);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useEvents({}, RECENT_ACTIONS), { wrapper });
  expect(result.current.data?.pages).toEqual([[row(7)]]);
  expect(result.current.hasNextPage).toBe(false);
  expect(bodies).toHaveLength(1);
});
