import { useCallback, useEffect, useRef, useState } from 'react';
import {
  ExportCancelled,
  exportQuestions,
  type ListArgsFor,
} from '@/features/admin/api/export-questions';
import { csvFilename, downloadCsv } from '@/features/admin/utils/csv';
import { QUESTIONS_MESSAGES } from '@/features/admin/messages/questions';
import { notifyError, notifySuccess } from '@/lib/notify';

type ExportState =
  | { phase: 'idle' }
  | { phase: 'running'; rows: number }
  | { phase: 'done'; rows: number }
  | { phase: 'cancelled'; rows: number };

/** Runs the paged CSV export of the filtered list with progress and cancel; saves the file at the end. */
export function useQuestionExport() {
  const [state, setState] = useState<ExportState>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(async (listArgs: ListArgsFor) => {
    controller.current?.abort();
    const c = new AbortController();
    controller.current = c;
    let rows = 0;
    setState({ phase: 'running', rows: 0 });
    try {
      const result = await exportQuestions({
        listArgs,
        signal: c.signal,
        onProgress: (n) => {
          rows = n;
          setState({ phase: 'running', rows: n });
        },
      });
      downloadCsv(csvFilename('questions'), result.lines);
      setState({ phase: 'done', rows: result.rows });
      notifySuccess({
        title: QUESTIONS_MESSAGES.exportedToast,
        description: QUESTIONS_MESSAGES.exportedRows(result.rows),
      });
    } catch (err) {
      if (err instanceof ExportCancelled || c.signal.aborted) {
        setState({ phase: 'cancelled', rows });
        return;
      }
      setState({ phase: 'idle' });
      notifyError(err, { errorTitle: QUESTIONS_MESSAGES.exportFailed });
    }
  }, []);

  const cancel = useCallback(() => controller.current?.abort(), []);
  return { state, start, cancel };
}
