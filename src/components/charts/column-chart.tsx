/**
 * Columns per period (e.g. weeks), one per series, with a legend and a value axis: the one chart
 * of figures over time, shared by the expert metrics and the admin reports (docs/decisions.md,
 * "Charts"). Drawn in real pixels for the width it gets (no chart library), so text stays 12 px at
 * every width; only as many period labels as fit. Every figure is in its text alternative.
 */
import { niceTicks } from '@/components/charts/chart-scale';
import { useChartWidth } from '@/components/charts/use-chart-width';

const PALETTE = ['#2563eb', '#16a34a', '#d97706', '#dc2626', '#7c3aed', '#0891b2'];
const FONT = 12;
/** Room for one "MM-DD" axis label at 12 px, with a gap. */
const AXIS_LABEL_W = 44;
const LEFT = 44;
const RIGHT = 12;
const PLOT_H = 180;
/** The chart's height, legend included: what a page reserves while the figures load. */
export const COLUMN_CHART_HEIGHT = PLOT_H + 40 + 28;

interface SeriesDef {
  key: string;
  label: string;
  color?: string;
}

/** Every how many categories an axis label fits. */
function labelEvery(slot: number): number {
  return Math.max(1, Math.ceil(AXIS_LABEL_W / Math.max(1, slot)));
}

export function ColumnChart({
  categories,
  series,
  values,
  title,
  format = (v) => String(v),
  ticks: fixedTicks,
}: {
  /** Periods as YYYY-MM-DD (labelled MM-DD). */
  categories: string[];
  series: SeriesDef[];
  /** values[seriesIndex][categoryIndex]; null is "no data" (no column). */
  values: (number | null)[][];
  title: string;
  format?: (v: number) => string;
  /** The value axis (default: round steps from 0 covering the largest value). */
  ticks?: number[];
}) {
  const { ref, width } = useChartWidth();
  const max = Math.max(0, ...values.flat().map((v) => v ?? 0));
  const ticks = fixedTicks ?? niceTicks(Math.max(1, max));
  const top = ticks[ticks.length - 1]! || 1;
  const height = PLOT_H + 40;
  const n = Math.max(1, categories.length);
  const groupW = (width - LEFT - RIGHT) / n;
  const colW = Math.min(40, (groupW - Math.min(12, groupW / 4)) / Math.max(1, series.length));
  const groupPad = (groupW - colW * series.length) / 2;
  const every = labelEvery(groupW);
  const shown = (v: number | null | undefined) => (v === null || v === undefined ? '–' : format(v));
  return (
    <figure className="min-w-0 space-y-2">
      <ul className="flex min-h-5 flex-wrap gap-4 text-xs" aria-hidden="true">
        {series.map((s, i) => (
          <li key={s.key} className="flex items-center gap-1">
            <span
              className="inline-block h-3 w-3 rounded-sm"
              style={{ background: s.color ?? PALETTE[i % PALETTE.length] }}
            />
            {s.label}
          </li>
        ))}
      </ul>
      <div ref={ref} className="w-full min-w-0">
        <svg
          role="img"
          aria-label={`${title}: ${categories
            .map(
              (c, ci) =>
                `${c} ${series.map((s, si) => `${s.label} ${shown(values[si]?.[ci])}`).join(' ')}`,
            )
            .join('; ')}`}
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          data-testid="metrics-chart"
        >
          <title>{title}</title>
          {ticks.map((t) => {
            const y = 10 + PLOT_H - (t / top) * PLOT_H;
            return (
              <g key={t}>
                <line x1={LEFT} x2={width - RIGHT} y1={y} y2={y} stroke="#e5e7eb" />
                <text x={LEFT - 4} y={y + 4} textAnchor="end" fontSize={FONT} fill="#4b5563">
                  {format(t)}
                </text>
              </g>
            );
          })}
          {categories.map((c, ci) => (
            <g key={c}>
              {series.map((s, si) => {
                const v = values[si]?.[ci] ?? null;
                const h = v === null ? 0 : (Math.min(v, top) / top) * PLOT_H;
                return (
                  <rect
                    key={s.key}
                    data-testid={`column-${s.key}`}
                    x={LEFT + ci * groupW + groupPad + si * colW}
                    y={10 + PLOT_H - h}
                    width={Math.max(1, colW - 2)}
                    height={h}
                    fill={s.color ?? PALETTE[si % PALETTE.length]}
                  >
                    <title>{`${c}: ${s.label} ${shown(v)}`}</title>
                  </rect>
                );
              })}
              {ci % every === 0 && (
                <text
                  x={LEFT + ci * groupW + groupW / 2}
                  y={PLOT_H + 28}
                  textAnchor="middle"
                  fontSize={FONT}
                  fill="#4b5563"
                >
                  {c.slice(5)}
                </text>
              )}
            </g>
          ))}
        </svg>
      </div>
    </figure>
  );
}
