import type { ReportGroup } from '@/features/admin/api/types';
import { addDays, isoDay } from '@/features/admin/utils/format';

export const REPORT_GROUPS: ReportGroup[] = ['week', 'account', 'expert', 'type'];

export interface ReportRange {
  from: string;
  to: string;
  group: ReportGroup;
}

/** The range and grouping in the URL; the last 90 days by week when absent or malformed. */
export function readRange(p: URLSearchParams): ReportRange {
  const today = isoDay(new Date());
  const valid = (d: string | null) => (d && /^\d{4}-\d{2}-\d{2}$/.test(d) ? d : null);
  const to = valid(p.get('to')) ?? today;
  const from = valid(p.get('from')) ?? addDays(to, -89);
  const g = p.get('group') as ReportGroup | null;
  return { from, to, group: g && REPORT_GROUPS.includes(g) ? g : ('week' as ReportGroup) };
}
