import { PlaceholderPage } from '@/components/placeholder-page';
import { paths } from '@/config/paths';

export function ExpertApprovalRoute() {
  return (
    <PlaceholderPage
      title="Approval Queue"
      description="Answers awaiting your approval."
      links={[
        { label: 'Expert Dashboard', href: paths.expert.dashboard.getHref() },
        { label: 'All Questions', href: paths.expert.allQuestions.getHref() },
      ]}
    />
  );
}
