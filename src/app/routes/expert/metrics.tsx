import { PlaceholderPage } from '@/components/placeholder-page';
import { paths } from '@/config/paths';

export function ExpertMetricsRoute() {
  return (
    <PlaceholderPage
      title="Metrics"
      description="Question volume, time to answer and time to approval."
      links={[
        { label: 'Expert Dashboard', href: paths.expert.dashboard.getHref() },
        { label: 'All Questions', href: paths.expert.allQuestions.getHref() },
      ]}
    />
  );
}
