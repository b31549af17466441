/**
 * The question page for admins (docs/decisions.md, "Every question opens where its reader works"):
 * the expert feature's question page with the admin's actions (reassign, change status) in place of
 * the expert's, and the way back to Question Management.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { QuestionAdminActions } from '@/features/admin/components/question-admin-actions';
import { QUESTIONS_MESSAGES } from '@/features/admin/messages/questions';
import { expertKeys } from '@/features/expert/api/keys';
import { QuestionPage } from '@/features/expert/components/question-page';

export function AdminQuestionRoute() {
  const { questionId = '' } = useParams();
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: expertKeys.all });
  return (
    <QuestionPage
      key={questionId}
      questionId={questionId}
      back={{ href: paths.admin.questions.getHref(), label: QUESTIONS_MESSAGES.backToList }}
      staffActions={(q) => <QuestionAdminActions question={q} onChanged={refresh} />}
    />
  );
}
