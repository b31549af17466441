import type { QuestionExportRow } from '@/features/admin/api/types';
import { questionCsvHeader, questionCsvLine } from '@/features/admin/utils/question-csv';
import { supabase } from '@/lib/supabase';
import type { Functions } from '@/types/database';
import type { RpcArgs } from '@/types/rpc';

/** Rows per request: the most the export RPC gives (and PostgREST returns). */
export const EXPORT_PAGE_SIZE = 1000;

interface ExportCursor {
  createdAt: string;
  id: string;
}

/** The list's filters as the export RPC's arguments (the same as the list RPC's), after `cursor`. */
export type ListArgsFor = (
  cursor: ExportCursor | null,
  limit: number,
) => RpcArgs<'admin_export_questions'>;

export class ExportCancelled extends Error {
  constructor() {
    super('Export cancelled');
    this.name = 'ExportCancelled';
  }
}

/** Lets the browser paint and handle input between pages, so a long export never freezes the tab. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The filtered question list as CSV lines, page by page through admin_export_questions (1000 rows
 * a page, keyset cursor = the last row, the list's own filters), yielding between pages so the tab
 * stays responsive at 100,000 rows; `onProgress` gets the rows so far and `signal` cancels between
 * pages.
 */
export async function exportQuestions({
  listArgs,
  onProgress,
  signal,
}: {
  listArgs: ListArgsFor;
  onProgress?: (rows: number) => void;
  signal?: AbortSignal;
}): Promise<{ lines: string[]; rows: number }> {
  const lines = [questionCsvHeader()];
  let cursor: ExportCursor | null = null;
  let rows = 0;
  for (;;) {
    if (signal?.aborted) throw new ExportCancelled();
    const { data, error } = await supabase
      .rpc(
        'admin_export_questions',
        listArgs(cursor, EXPORT_PAGE_SIZE) as Functions<'admin_export_questions'>['Args'],
      )
      .abortSignal(signal ?? new AbortController().signal);
    if (signal?.aborted) throw new ExportCancelled();
    if (error) throw error;
    const page = data as QuestionExportRow[];
    lines.push(page.map(questionCsvLine).join(''));
    rows += page.length;
    onProgress?.(rows);
    const last = page[page.length - 1];
    if (page.length < EXPORT_PAGE_SIZE || !last) break;
    cursor = { createdAt: last.created_at, id: last.id };
    await yieldToBrowser();
  }
  return { lines, rows };
}
