import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useReport } from '@/features/admin/api/get-report';
import type { ReportGroup, ReportRow } from '@/features/admin/api/types';
import { PageShell, QueryState } from '@/components/layout/page-shell';
import { EmptyState } from '@/features/admin/components/admin-page';
import { KbReportSection } from '@/features/admin/components/kb-report-section';
import { ReportSection } from '@/features/admin/components/report-section';
import { ADMIN_TITLES, REPORTS_MESSAGES } from '@/features/admin/messages';
import { addDays, dayStartIso, formatPercent, isoDay } from '@/features/admin/utils/format';

const GROUPS: ReportGroup[] = ['week', 'account', 'expert', 'type'];
const BLUE = '#2563eb';
const GREEN = '#15803d';
const AMBER = '#b45309';
const RED = '#b91c1c';

const round1 = (v: number | null) => (v === null ? null : Math.round(v * 10) / 10);
const hours = (v: number | null) => (v === null ? '–' : `${round1(v)} h`);

function readRange(p: URLSearchParams) {
  const today = isoDay(new Date());
  const valid = (d: string | null) => (d && /^\d{4}-\d{2}-\d{2}$/.test(d) ? d : null);
  const to = valid(p.get('to')) ?? today;
  const from = valid(p.get('from')) ?? addDays(to, -89);
  const g = p.get('group') as ReportGroup | null;
  return { from, to, group: g && GROUPS.includes(g) ? g : ('week' as ReportGroup) };
}

/**
 * /admin/reports: the five report figures for a date range (default the last 90 days) and a
 * grouping, and the knowledge-base figures of the same range.
 */
