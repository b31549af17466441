import { useParams } from 'react-router-dom';
import { QuestionPage } from '@/features/expert/components/question-page';

export function ExpertQuestionRoute() {
  const { questionId = '' } = useParams();
  return <QuestionPage key={questionId} questionId={questionId} />;
}
