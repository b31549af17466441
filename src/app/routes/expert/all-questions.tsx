import { PlaceholderPage } from '@/components/placeholder-page';
import { paths } from '@/config/paths';

export function ExpertAllQuestionsRoute() {
  return (
    <PlaceholderPage
      title="All Questions"
      description="Every question you may see, with filters and search."
      links={[
        { label: 'Expert Dashboard', href: paths.expert.dashboard.getHref() },
        { label: 'My Questions', href: paths.expert.questions.getHref() },
      ]}
    />
  );
}
