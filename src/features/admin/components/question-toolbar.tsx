import { Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { ListArgsFor } from '@/features/admin/api/export-questions';
import { useQuestionExport } from '@/features/admin/hooks/use-question-export';
import { ADMIN_COMMON } from '@/features/admin/messages/common';
import { QUESTIONS_MESSAGES } from '@/features/admin/messages/questions';
import { lazyWithPreload } from '@/utils/lazy-import';

// The dialog (react-hook-form, zod, the Radix dialog) loads when first opened, fetched ahead on
// hover or focus of the button that opens it; this file must not import it.
const ReassignDialog = lazyWithPreload(
  () => import('@/features/admin/components/reassign-dialog'),
  'ReassignDialog',
);

/**
 * Question Management's actions above the list: reassign the selected questions, and export the
 * whole filtered list as CSV (paged, with progress and cancel).
 */
export function QuestionToolbar({
  selectedIds,
  clearSelection,
  listArgs,
  onChanged,
}: {
  selectedIds: string[];
  clearSelection: () => void;
  listArgs: ListArgsFor;
  onChanged: () => void;
}) {
  const [reassigning, setReassigning] = useState(false);
  const { state, start, cancel } = useQuestionExport();
  const running = state.phase === 'running';
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border bg-muted/20 p-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm" aria-live="polite" data-testid="selected-count">
          {QUESTIONS_MESSAGES.selected(selectedIds.length)}
        </span>
        <Button
          type="button"
          disabled={selectedIds.length === 0}
          onPointerEnter={ReassignDialog.preload}
          onFocus={ReassignDialog.preload}
          onClick={() => setReassigning(true)}
        >
          {QUESTIONS_MESSAGES.reassignSelected}
        </Button>
        {selectedIds.length > 0 && (
          <Button type="button" variant="ghost" onClick={clearSelection}>
            {QUESTIONS_MESSAGES.clearSelection}
          </Button>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <span role="status" className="text-sm text-muted-foreground" data-testid="export-status">
          {state.phase === 'running' && QUESTIONS_MESSAGES.exporting(state.rows)}
          {state.phase === 'done' && QUESTIONS_MESSAGES.exportDone(state.rows)}
          {state.phase === 'cancelled' && QUESTIONS_MESSAGES.exportCancelled(state.rows)}
        </span>
        {running ? (
          <Button type="button" variant="outline" onClick={cancel}>
            {QUESTIONS_MESSAGES.cancelExport}
          </Button>
        ) : (
          <Button type="button" variant="outline" onClick={() => void start(listArgs)}>
            {ADMIN_COMMON.exportCsv}
          </Button>
        )}
      </div>
      {reassigning && (
        <Suspense fallback={null}>
          <ReassignDialog
            questionIds={selectedIds}
            onClose={() => setReassigning(false)}
            onDone={clearSelection}
            onChanged={onChanged}
          />
        </Suspense>
      )}
    </div>
  );
}
