/** Small hand-made SVG charts (no chart library): horizontal bars, grouped columns and a line. */
import { niceTicks } from '@/features/expert/utils/chart-scale';
import { cn } from '@/lib/utils';

const PALETTE = ['#2563eb', '#16a34a', '#d97706', '#dc2626', '#7c3aed', '#0891b2'];

interface BarDatum {
  label: string;
  value: number;
  /** Shown at the end of the bar instead of the raw value. */
  display?: string;
}

/** Horizontal bars, one per datum, scaled to the largest value. */
export function HorizontalBarChart({
  data,
  title,
  color = PALETTE[0],
}: {
  data: BarDatum[];
  title: string;
  color?: string;
}) {
  const max = Math.max(1, ...data.map((d) => d.value));
  const rowH = 28;
  const labelW = 190;
  const barW = 230;
  const height = data.length * rowH + 8;
  return (
    <svg
      role="img"
      aria-label={`${title}: ${data.map((d) => `${d.label} ${d.display ?? d.value}`).join(', ')}`}
      viewBox={`0 0 ${labelW + barW + 60} ${height}`}
      className="h-auto w-full"
    >
      <title>{title}</title>
      {data.map((d, i) => {
        const w = (d.value / max) * barW;
        const y = i * rowH + 4;
        return (
          <g key={d.label} data-testid="bar">
            <text x={labelW - 8} y={y + 17} textAnchor="end" fontSize="12" fill="currentColor">
              {d.label.length > 30 ? `${d.label.slice(0, 29)}…` : d.label}
            </text>
            <rect
              x={labelW}
              y={y + 4}
              width={Math.max(w, d.value > 0 ? 2 : 0)}
              height={rowH - 10}
              rx="3"
              fill={color}
            />
            <text x={labelW + w + 6} y={y + 17} fontSize="12" fill="currentColor">
              {d.display ?? d.value}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

interface SeriesDef {
  key: string;
  label: string;
  color?: string;
}

/** Grouped columns per category (e.g. weeks), one column per series, with a legend. */
export function GroupedColumnChart({
  categories,
  series,
  values,
  title,
}: {
  categories: string[];
  series: SeriesDef[];
  /** values[seriesIndex][categoryIndex] */
  values: number[][];
  title: string;
}) {
  const max = Math.max(1, ...values.flat());
  const plotH = 180;
  const groupW = 48;
  const left = 36;
  const width = left + categories.length * groupW + 10;
  const colW = (groupW - 12) / Math.max(1, series.length);
  const ticks = niceTicks(max);
  const top = ticks[ticks.length - 1]!;
  return (
    <figure className="space-y-2">
      <Legend series={series} />
      <svg
        role="img"
        aria-label={`${title}: ${categories
          .map(
            (c, ci) =>
              `${c} ${series.map((s, si) => `${s.label} ${values[si]?.[ci] ?? 0}`).join(' ')}`,
          )
          .join('; ')}`}
        viewBox={`0 0 ${width} ${plotH + 40}`}
        className="h-auto w-full"
      >
        <title>{title}</title>
        {ticks.map((t) => {
          const y = 10 + plotH - (t / top) * plotH;
          return (
            <g key={t}>
              <line x1={left} x2={width} y1={y} y2={y} stroke="#e5e7eb" />
              <text x={left - 4} y={y + 4} textAnchor="end" fontSize="10" fill="#6b7280">
                {t}
              </text>
            </g>
          );
        })}
        {categories.map((c, ci) => (
          <g key={c}>
            {series.map((s, si) => {
              const v = values[si]?.[ci] ?? 0;
              const h = (v / top) * plotH;
              return (
                <rect
                  key={s.key}
                  data-testid={`column-${s.key}`}
                  x={left + ci * groupW + 6 + si * colW}
                  y={10 + plotH - h}
                  width={colW - 2}
                  height={h}
                  fill={s.color ?? PALETTE[si % PALETTE.length]}
                >
                  <title>{`${c}: ${s.label} ${v}`}</title>
                </rect>
              );
            })}
            <text
              x={left + ci * groupW + groupW / 2}
              y={plotH + 26}
              textAnchor="middle"
              fontSize="10"
              fill="#6b7280"
            >
              {c.slice(5)}
            </text>
          </g>
        ))}
      </svg>
    </figure>
  );
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
  const plotH = 140;
  const step = 48;
  const left = 40;
  const width = left + Math.max(1, categories.length - 1) * step + 20;
  const points = values.map((v, i) =>
    v === null ? null : { x: left + i * step, y: 10 + plotH - v * plotH },
  );
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
    <svg
      role="img"
      aria-label={`${title}: ${categories.map((c, i) => `${c} ${values[i] === null ? 'no decisions' : `${Math.round((values[i] ?? 0) * 100)}%`}`).join(', ')}`}
      viewBox={`0 0 ${width} ${plotH + 40}`}
      className="h-auto w-full"
    >
      <title>{title}</title>
      {[0, 0.25, 0.5, 0.75, 1].map((t) => {
        const y = 10 + plotH - t * plotH;
        return (
          <g key={t}>
            <line x1={left} x2={width} y1={y} y2={y} stroke="#e5e7eb" />
            <text x={left - 4} y={y + 4} textAnchor="end" fontSize="10" fill="#6b7280">
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
      {categories.map((c, i) => (
        <text
          key={c}
          x={left + i * step}
          y={plotH + 26}
          textAnchor="middle"
          fontSize="10"
          fill="#6b7280"
        >
          {c.slice(5)}
        </text>
      ))}
    </svg>
  );
}

function Legend({ series, className }: { series: SeriesDef[]; className?: string }) {
  return (
    <ul className={cn('flex flex-wrap gap-4 text-xs', className)}>
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
  );
}
