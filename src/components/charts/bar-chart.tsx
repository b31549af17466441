/**
 * A hand-made SVG bar chart (no chart library) that lays itself out in real pixels for the width it
 * is given: one group per row (label above, one bar per series), so text stays 12 px at any width
 * and nothing is squeezed. Long labels are cut with "…"; the full label and values are in each
 * group's <title> and in the chart's text alternative (`description`, by default a pointer to the
 * table under the chart). Shared by the admin reports and the expert metrics.
 */
import { useChartWidth } from '@/components/charts/use-chart-width';

interface ChartSeries {
  key: string;
  label: string;
  color: string;
}

interface ChartRow {
  label: string;
  /** One value per series; null is "no data". */
  values: (number | null)[];
  /** Text shown for each value instead of `format(value)` (e.g. "3.5 h"). */
  display?: (string | undefined)[];
}

const FONT = 12;
const BAR = 12;
const GAP = 4;
const LABEL_H = 18;
const ROW_GAP = 10;
const VALUE_W = 64;
/** An average character of the 12 px UI font is about 6.6 px wide. */
const CHAR_W = 6.6;

function shorten(label: string, maxChars: number): string {
  return label.length <= maxChars ? label : `${label.slice(0, Math.max(1, maxChars - 1))}…`;
}

export function BarChart({
  title,
  series,
  rows,
  format = (v) => String(v),
  max,
  description = 'The same figures are in the table below.',
}: {
  title: string;
  /** The text alternative after the title: the figures, or where to find them. */
  description?: string;
  series: ChartSeries[];
  rows: ChartRow[];
  format?: (v: number) => string;
  /** The value a full bar stands for (e.g. 1 for rates); default the largest value. */
  max?: number;
}) {
  const { ref, width } = useChartWidth();
  const top = max ?? Math.max(1, ...rows.flatMap((r) => r.values.map((v) => v ?? 0)));
  const barSpace = Math.max(40, width - VALUE_W);
  const rowH = LABEL_H + series.length * (BAR + GAP) + ROW_GAP;
  const height = rows.length * rowH;
  const maxChars = Math.floor(width / CHAR_W);
  return (
    <figure className="min-w-0 space-y-2">
      <figcaption className="sr-only">{title}</figcaption>
      {series.length > 1 && (
        <ul className="flex flex-wrap gap-4 text-xs" aria-hidden="true">
          {series.map((s) => (
            <li key={s.key} className="flex items-center gap-1">
              <span className="inline-block h-3 w-3 rounded-sm" style={{ background: s.color }} />
              {s.label}
            </li>
          ))}
        </ul>
      )}
      <div ref={ref} className="w-full min-w-0">
        <svg
          role="img"
          aria-label={`${title}. ${description}`}
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          data-testid="bar-chart"
        >
          {rows.map((r, ri) => {
            const y0 = ri * rowH;
            return (
              <g key={`${r.label}-${ri}`} data-testid="chart-group">
                <title>
                  {`${r.label}: ${series.map((s, si) => `${s.label} ${r.values[si] === null || r.values[si] === undefined ? '–' : format(r.values[si]!)}`).join(', ')}`}
                </title>
                <text x={0} y={y0 + FONT + 1} fontSize={FONT} fill="currentColor">
                  {shorten(r.label, maxChars)}
                </text>
                {series.map((s, si) => {
                  const v = r.values[si] ?? null;
                  const w = v === null ? 0 : Math.min(1, v / top) * barSpace;
                  const y = y0 + LABEL_H + si * (BAR + GAP);
                  return (
                    <g key={s.key}>
                      <rect
                        x={0}
                        y={y}
                        width={Math.max(w, v ? 2 : 0)}
                        height={BAR}
                        rx={2}
                        fill={s.color}
                      />
                      <text x={w + 6} y={y + BAR - 1} fontSize={FONT} fill="#374151">
                        {v === null ? '–' : (r.display?.[si] ?? format(v))}
                      </text>
                    </g>
                  );
                })}
              </g>
            );
          })}
        </svg>
      </div>
    </figure>
  );
}
