/**
 * Keyset pagination of All Questions on (created_at desc, id desc): a page is "the next n rows
 * after the last row shown", which the (… created_at desc, id desc) indexes answer by starting at
 * the cursor, so page 50 costs what page 1 does. The query itself is the SQL function
 * expert_list_questions (see its migration for how it keeps rare search terms fast).
 */
import type { QuestionStatus } from '@/features/expert/api/types';
import type { RpcArgs } from '@/types/rpc';

export interface AllQuestionsFilters {
  status: QuestionStatus | '';
  /** A corporate account id, 'none' for questions without one, or '' for all. */
  account: string;
  type: string;
  /** 'YYYY-MM-DD', inclusive, local time. */
  from: string;
  to: string;
  search: string;
  /** One expert's questions (admins' Question Management); '' for all. */
  expert?: string;
  /** '1': only open questions past the answer-time target (admins' Question Management). */
  overdue?: string;
}

export const EMPTY_FILTERS: AllQuestionsFilters = {
  status: '',
  account: '',
  type: '',
  from: '',
  to: '',
  search: '',
  expert: '',
  overdue: '',
};

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

/** Arguments of the expert_list_questions RPC for these filters, after `cursor`, `limit` rows (null: no filter). */
export function toListArgs(
  f: AllQuestionsFilters,
  cursor: Cursor | null,
  limit: number,
): RpcArgs<'expert_list_questions'> {
  return {
    p_status: f.status || null,
    p_account_id: f.account && f.account !== 'none' ? f.account : null,
    p_no_account: f.account === 'none',
    p_type: f.type || null,
    p_from: f.from ? startOfDayIso(f.from) : null,
    p_to: f.to ? endOfDayExclusiveIso(f.to) : null,
    p_search: f.search.trim() || null,
    p_after_created_at: cursor?.createdAt ?? null,
    p_after_id: cursor?.id ?? null,
    p_limit: limit,
    // Admins' Question Management filters by expert; the expert's All Questions never sets it.
    p_expert_id: f.expert || null,
    p_overdue: f.overdue === '1',
  };
}

/** Arguments of expert_count_questions: the same filters, without the page. */
export function toCountArgs(f: AllQuestionsFilters): RpcArgs<'expert_count_questions'> {
  const {
    p_after_created_at: _after,
    p_after_id: _afterId,
    p_limit: _limit,
    ...filters
  } = toListArgs(f, null, 1);
  return filters;
}
