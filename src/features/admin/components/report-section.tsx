import type { ReactNode } from 'react';
import { BarChart } from '@/components/charts/bar-chart';
import { COLUMN_CHART_HEIGHT, ColumnChart } from '@/components/charts/column-chart';
import { COMPONENT_TEXT } from '@/components/messages';
import { TableRegion, TD, TH } from '@/components/table/data-table';
import { Button } from '@/components/ui/button';
import { csvFilename, downloadCsv, toCsv, type CsvValue } from '@/features/admin/utils/csv';
import { REPORTS_MESSAGES } from '@/features/admin/messages/reports';
import type { ReportGroup, ReportRow } from '@/features/admin/api/types';
import { cn } from '@/lib/utils';

interface ReportColumn {
  header: string;
  /** The raw figure (the CSV gets it). */
  value: (r: ReportRow) => CsvValue;
  /** The figure as shown in the table. */
  display?: (r: ReportRow) => string;
}

interface ReportSeries {
  key: string;
  label: string;
  color: string;
  value: (r: ReportRow) => number | null;
}

/**
 * The frame of one report figure, the same while it loads and once it has (docs/decisions.md,
 * "Reports for reading"): its title and CSV button, the chart's reserved box, the table's
 * disclosure. `wide` spans both columns of the grid.
 */
export function ReportCard({
  id,
  title,
  wide,
  actions,
  children,
}: {
  id: string;
  title: string;
  wide?: boolean;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      className={cn('min-w-0 space-y-3 rounded-lg border p-4', wide && 'lg:col-span-2')}
      aria-labelledby={`${id}-heading`}
    >
      <div className="flex min-h-9 flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-heading`} className="font-semibold">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** The room a chart of weeks takes, reserved while the figures load. */
const CHART_BOX = { minHeight: COLUMN_CHART_HEIGHT };

/**
 * One report figure: by week, columns over time (the chart of Metrics); by account, expert or type,
 * horizontal bars. The same figures as a table behind "Show as a table", and as a CSV.
 */
export function ReportSection({
  id,
  title,
  groupHeader,
  group,
  rows,
  total,
  series,
  columns,
  format,
  max,
  wide,
}: {
  id: string;
  title: string;
  groupHeader: string;
  group: ReportGroup;
  rows: ReportRow[];
  total: ReportRow | undefined;
  series: ReportSeries[];
  columns: ReportColumn[];
  format?: (v: number) => string;
  max?: number;
  wide?: boolean;
}) {
  const all = total ? [...rows, total] : rows;
  const exportCsv = () =>
    downloadCsv(
      csvFilename(`report-${id}`),
      toCsv(
        [groupHeader, ...columns.map((c) => c.header)],
        all.map((r) => [r.group_label, ...columns.map((c) => c.value(r))]),
      ),
    );
  return (
    <ReportCard
      id={id}
      title={title}
      wide={wide}
      actions={
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={exportCsv}
          aria-label={REPORTS_MESSAGES.exportTable(title)}
        >
          Export CSV
        </Button>
      }
    >
      <div style={group === 'week' ? CHART_BOX : undefined}>
        {group === 'week' ? (
          <ColumnChart
            title={title}
            categories={rows.map((r) => r.group_label)}
            series={series}
            values={series.map((s) => rows.map((r) => s.value(r)))}
            format={format}
            ticks={max === 1 ? [0, 0.25, 0.5, 0.75, 1] : undefined}
          />
        ) : (
          <BarChart
            title={title}
            series={series}
            rows={rows.map((r) => ({
              label: r.group_label,
              values: series.map((s) => s.value(r)),
            }))}
            format={format}
            max={max}
          />
        )}
      </div>
      <details className="group text-sm">
        <summary className="w-fit cursor-pointer rounded-sm font-medium text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
          {COMPONENT_TEXT.showTable}
        </summary>
        <div className="mt-2">
          <TableRegion label={`${title}: table`}>
            <table
              className="table-pinned w-full text-left text-sm"
              data-testid={`report-table-${id}`}
            >
              <thead className="bg-muted/50">
                <tr>
                  <th className={TH}>{groupHeader}</th>
                  {columns.map((c) => (
                    <th key={c.header} className={`${TH} text-right`}>
                      {c.header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {all.map((r) => (
                  <tr
                    key={`${r.group_key ?? 'none'}-${r.is_total}`}
                    className={r.is_total ? 'border-t font-semibold' : 'border-t'}
                  >
                    <th scope="row" className={`${TD} font-normal`}>
                      {r.is_total ? REPORTS_MESSAGES.total : r.group_label}
                    </th>
                    {columns.map((c) => (
                      <td key={c.header} className={`${TD} text-right tabular-nums`}>
                        {c.display ? c.display(r) : String(c.value(r) ?? '–')}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </TableRegion>
        </div>
      </details>
    </ReportCard>
  );
}
