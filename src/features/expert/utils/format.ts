/** "3 min", "5 h", "2 d", "6 wk": how long ago an instant was, compact for list rows. */
export function formatAge(iso: string, now: number = Date.now()): string {
  const ms = Math.max(0, now - new Date(iso).getTime());
  const min = Math.floor(ms / 60_000);
  if (min < 1) return 'just now';
  if (min < 60) return `${min} min`;
  const h = Math.floor(min / 60);
  if (h < 48) return `${h} h`;
  const d = Math.floor(h / 24);
  if (d < 14) return `${d} d`;
  return `${Math.floor(d / 7)} wk`;
}

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  return new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });
}

/** Hours as "45 min", "7.5 h" or "3.2 d". */
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

/** "5 min ago", or "just now". */
export function formatAgo(iso: string, now: number = Date.now()): string {
  const age = formatAge(iso, now);
  return age === 'just now' ? age : `${age} ago`;
}
