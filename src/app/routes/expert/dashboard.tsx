import { PlaceholderPage } from '@/components/placeholder-page';
import { paths } from '@/config/paths';

export function ExpertDashboardRoute() {
  return (
    <PlaceholderPage
      title="Expert Dashboard"
      description="Your queue of assigned questions and their counts."
      links={[
        { label: 'My Questions', href: paths.expert.questions.getHref() },
        { label: 'All Questions', href: paths.expert.allQuestions.getHref() },
        { label: 'Metrics', href: paths.expert.metrics.getHref() },
      ]}
    />
  );
}
