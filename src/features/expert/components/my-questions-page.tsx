import { useState } from 'react';
import { EXPERT_LABELS, EXPERT_TITLES } from '@/features/expert/constants';
import { useMyQuestions } from '@/features/expert/api/get-my-questions';
import type { QuestionStatus } from '@/features/expert/api/types';
import { NativeSelect } from '@/components/ui/native-select';
import { StatusOptions } from '@/features/expert/components/status-options';
import { PageShell, QueryState } from '@/components/layout/page-shell';
import { QuestionTable } from '@/features/expert/components/question-table';
import { useAuthStore } from '@/lib/auth/auth-store';
import { EXPERT_PAGE_HEADS } from '@/features/expert/page-heads';
import { useDeferredData } from '@/utils/use-deferred-data';

export function MyQuestionsPage() {
  const userId = useAuthStore((s) => s.user?.id ?? '');
  const [status, setStatus] = useState<QuestionStatus | ''>('');
  const list = useMyQuestions(userId, status);
  const { data: rows, pending } = useDeferredData(list);
  return (
    <PageShell
      title={EXPERT_TITLES.myQuestions}
      description={EXPERT_PAGE_HEADS.myQuestions.description}
      actions={
        <label className="flex items-center gap-2 text-sm">
          {EXPERT_LABELS.statusFilter}
          <NativeSelect
            className="w-48"
            value={status}
            onChange={(e) => setStatus(e.target.value as QuestionStatus | '')}
            aria-label={EXPERT_LABELS.statusFilter}
          >
            <StatusOptions />
          </NativeSelect>
        </label>
      }
    >
      <QueryState isLoading={pending} error={list.error} onRetry={() => void list.refetch()} />
      {rows && <QuestionTable rows={rows} empty={EXPERT_LABELS.noResults} showExpert={false} />}
    </PageShell>
  );
}
