/**
 * The metrics charts (no chart library), drawn in real pixels for the width they get, so text stays
 * 12 px at every width and period (docs/decisions.md, "Charts"): horizontal bars are the shared
 * BarChart and the columns the shared ColumnChart (src/components/charts), the line measures its
 * box and labels only as many weeks as fit. Every chart's figures are in its text alternative (aria-label).
 */
import { BarChart } from '@/components/charts/bar-chart';
import { useChartWidth } from '@/components/charts/use-chart-width';

const PALETTE = ['#2563eb', '#16a34a', '#d97706', '#dc2626', '#7c3aed', '#0891b2'];
const FONT = 12;
/** Room for one "MM-DD" axis label at 12 px, with a gap. */
const AXIS_LABEL_W = 44;
const LEFT = 40;
const RIGHT = 12;

interface BarDatum {
  label: string;
  value: number;
  /** Shown at the end of the bar instead of the raw value. */
  display?: string;
}

/** Horizontal bars, one per datum, scaled to the largest value; long labels cut, full in <title>. */
export function HorizontalBarChart({
  data,
  title,
  color = PALETTE[0]!,
}: {
  data: BarDatum[];
  title: string;
  color?: string;
}) {
  return (
    <BarChart
      title={title}
      series={[{ key: 'value', label: title, color }]}
      rows={data.map((d) => ({ label: d.label, values: [d.value], display: [d.display] }))}
      description={data.map((d) => `${d.label}: ${d.display ?? d.value}`).join('; ')}
    />
  );
}

/** Every how many categories an axis label fits. */
function labelEvery(slot: number): number {
  return Math.max(1, Math.ceil(AXIS_LABEL_W / Math.max(1, slot)));
}

/** A line of values in [0, 1] (rates) per category; missing points (null) break the line. */
export function RateLineChart({
  categories,
  values,
  title,
}: {
  categories: string[];
  values: (number | null)[];
  title: string;
}) {
  const { ref, width } = useChartWidth();
  const plotH = 140;
  const height = plotH + 40;
  // the last week's label is centred on its point: keep half a label of room on the right
  const inner = width - LEFT - 8 - AXIS_LABEL_W / 2;
  const step = categories.length > 1 ? inner / (categories.length - 1) : 0;
  const every = labelEvery(step || inner);
  const x = (i: number) => LEFT + 8 + i * step;
  const points = values.map((v, i) => (v === null ? null : { x: x(i), y: 10 + plotH - v * plotH }));
  const segments: string[] = [];
  let current = '';
  for (const p of points) {
    if (!p) {
      if (current) segments.push(current);
      current = '';
      continue;
    }
    current += `${current ? ' L' : 'M'}${p.x},${p.y}`;
  }
  if (current) segments.push(current);
  return (
    <div ref={ref} className="w-full min-w-0">
      <svg
        role="img"
        aria-label={`${title}: ${categories.map((c, i) => `${c} ${values[i] === null ? 'no decisions' : `${Math.round((values[i] ?? 0) * 100)}%`}`).join(', ')}`}
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        data-testid="metrics-chart"
      >
        <title>{title}</title>
        {[0, 0.25, 0.5, 0.75, 1].map((t) => {
          const y = 10 + plotH - t * plotH;
          return (
            <g key={t}>
              <line x1={LEFT} x2={width - RIGHT} y1={y} y2={y} stroke="#e5e7eb" />
              <text x={LEFT - 4} y={y + 4} textAnchor="end" fontSize={FONT} fill="#4b5563">
                {`${t * 100}%`}
              </text>
            </g>
          );
        })}
        {segments.map((d) => (
          <path key={d} d={d} fill="none" stroke={PALETTE[3]} strokeWidth="2" />
        ))}
        {points.map((p, i) =>
          p ? (
            <circle
              key={categories[i]}
              cx={p.x}
              cy={p.y}
              r="3"
              fill={PALETTE[3]}
              data-testid="rate-point"
            />
          ) : null,
        )}
        {categories.map((c, i) =>
          i % every === 0 ? (
            <text
              key={c}
              x={x(i)}
              y={plotH + 28}
              textAnchor="middle"
              fontSize={FONT}
              fill="#4b5563"
            >
              {c.slice(5)}
            </text>
          ) : null,
        )}
      </svg>
    </div>
  );
}
