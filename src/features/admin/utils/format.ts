/** Day arithmetic of the admin console (shared date and figure formats: src/lib/format.ts). */
import { mediumDate } from '@/lib/format';

/** '2026-12-31' (a date column) -> "Dec 31, 2026", without a time-zone shift. */
export function formatDay(date: string): string {
  const [y, m, d] = date.slice(0, 10).split('-').map(Number) as [number, number, number];
  return mediumDate(new Date(y, m - 1, d));
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
