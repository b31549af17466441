import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useReport } from '@/features/admin/api/get-report';
import { PageShell, QueryState } from '@/components/layout/page-shell';
import { EmptyState } from '@/features/admin/components/admin-page';
import { KbReportSection } from '@/features/admin/components/kb-report-section';
import { ReportFigures, ReportFiguresLoading } from '@/features/admin/components/report-figures';
import { ReportRangeForm } from '@/features/admin/components/report-range-form';
import { ADMIN_TITLES } from '@/features/admin/messages/common';
import { REPORTS_MESSAGES } from '@/features/admin/messages/reports';
import { addDays, dayStartIso } from '@/features/admin/utils/format';
import { readRange, trimQuietWeeks } from '@/features/admin/utils/report-range';
import { useDeferredData } from '@/utils/use-deferred-data';

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
  const { data, pending } = useDeferredData(report);
  const setParam = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    next.set('from', range.from);
    next.set('to', range.to);
    next.set('group', range.group);
    if (value) next.set(key, value);
    setParams(next, { replace: true });
  };

  const { rows, trimmed } = trimQuietWeeks(
    (data ?? []).filter((r) => !r.is_total),
    range.group,
  );
  const total = data?.find((r) => r.is_total);
  const nothing =
    total &&
    total.received + total.answered + total.approved + total.rejected + total.deliveries === 0;

  return (
    <PageShell title={ADMIN_TITLES.reports} description={REPORTS_MESSAGES.description}>
      <ReportRangeForm
        range={range}
        rangeError={rangeError}
        timeZone={timeZone}
        setParam={setParam}
      />
      {!rangeError && pending && <ReportFiguresLoading />}
      {!rangeError && (
        <QueryState isLoading={false} error={report.error} onRetry={() => void report.refetch()} />
      )}
      {!rangeError && nothing && <EmptyState>{REPORTS_MESSAGES.empty}</EmptyState>}
      {!rangeError && data && !nothing && (
        <div className={report.isPlaceholderData ? 'space-y-6 opacity-60' : 'space-y-6'}>
          {trimmed > 0 && rows[0] && (
            <p className="text-sm text-muted-foreground" data-testid="report-trimmed">
              {REPORTS_MESSAGES.trimmed(trimmed, rows[0].group_label)}
            </p>
          )}
          <ReportFigures
            group={range.group}
            groupHeader={REPORTS_MESSAGES.groups[range.group]}
            rows={rows}
            total={total}
          />
        </div>
      )}
      {!rangeError && <KbReportSection from={from} to={to} />}
    </PageShell>
  );
}
