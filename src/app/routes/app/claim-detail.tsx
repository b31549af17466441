import { useParams } from 'react-router-dom';
import { ClaimDetailPage } from '@/features/claim-review/components/claim-detail-page';

export function ClaimDetailRoute() {
  const { questionId = '' } = useParams();
  return <ClaimDetailPage key={questionId} questionId={questionId} />;
}
