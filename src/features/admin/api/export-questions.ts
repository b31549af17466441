import type { QuestionExportRow } from '@/features/admin/api/types';
import { csvLine } from '@/features/admin/utils/csv';
import { supabase } from '@/lib/supabase';
import type { Functions } from '@/types/database';
import type { RpcArgs } from '@/types/rpc';

/** Rows per request: the most the list RPC gives admins (and PostgREST returns). */
export const EXPORT_PAGE_SIZE = 1000;

interface ExportCursor {
  createdAt: string;
  id: string;
}

export type ListArgsFor = (
  cursor: ExportCursor | null,
  limit: number,
) => RpcArgs<'expert_list_questions'>;

const EXPORT_HEADERS = [
  'id',
  'created_at',
  'title',
  'status',
  'coding_question_type',
  'corporate_account',
  'expert',
  'submitter_name',
  'submitter_email',
  'phi_confirmed',
  'updated_at',
];

function toLine(r: QuestionExportRow): string {
  return csvLine([
    r.id,
    r.created_at,
    r.title,
    r.status,
    r.coding_question_type,
    r.corporate_account_name,
    r.expert_name,
    r.submitter_name,
    r.submitter_email,
    r.phi_confirmed,
    r.updated_at,
  ]);
}

export class ExportCancelled extends Error {
  constructor() {
    super('Export cancelled');
    this.name = 'ExportCancelled';
  }
}

/** Lets the browser paint and handle input between pages, so a long export never freezes the tab. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The filtered question list as CSV lines, page by page through the list RPC (1000 rows a page,
 * keyset cursor = the last row), yielding between pages; `onProgress` gets the rows so far and
 * `signal` cancels between pages.
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
  const lines = [csvLine(EXPORT_HEADERS)];
  let cursor: ExportCursor | null = null;
  let rows = 0;
  for (;;) {
    if (signal?.aborted) throw new ExportCancelled();
    const { data, error } = await supabase
      .rpc(
        'expert_list_questions',
        listArgs(cursor, EXPORT_PAGE_SIZE) as Functions<'expert_list_questions'>['Args'],
      )
      .abortSignal(signal ?? new AbortController().signal);
    if (signal?.aborted) throw new ExportCancelled();
    if (error) throw error;
    const page = data as QuestionExportRow[];
    lines.push(page.map(toLine).join(''));
    rows += page.length;
    onProgress?.(rows);
    const last = page[page.length - 1];
    if (page.length < EXPORT_PAGE_SIZE || !last) break;
    cursor = { createdAt: last.created_at, id: last.id };
    await yieldToBrowser();
  }
  return { lines, rows };
}
