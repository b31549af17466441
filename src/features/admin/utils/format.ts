/** Date and number formats of the admin console. */

/** '2026-12-31' (a date column) -> "Dec 31, 2026", without a time-zone shift. */
export function formatDay(date: string): string {
  const [y, m, d] = date.slice(0, 10).split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d).toLocaleDateString(undefined, { dateStyle: 'medium' });
}

export function formatWhen(iso: string | null | undefined): string {
  if (!iso) return '';
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** Hours as "45 min", "7.5 h" or "3.2 d"; "–" without a value. */
export function formatHours(hours: number | null | undefined): string {
  if (hours === null || hours === undefined || Number.isNaN(hours)) return '–';
  if (hours < 1) return `${Math.round(hours * 60)} min`;
  if (hours < 48) return `${Math.round(hours * 10) / 10} h`;
  return `${Math.round((hours / 24) * 10) / 10} d`;
}

export function formatPercent(rate: number | null | undefined): string {
  if (rate === null || rate === undefined) return '–';
  return `${Math.round(rate * 1000) / 10}%`;
}

/** 'YYYY-MM-DD' of a Date in local time. */
export function isoDay(d: Date): string {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return isoDay(new Date(y, m - 1, d + n));
}

/** Local midnight of a day as an ISO instant. */
export function dayStartIso(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d).toISOString();
}
