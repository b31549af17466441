/** 0 and up to four round steps covering max. */
export function niceTicks(maxValue: number): number[] {
  const max = Math.max(1, maxValue);
  const raw = max / 4;
  const mag = 10 ** Math.floor(Math.log10(Math.max(raw, 1)));
  const step = [1, 2, 5, 10].map((m) => m * mag).find((s) => s >= raw) ?? 10 * mag;
  const ticks: number[] = [];
  for (let t = 0; t <= max + step - 1e-9 && ticks.length < 7; t += step) ticks.push(Math.round(t));
  if (ticks[ticks.length - 1]! < max) ticks.push(ticks[ticks.length - 1]! + step);
  return ticks;
}
