import { MyQuestionsPage } from '@/features/expert/components/my-questions-page';

export function ExpertMyQuestionsRoute() {
  return <MyQuestionsPage />;
}
