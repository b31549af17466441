/** Dates and figures as every signed-in page shows them (the browser's locale). */

/**
 * One formatter per style, made on first use: `toLocaleString(locale, options)` builds a new
 * Intl.DateTimeFormat on every call (about 0.3 ms, over 1 ms on a throttled phone), which in a
 * table's render, a date or two per row, blocked the main thread of the staff pages' lists.
 */
let dateTimeFormat: Intl.DateTimeFormat | undefined;
let dateFormat: Intl.DateTimeFormat | undefined;

/** The browser's medium date (no time), e.g. "Nov 26, 2026"; shared with the admin's day format. */
export function mediumDate(date: Date): string {
  // An invalid date reads "Invalid Date", as toLocaleDateString says (Intl's format throws).
  if (Number.isNaN(date.getTime())) return String(date);
  dateFormat ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
  return dateFormat.format(date);
}

/** "Nov 26, 2026, 11:40 AM"; empty without a value. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return String(date);
  dateTimeFormat ??= new Intl.DateTimeFormat(undefined, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return dateTimeFormat.format(date);
}

/** "Nov 26, 2026"; empty without a value. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  return mediumDate(new Date(iso));
}

/**
 * A whole number with en-US digit grouping, "12,345", written without Intl: the first number
 * format a page makes loads the locale's data (about 20 ms here, 80 on a throttled phone) inside
 * the render that asks, as the first date format does. Anything but a whole number goes to Intl.
 */
export function formatCount(n: number): string {
  if (!Number.isSafeInteger(n)) return n.toLocaleString('en-US');
  return String(n).replace(/\B(?=(\d{3})+$)/g, ',');
}

/** Hours as "45 min", "7.5 h" or "3.2 d"; "–" without a value. */
export function formatHours(hours: number | null | undefined): string {
  if (hours === null || hours === undefined || Number.isNaN(hours)) return '–';
  if (hours < 1) return `${Math.round(hours * 60)} min`;
  if (hours < 48) return `${Math.round(hours * 10) / 10} h`;
  return `${Math.round((hours / 24) * 10) / 10} d`;
}

/** A rate (0..1) as "42.5%"; "–" without a value. */
export function formatPercent(rate: number | null | undefined): string {
  if (rate === null || rate === undefined) return '–';
  return `${Math.round(rate * 1000) / 10}%`;
}
