import { PlaceholderPage } from '@/components/placeholder-page';
import { paths } from '@/config/paths';

export function ExpertQuestionRoute() {
  return (
    <PlaceholderPage
      title="Question"
      description="The question, its details and the answer editor."
      links={[
        { label: 'My Questions', href: paths.expert.questions.getHref() },
        { label: 'All Questions', href: paths.expert.allQuestions.getHref() },
      ]}
    />
  );
}
