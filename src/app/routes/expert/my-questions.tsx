import { PlaceholderPage } from '@/components/placeholder-page';
import { paths } from '@/config/paths';

export function ExpertMyQuestionsRoute() {
  return (
    <PlaceholderPage
      title="My Questions"
      description="The questions assigned to you."
      links={[
        { label: 'Expert Dashboard', href: paths.expert.dashboard.getHref() },
        { label: 'All Questions', href: paths.expert.allQuestions.getHref() },
      ]}
    />
  );
}
