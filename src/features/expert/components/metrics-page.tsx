import { useState } from 'react';
import { METRICS_LABELS, EXPERT_TITLES } from '@/features/expert/constants';
import { useKbMetrics } from '@/features/expert/api/get-kb-metrics';
import { useMetrics } from '@/features/expert/api/get-metrics';
import type { DurationStats } from '@/features/expert/api/types';
import { ColumnChart } from '@/components/charts/column-chart';
import { HorizontalBarChart, RateLineChart } from '@/features/expert/components/charts';
import { NativeSelect } from '@/components/ui/native-select';
import { KnowledgeMetrics } from '@/features/expert/components/knowledge-metrics';
import { PageShell, QueryState } from '@/components/layout/page-shell';
import { formatHours, formatPercent } from '@/lib/format';
import { EXPERT_PAGE_HEADS } from '@/features/expert/page-heads';
import { useDeferredData } from '@/utils/use-deferred-data';

function ChartCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="min-w-0 space-y-3 rounded-lg border p-4" aria-label={title}>
      <h2 className="font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function durationBars(stats: DurationStats) {
  return [
    {
      label: METRICS_LABELS.median,
      value: stats.median_hours ?? 0,
      display: formatHours(stats.median_hours),
    },
    {
      label: METRICS_LABELS.p90,
      value: stats.p90_hours ?? 0,
      display: formatHours(stats.p90_hours),
    },
  ];
}

export function MetricsPage() {
  const [weeks, setWeeks] = useState(12);
  const metrics = useMetrics(weeks);
  // Asked for at once, shown below the charts once they have settled: drawn earlier, the
  // knowledge-base figures sat under the spinner and the charts then pushed them a screen down
  // (a layout shift Lighthouse measured at 0.27 on a phone).
  const kb = useKbMetrics(weeks);
  const { data: m, pending } = useDeferredData(metrics);
  const categories = m?.weekly.map((w) => w.week) ?? [];
  return (
    <PageShell
      title={EXPERT_TITLES.metrics}
      description={EXPERT_PAGE_HEADS.metrics.description}
      actions={
        <label className="flex items-center gap-2 text-sm">
          {METRICS_LABELS.weeks}
          <NativeSelect
            className="w-40"
            value={weeks}
            onChange={(e) => setWeeks(Number(e.target.value))}
          >
            <option value={4}>Last 4 weeks</option>
            <option value={12}>Last 12 weeks</option>
            <option value={26}>Last 26 weeks</option>
            <option value={52}>Last 52 weeks</option>
          </NativeSelect>
        </label>
      }
    >
      <QueryState
        isLoading={pending}
        error={metrics.error}
        onRetry={() => void metrics.refetch()}
      />
      {m && (
        <div className="grid gap-4 lg:grid-cols-2">
          <div className="min-w-0 lg:col-span-2">
            <ChartCard title={METRICS_LABELS.weekly}>
              <ColumnChart
                title={METRICS_LABELS.weekly}
                categories={categories}
                series={[
                  { key: 'received', label: METRICS_LABELS.received, color: '#2563eb' },
                  { key: 'answered', label: METRICS_LABELS.answered, color: '#16a34a' },
                ]}
                values={[m.weekly.map((w) => w.received), m.weekly.map((w) => w.answered)]}
              />
            </ChartCard>
          </div>
          <ChartCard title={METRICS_LABELS.timeToFirstAnswer}>
            {m.time_to_first_answer.count === 0 ? (
              <p className="text-sm text-muted-foreground">{METRICS_LABELS.noData}</p>
            ) : (
              <HorizontalBarChart
                title={METRICS_LABELS.timeToFirstAnswer}
                data={durationBars(m.time_to_first_answer)}
                color="#16a34a"
              />
            )}
            <p className="text-xs text-muted-foreground">
              {m.time_to_first_answer.count} answered questions
            </p>
          </ChartCard>
          <ChartCard title={METRICS_LABELS.timeToApproval}>
            {m.time_to_approval.count === 0 ? (
              <p className="text-sm text-muted-foreground">{METRICS_LABELS.noData}</p>
            ) : (
              <HorizontalBarChart
                title={METRICS_LABELS.timeToApproval}
                data={durationBars(m.time_to_approval)}
                color="#7c3aed"
              />
            )}
            <p className="text-xs text-muted-foreground">
              {m.time_to_approval.count} approved answers
            </p>
          </ChartCard>
          <ChartCard title={METRICS_LABELS.byAccount}>
            {m.by_account.length === 0 ? (
              <p className="text-sm text-muted-foreground">{METRICS_LABELS.noData}</p>
            ) : (
              <HorizontalBarChart
                title={METRICS_LABELS.byAccount}
                data={m.by_account.map((d) => ({ label: d.label, value: d.count }))}
              />
            )}
          </ChartCard>
          <ChartCard title={METRICS_LABELS.byType}>
            {m.by_type.length === 0 ? (
              <p className="text-sm text-muted-foreground">{METRICS_LABELS.noData}</p>
            ) : (
              <HorizontalBarChart
                title={METRICS_LABELS.byType}
                data={m.by_type.map((d) => ({ label: d.label, value: d.count }))}
                color="#d97706"
              />
            )}
          </ChartCard>
          <div className="min-w-0 lg:col-span-2">
            <ChartCard title={METRICS_LABELS.rejectionRate}>
              <p className="text-sm">
                <span className="text-2xl font-semibold" data-testid="rejection-rate">
                  {formatPercent(m.rejection.rate)}
                </span>{' '}
                <span className="text-muted-foreground">
                  ({m.rejection.rejected} of {m.rejection.decided} decisions)
                </span>
              </p>
              <RateLineChart
                title={METRICS_LABELS.rejectionWeekly}
                categories={categories}
                values={m.weekly.map((w) =>
                  w.approved + w.rejected === 0 ? null : w.rejected / (w.approved + w.rejected),
                )}
              />
            </ChartCard>
          </div>
        </div>
      )}
      {!pending && <KnowledgeMetrics kb={kb} />}
    </PageShell>
  );
}
