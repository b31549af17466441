import { AllQuestionsPage } from '@/features/expert/components/all-questions-page';

export function ExpertAllQuestionsRoute() {
  return <AllQuestionsPage />;
}
