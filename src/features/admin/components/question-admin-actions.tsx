import { Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { QuestionStatus } from '@/features/admin/api/set-question-status';
import { QUESTIONS_MESSAGES } from '@/features/admin/messages/questions';
import { lazyWithPreload } from '@/utils/lazy-import';

// The dialogs (react-hook-form, zod, the Radix dialog) load when first opened, fetched ahead on
// hover or focus of the button that opens them; this file must not import them.
const ReassignDialog = lazyWithPreload(
  () => import('@/features/admin/components/reassign-dialog'),
  'ReassignDialog',
);
const StatusDialog = lazyWithPreload(
  () => import('@/features/admin/components/status-dialog'),
  'StatusDialog',
);

/** The admin's actions on the question page: reassign to any expert, change the status with a reason. */
export function QuestionAdminActions({
  question,
  onChanged,
}: {
  question: { id: string; status: QuestionStatus; expert_id: string | null };
  onChanged: () => void;
}) {
  const [dialog, setDialog] = useState<'reassign' | 'status' | null>(null);
  return (
    <div className="space-y-2" data-testid="admin-actions">
      <h2 className="text-lg font-semibold">{QUESTIONS_MESSAGES.adminActions}</h2>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          disabled={question.status === 'approved'}
          onPointerEnter={ReassignDialog.preload}
          onFocus={ReassignDialog.preload}
          onClick={() => setDialog('reassign')}
        >
          {QUESTIONS_MESSAGES.reassign}
        </Button>
        <Button
          type="button"
          variant="outline"
          onPointerEnter={StatusDialog.preload}
          onFocus={StatusDialog.preload}
          onClick={() => setDialog('status')}
        >
          {QUESTIONS_MESSAGES.changeStatus}
        </Button>
      </div>
      {/* Nothing shows while a dialog's code arrives: focus stays on the button that opens it. */}
      <Suspense fallback={null}>
        {dialog === 'reassign' && (
          <ReassignDialog
            questionIds={[question.id]}
            currentExpertId={question.expert_id}
            onClose={() => setDialog(null)}
            onChanged={onChanged}
          />
        )}
        {dialog === 'status' && (
          <StatusDialog question={question} onClose={() => setDialog(null)} onChanged={onChanged} />
        )}
      </Suspense>
    </div>
  );
}
