/**
 * Question Management: the expert feature's question list (filters, search, keyset pages) composed
 * with the admin feature's actions (expert filter, selection, bulk reassign, CSV export) and the
 * admins' question page links. Features do not import each other, so they meet here.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { paths } from '@/config/paths';
import { useExperts } from '@/features/admin/api/get-experts';
import { QuestionToolbar } from '@/features/admin/components/question-toolbar';
import { ADMIN_TITLES } from '@/features/admin/messages/common';
import { QUESTIONS_MESSAGES } from '@/features/admin/messages/questions';
import { expertKeys } from '@/features/expert/api/keys';
import { QuestionListView } from '@/features/expert/components/all-questions-page';

export function AdminQuestionsRoute() {
  const queryClient = useQueryClient();
  const experts = useExperts();
  const options = useMemo(
    () => (experts.data ?? []).map((x) => ({ id: x.id, name: x.name })),
    [experts.data],
  );
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: expertKeys.all }),
    [queryClient],
  );
  return (
    <QuestionListView
      title={ADMIN_TITLES.questions}
      description={QUESTIONS_MESSAGES.description}
      experts={options}
      selectable
      questionHref={paths.admin.question.getHref}
      toolbar={({ selectedIds, clearSelection, listArgs }) => (
        <QuestionToolbar
          selectedIds={selectedIds}
          clearSelection={clearSelection}
          listArgs={listArgs}
          onChanged={refresh}
        />
      )}
    />
  );
}
