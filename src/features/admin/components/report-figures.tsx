import type { ComponentProps } from 'react';
import type { ReportGroup, ReportRow } from '@/features/admin/api/types';
import { COLUMN_CHART_HEIGHT } from '@/components/charts/column-chart';
import { ReportCard, ReportSection } from '@/features/admin/components/report-section';
import { REPORTS_MESSAGES } from '@/features/admin/messages/reports';
import { formatPercent } from '@/lib/format';

const BLUE = '#2563eb';
const GREEN = '#15803d';
const AMBER = '#b45309';
const RED = '#b91c1c';

const round1 = (v: number | null) => (v === null ? null : Math.round(v * 10) / 10);
const hours = (v: number | null) => (v === null ? '–' : `${round1(v)} h`);
const n = (f: (r: ReportRow) => number) => f;

type Figure = Omit<
  ComponentProps<typeof ReportSection>,
  'groupHeader' | 'group' | 'rows' | 'total'
>;

/** The five report figures (docs/spec-notes.md, "Admin"), in the order shown. */
const FIGURES: Figure[] = [
  {
    id: 'volume',
    title: REPORTS_MESSAGES.volume,
    wide: true,
    series: [
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
    ],
    columns: [
      { header: REPORTS_MESSAGES.received, value: (r) => r.received },
      { header: REPORTS_MESSAGES.answered, value: (r) => r.answered },
    ],
  },
  {
    id: 'first-answer',
    title: REPORTS_MESSAGES.firstAnswer,
    format: (v) => `${round1(v)} h`,
    series: [
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
    ],
    columns: [
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
    ],
  },
  {
    id: 'approval',
    title: REPORTS_MESSAGES.approval,
    format: (v) => `${round1(v)} h`,
    series: [
      {
        key: 'median',
        label: REPORTS_MESSAGES.median,
        color: BLUE,
        value: (r) => r.approval_median_hours,
      },
      { key: 'p90', label: REPORTS_MESSAGES.p90, color: AMBER, value: (r) => r.approval_p90_hours },
    ],
    columns: [
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
    ],
  },
  {
    id: 'rejection',
    title: REPORTS_MESSAGES.rejection,
    max: 1,
    format: (v) => formatPercent(v),
    series: [
      { key: 'rate', label: REPORTS_MESSAGES.rate, color: RED, value: (r) => r.rejection_rate },
    ],
    columns: [
      { header: REPORTS_MESSAGES.approved, value: (r) => r.approved },
      { header: REPORTS_MESSAGES.rejected, value: (r) => r.rejected },
      {
        header: REPORTS_MESSAGES.rate,
        value: (r) =>
          r.rejection_rate === null ? null : Math.round(r.rejection_rate * 1000) / 1000,
        display: (r) => formatPercent(r.rejection_rate),
      },
    ],
  },
  {
    id: 'deliveries',
    title: REPORTS_MESSAGES.failures,
    series: [
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
    ],
    columns: [
      { header: REPORTS_MESSAGES.deliveries, value: (r) => r.deliveries },
      { header: REPORTS_MESSAGES.failed, value: (r) => r.delivery_failures },
    ],
  },
];

/** The figures in a grid: volume across the page, the four others two by two from 1024 px. */
const GRID = 'grid gap-4 lg:grid-cols-2';

/** Each report figure: a chart, its table behind a disclosure, a CSV of the table. */
export function ReportFigures({
  groupHeader,
  group,
  rows,
  total,
}: {
  groupHeader: string;
  group: ReportGroup;
  rows: ReportRow[];
  total: ReportRow | undefined;
}) {
  return (
    <div className={GRID}>
      {FIGURES.map((figure) => (
        <ReportSection
          key={figure.id}
          {...figure}
          groupHeader={groupHeader}
          group={group}
          rows={rows}
          total={total}
        />
      ))}
    </div>
  );
}

/**
 * While the figures load: every figure's frame with its title and its chart's room, so nothing
 * moves when they arrive (docs/decisions.md, "Reports for reading").
 */
export function ReportFiguresLoading() {
  return (
    <div className={GRID} aria-busy="true" data-testid="report-loading">
      <p className="sr-only" role="status">
        {REPORTS_MESSAGES.loading}
      </p>
      {FIGURES.map((figure) => (
        <ReportCard
          key={figure.id}
          id={`${figure.id}-loading`}
          title={figure.title}
          wide={figure.wide}
        >
          <div
            className="animate-pulse rounded-md bg-muted/40"
            style={{ minHeight: COLUMN_CHART_HEIGHT }}
          />
          <div className="h-5" />
        </ReportCard>
      ))}
    </div>
  );
}
