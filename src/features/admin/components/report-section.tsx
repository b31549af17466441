import { Button } from '@/components/ui/button';
import type { ReportRow } from '@/features/admin/api/types';
import { Section, TableRegion, TD, TH } from '@/features/admin/components/admin-page';
import { BarChart } from '@/components/charts/bar-chart';
import { csvFilename, downloadCsv, toCsv, type CsvValue } from '@/features/admin/utils/csv';
import { REPORTS_MESSAGES } from '@/features/admin/messages/reports';

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

/** One report figure: a chart of the groups, the same figures as a table beneath, a CSV of the table. */
export function ReportSection({
  id,
  title,
  groupHeader,
  rows,
  total,
  series,
  columns,
  format,
  max,
}: {
  id: string;
  title: string;
  groupHeader: string;
  rows: ReportRow[];
  total: ReportRow | undefined;
  series: ReportSeries[];
  columns: ReportColumn[];
  format?: (v: number) => string;
  max?: number;
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
    <Section
      id={id}
      title={title}
      className="rounded-md border p-3"
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
      <BarChart
        title={title}
        series={series}
        rows={rows.map((r) => ({ label: r.group_label, values: series.map((s) => s.value(r)) }))}
        format={format}
        max={max}
      />
      <TableRegion label={`${title}: table`}>
        <table className="table-pinned w-full text-left text-sm" data-testid={`report-table-${id}`}>
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
    </Section>
  );
}
