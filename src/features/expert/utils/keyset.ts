/**
 * Keyset pagination of All Questions on (created_at desc, id desc). The filter
 * `created_at <= c and (created_at < c or (created_at = c and id < i))` lets the
 * (… created_at desc, id desc) indexes start at the cursor, so page 50 costs what page 1 does.
 */
import type { QuestionStatus } from '@/features/expert/api/types';

export interface AllQuestionsFilters {
  status: QuestionStatus | '';
  /** A corporate account id, 'none' for questions without one, or '' for all. */
  account: string;
  type: string;
  /** 'YYYY-MM-DD', inclusive, local time. */
  from: string;
  to: string;
  search: string;
}

export const EMPTY_FILTERS: AllQuestionsFilters = { status: '', account: '', type: '', from: '', to: '', search: '' };

export interface Cursor {
  createdAt: string;
  id: string;
}

export function encodeCursor(c: Cursor): string {
  return `${c.createdAt}|${c.id}`;
}

export function decodeCursor(s: string | null): Cursor | null {
  if (!s) return null;
  const i = s.lastIndexOf('|');
  if (i <= 0) return null;
  return { createdAt: s.slice(0, i), id: s.slice(i + 1) };
}

/** The PostgREST `or` filter for rows strictly after the cursor in (created_at desc, id desc) order. */
export function afterCursorFilter(c: Cursor): string {
  const at = `"${c.createdAt.replace(/"/g, '')}"`;
  return `created_at.lt.${at},and(created_at.eq.${at},id.lt.${c.id})`;
}

/** Start of a local calendar day as an ISO instant ('2026-11-02' -> that midnight, local). */
export function startOfDayIso(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d).toISOString();
}

/** Start of the day after, for an inclusive "to" date. */
export function endOfDayExclusiveIso(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d + 1).toISOString();
}

/** Minimal builder surface the filters need (supabase-js' PostgrestFilterBuilder has it). */
export interface FilterBuilder<B> {
  eq(column: string, value: unknown): B;
  is(column: string, value: null): B;
  gte(column: string, value: string): B;
  lt(column: string, value: string): B;
  lte(column: string, value: string): B;
  or(filters: string): B;
  textSearch(column: string, query: string, options?: { type?: 'plain' | 'phrase' | 'websearch'; config?: string }): B;
}

export function applyFilters<B extends FilterBuilder<B>>(query: B, f: AllQuestionsFilters, cursor: Cursor | null): B {
  let q = query;
  if (f.status) q = q.eq('status', f.status);
  if (f.account === 'none') q = q.is('corporate_account_id', null);
  else if (f.account) q = q.eq('corporate_account_id', f.account);
  if (f.type) q = q.eq('coding_question_type', f.type);
  if (f.from) q = q.gte('created_at', startOfDayIso(f.from));
  if (f.to) q = q.lt('created_at', endOfDayExclusiveIso(f.to));
  const term = f.search.trim();
  if (term) q = q.textSearch('search', term, { type: 'websearch', config: 'english' });
  if (cursor) q = q.lte('created_at', cursor.createdAt).or(afterCursorFilter(cursor));
  return q;
}
