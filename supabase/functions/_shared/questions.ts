import type { Db, Tables } from './supabase.ts';

/** How long after submission a question may trigger its emails (the anti-relay window). */
export const RECENT_WINDOW_MS = 60 * 60 * 1000;

export function recentSince(now = Date.now()): string {
  return new Date(now - RECENT_WINDOW_MS).toISOString();
}

export function isRecent(createdAt: string | null | undefined, now = Date.now()): boolean {
  if (!createdAt) return false;
  const t = Date.parse(createdAt);
  return Number.isFinite(t) && t >= now - RECENT_WINDOW_MS && t <= now + 60_000;
}

/** LIKE pattern that matches the text literally (for case-insensitive equality with ilike). */
export function likeLiteral(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export type RecentQuestion = Pick<
  Tables<'questions'>,
  'id' | 'title' | 'first_name' | 'last_name' | 'email' | 'submitter_email' | 'created_at'
>;

/** Questions submitted in the last hour whose email or submitter_email is `email` (any case), newest first. */
export async function recentQuestionsFrom(admin: Db, email: string): Promise<RecentQuestion[]> {
  const since = recentSince();
  const cols = 'id, title, first_name, last_name, email, submitter_email, created_at';
  const pattern = likeLiteral(email.trim());
  const [a, b] = await Promise.all([
    admin.from('questions').select(cols).ilike('email', pattern).gte('created_at', since).limit(20),
    admin
      .from('questions')
      .select(cols)
      .ilike('submitter_email', pattern)
      .gte('created_at', since)
      .limit(20),
  ]);
  if (a.error) throw new Error(a.error.message);
  if (b.error) throw new Error(b.error.message);
  const byId = new Map<string, RecentQuestion>();
  for (const q of [...(a.data ?? []), ...(b.data ?? [])]) byId.set(q.id, q);
  return [...byId.values()].sort((x, y) => y.created_at.localeCompare(x.created_at));
}

/**
 * A per-process cap on emails per question (defence in depth against re-sending the same mail to a
 * submitter). Hosted Supabase may run several isolates, so this is a brake, not an exact limit.
 */
export class SendLimiter {
  private readonly sent = new Map<string, number[]>();
  constructor(
    private readonly max: number,
    private readonly windowMs = RECENT_WINDOW_MS,
  ) {}

  /** Records a send for `key` and returns true, or returns false when the cap is reached. */
  take(key: string, now = Date.now()): boolean {
    const recent = (this.sent.get(key) ?? []).filter((t) => t > now - this.windowMs);
    if (recent.length >= this.max) {
      this.sent.set(key, recent);
      return false;
    }
    recent.push(now);
    this.sent.set(key, recent);
    if (this.sent.size > 10_000) {
      for (const [k, times] of this.sent)
        if (times.every((t) => t <= now - this.windowMs)) this.sent.delete(k);
    }
    return true;
  }
}
