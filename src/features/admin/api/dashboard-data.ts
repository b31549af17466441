/**
 * Every request of /admin/dashboard, under the keys its sections' hooks use: the landing data
 * (src/app/landing-data.ts) starts them all with the page's chunks, so the page's sections, which
 * show together once each has its answer, wait for one round of requests rather than two.
 */
import { getAccounts } from '@/features/admin/api/get-accounts';
import { getEmailDeliveryCounts } from '@/features/admin/api/get-email-delivery-counts';
import { getEvents } from '@/features/admin/api/get-events';
import { getExperts } from '@/features/admin/api/get-experts';
import { getHeldCounts } from '@/features/admin/api/get-held-submissions';
import { getOverdueQuestions } from '@/features/admin/api/get-overdue-questions';
import { getStatusCounts } from '@/features/admin/api/get-status-counts';
import { getUnapprovableAnswers } from '@/features/admin/api/get-unapprovable-answers';
import { adminKeys } from '@/features/admin/api/keys';

/** The latest admin actions the dashboard lists. */
export const RECENT_ACTIONS = 20;

/** The accounts the dashboard asks admins to look at. */
export const ATTENTION_ACCOUNTS = { attention: true } as const;

export function adminDashboardQueries(): Array<{
  queryKey: readonly unknown[];
  queryFn: () => Promise<unknown>;
  infinite?: { initialPageParam: unknown };
}> {
  return [
    { queryKey: adminKeys.statusCounts(), queryFn: getStatusCounts },
    { queryKey: adminKeys.overdue(), queryFn: () => getOverdueQuestions() },
    { queryKey: adminKeys.emailDeliveryCounts(), queryFn: getEmailDeliveryCounts },
    { queryKey: adminKeys.unapprovable(), queryFn: () => getUnapprovableAnswers() },
    {
      queryKey: adminKeys.accounts(ATTENTION_ACCOUNTS),
      queryFn: () => getAccounts(ATTENTION_ACCOUNTS),
    },
    { queryKey: adminKeys.experts(), queryFn: getExperts },
    { queryKey: adminKeys.heldCounts(), queryFn: getHeldCounts },
    // An infinite list (useEvents): its first page.
    {
      queryKey: adminKeys.events({ limit: RECENT_ACTIONS }),
      queryFn: () => getEvents({}, null, RECENT_ACTIONS),
      infinite: { initialPageParam: null },
    },
  ];
}
