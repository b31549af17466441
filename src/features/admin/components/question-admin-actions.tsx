import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { QuestionStatus } from '@/features/admin/api/set-question-status';
import { ReassignDialog } from '@/features/admin/components/reassign-dialog';
import { StatusDialog } from '@/features/admin/components/status-dialog';
import { QUESTIONS_MESSAGES } from '@/features/admin/messages/questions';

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
          onClick={() => setDialog('reassign')}
        >
          {QUESTIONS_MESSAGES.reassign}
        </Button>
        <Button type="button" variant="outline" onClick={() => setDialog('status')}>
          {QUESTIONS_MESSAGES.changeStatus}
        </Button>
      </div>
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
    </div>
  );
}
