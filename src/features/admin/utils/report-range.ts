import type { ReportGroup, ReportRow } from '@/features/admin/api/types';
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

const quiet = (r: ReportRow) =>
  r.received + r.answered + r.approved + r.rejected + r.deliveries + r.delivery_failures === 0;

/**
 * By week, the weeks before the first with any activity are left out (docs/decisions.md, "Reports
 * for reading"): a range that starts before the data would open on rows of zeros.
 */
export function trimQuietWeeks(rows: ReportRow[], group: ReportGroup) {
  if (group !== 'week') return { rows, trimmed: 0 };
  const first = rows.findIndex((r) => !quiet(r));
  const trimmed = first === -1 ? 0 : first;
  return { rows: rows.slice(trimmed), trimmed };
}