export function ReportsPage() {
  const [params, setParams] = useSearchParams();
  const range = useMemo(() => readRange(params), [params]);
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  const rangeError = range.from > range.to ? REPORTS_MESSAGES.rangeInvalid : '';
  const from = dayStartIso(range.from);
  const to = dayStartIso(addDays(range.to, 1));
  const report = useReport({ from, to, group: range.group, timeZone }, !rangeError);
  const setParam = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    next.set('from', range.from);
    next.set('to', range.to);
    next.set('group', range.group);
    if (value) next.set(key, value);
    setParams(next, { replace: true });
  };

  const rows = (report.data ?? []).filter((r) => !r.is_total);
  const total = report.data?.find((r) => r.is_total);
  const groupHeader = REPORTS_MESSAGES.groups[range.group];
  const nothing =
    total &&
    total.received + total.answered + total.approved + total.rejected + total.deliveries === 0;
  const common = { groupHeader, rows, total };
  const n = (f: (r: ReportRow) => number) => f;

  return (
    <PageShell title={ADMIN_TITLES.reports} description={REPORTS_MESSAGES.description}>
      <form
        className="grid gap-3 rounded-md border p-3 sm:grid-cols-3"
        onSubmit={(e) => e.preventDefault()}
        aria-label="Report range"
      >
        <label className="grid gap-1 text-sm">
          {REPORTS_MESSAGES.from}
          <Input
            type="date"
            value={range.from}
            aria-invalid={Boolean(rangeError) || undefined}
            aria-describedby={rangeError ? 'report-range-error' : undefined}
            onChange={(e) => e.target.value && setParam('from', e.target.value)}
          />
        </label>
        <label className="grid gap-1 text-sm">
          {REPORTS_MESSAGES.to}
          <Input
            type="date"
            value={range.to}
            onChange={(e) => e.target.value && setParam('to', e.target.value)}
          />
        </label>
        <label className="grid gap-1 text-sm">
          {REPORTS_MESSAGES.group}
          <NativeSelect value={range.group} onChange={(e) => setParam('group', e.target.value)}>
            {GROUPS.map((g) => (
              <option key={g} value={g}>
                {REPORTS_MESSAGES.groups[g]}
              </option>
            ))}
          </NativeSelect>
        </label>
        {rangeError && (
          <p id="report-range-error" className="text-sm font-medium text-destructive sm:col-span-3">
            {rangeError}
          </p>
        )}
        {range.group === 'week' && (
          <p className="text-xs text-muted-foreground sm:col-span-3">
            {REPORTS_MESSAGES.timeZone(timeZone)}
          </p>
        )}
      </form>

      {!rangeError && (
        <QueryState
          isLoading={report.isLoading}
          error={report.error}
          onRetry={() => void report.refetch()}
        />
      )}
      {!rangeError && nothing && <EmptyState>{REPORTS_MESSAGES.empty}</EmptyState>}
      {!rangeError && report.data && !nothing && (
        <div className={report.isPlaceholderData ? 'space-y-6 opacity-60' : 'space-y-6'}>
          <ReportSection
            id="volume"
            title={REPORTS_MESSAGES.volume}
            {...common}
            series={[
              {
                key: 'received',
                label: REPORTS_MESSAGES.received,
                color: BLUE,
                value: n((r) => r.received),
              },
              {
                key: 'answered',
                label: REPORTS_MESSAGES.answered,
                color: GREEN,
                value: n((r) => r.answered),
              },
            ]}
            columns={[
              { header: REPORTS_MESSAGES.received, value: (r) => r.received },
              { header: REPORTS_MESSAGES.answered, value: (r) => r.answered },
            ]}
          />
          <ReportSection
            id="first-answer"
            title={REPORTS_MESSAGES.firstAnswer}
            {...common}
            format={(v) => `${round1(v)} h`}
            series={[
              {
                key: 'median',
                label: REPORTS_MESSAGES.median,
                color: BLUE,
                value: (r) => r.first_answer_median_hours,
              },
              {
                key: 'p90',
                label: REPORTS_MESSAGES.p90,
                color: AMBER,
                value: (r) => r.first_answer_p90_hours,
              },
            ]}
            columns={[
              { header: REPORTS_MESSAGES.answered, value: (r) => r.answered },
              {
                header: `${REPORTS_MESSAGES.median} (h)`,
                value: (r) => round1(r.first_answer_median_hours),
                display: (r) => hours(r.first_answer_median_hours),
              },
              {
                header: `${REPORTS_MESSAGES.p90} (h)`,
                value: (r) => round1(r.first_answer_p90_hours),
                display: (r) => hours(r.first_answer_p90_hours),
              },
            ]}
          />
          <ReportSection
            id="approval"
            title={REPORTS_MESSAGES.approval}
            {...common}
            format={(v) => `${round1(v)} h`}
            series={[
              {
                key: 'median',
                label: REPORTS_MESSAGES.median,
                color: BLUE,
                value: (r) => r.approval_median_hours,
              },
              {
                key: 'p90',
                label: REPORTS_MESSAGES.p90,
                color: AMBER,
                value: (r) => r.approval_p90_hours,
              },
            ]}
            columns={[
              { header: REPORTS_MESSAGES.approved, value: (r) => r.approved },
              {
                header: `${REPORTS_MESSAGES.median} (h)`,
                value: (r) => round1(r.approval_median_hours),
                display: (r) => hours(r.approval_median_hours),
              },
              {
                header: `${REPORTS_MESSAGES.p90} (h)`,
                value: (r) => round1(r.approval_p90_hours),
                display: (r) => hours(r.approval_p90_hours),
              },
            ]}
          />
          <ReportSection
            id="rejection"
            title={REPORTS_MESSAGES.rejection}
            {...common}
            max={1}
            format={(v) => formatPercent(v)}
            series={[
              {
                key: 'rate',
                label: REPORTS_MESSAGES.rate,
                color: RED,
                value: (r) => r.rejection_rate,
              },
            ]}
            columns={[
              { header: REPORTS_MESSAGES.approved, value: (r) => r.approved },
              { header: REPORTS_MESSAGES.rejected, value: (r) => r.rejected },
              {
                header: REPORTS_MESSAGES.rate,
                value: (r) =>
                  r.rejection_rate === null ? null : Math.round(r.rejection_rate * 1000) / 1000,
                display: (r) => formatPercent(r.rejection_rate),
              },
            ]}
          />
          <ReportSection
            id="deliveries"
            title={REPORTS_MESSAGES.failures}
            {...common}
            series={[
              {
                key: 'deliveries',
                label: REPORTS_MESSAGES.deliveries,
                color: BLUE,
                value: n((r) => r.deliveries),
              },
              {
                key: 'failed',
                label: REPORTS_MESSAGES.failed,
                color: RED,
                value: n((r) => r.delivery_failures),
              },
            ]}
            columns={[
              { header: REPORTS_MESSAGES.deliveries, value: (r) => r.deliveries },
              { header: REPORTS_MESSAGES.failed, value: (r) => r.delivery_failures },
            ]}
          />
        </div>
      )}
      {!rangeError && <KbReportSection from={from} to={to} />}
    </PageShell>
  );
}
