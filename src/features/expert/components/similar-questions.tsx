import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useSimilarQuestions } from '@/features/expert/api/get-similar-questions';
import type { SimilarQuestionRow } from '@/features/expert/api/types';
import { QueryState } from '@/components/layout/page-shell';
import { EXPERT_LABELS } from '@/features/expert/constants';
import { formatDate } from '@/lib/format';

/**
 * Up to 5 earlier questions with approved answers that read like this one (docs/spec-notes.md,
 * "Similar questions"), each answer one click away. `onUse` (given only while the viewer can write
 * the answer) copies an approved answer into the answer editor.
 */
export function SimilarQuestions({
  questionId,
  onUse,
}: {
  questionId: string;
  onUse?: (answer: string) => void;
}) {
  const similar = useSimilarQuestions(questionId);
  const rows = similar.data ?? [];
  return (
    <section className="space-y-2" aria-labelledby="similar-questions-title">
      <h2 id="similar-questions-title" className="text-lg font-semibold">
        {EXPERT_LABELS.similarTitle}
      </h2>
      <QueryState
        isLoading={similar.isLoading}
        error={similar.error}
        onRetry={() => void similar.refetch()}
      />
      {similar.data && rows.length === 0 && (
        <p className="text-sm text-muted-foreground">{EXPERT_LABELS.similarEmpty}</p>
      )}
      {rows.length > 0 && (
        <ol className="space-y-2" data-testid="similar-questions">
          {rows.map((row) => (
            <SimilarItem key={row.id} row={row} onUse={onUse} />
          ))}
        </ol>
      )}
    </section>
  );
}

function SimilarItem({
  row,
  onUse,
}: {
  row: SimilarQuestionRow;
  onUse?: (answer: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const panelId = useId();
  return (
    <li className="rounded-md border p-3 text-sm" data-testid="similar-question">
      <p className="font-medium">{row.title}</p>
      <p className="text-xs text-muted-foreground">
        {row.coding_question_type} · {formatDate(row.created_at)}
      </p>
      <Button
        type="button"
        variant="link"
        className="h-auto px-0"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? EXPERT_LABELS.similarHideAnswer : EXPERT_LABELS.similarShowAnswer}
      </Button>
      <div id={panelId} hidden={!open} className="mt-2 space-y-2">
        <h3 className="text-xs font-semibold uppercase text-muted-foreground">
          {EXPERT_LABELS.similarQuestion}
        </h3>
        <p className="max-h-40 overflow-y-auto whitespace-pre-wrap rounded bg-muted/30 p-2">
          {row.content}
        </p>
        <h3 className="text-xs font-semibold uppercase text-muted-foreground">
          {EXPERT_LABELS.similarAnswer}
        </h3>
        <p className="whitespace-pre-wrap rounded border p-2" data-testid="similar-answer">
          {row.answer_content}
        </p>
        {onUse && (
          <div className="space-y-1">
            <Button
              type="button"
              variant="outline"
              size="sm"
              title={EXPERT_LABELS.similarUseHint}
              onClick={() => {
                onUse(row.answer_content);
                setUsed(true);
              }}
            >
              {EXPERT_LABELS.similarUse}
            </Button>
            <p className="text-xs text-muted-foreground" role="status">
              {used ? EXPERT_LABELS.similarUsed : ''}
            </p>
          </div>
        )}
      </div>
    </li>
  );
}
