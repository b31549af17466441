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

/** "5 min ago", or "just now". */
export function formatAgo(iso: string, now: number = Date.now()): string {
  const age = formatAge(iso, now);
  return age === 'just now' ? age : `${age} ago`;
}
