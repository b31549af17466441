import { useParams } from 'react-router-dom';
import { AppPartnerPage, SubmitClaimPage } from '@/features/claims/pages/app-claim-pages';

/** Submit Claim: the signed-in user's own form. */
export function SubmitClaimRoute() {
  return <SubmitClaimPage />;
}

/** A partner's in-app form, for its own signed-in users. */
export function PartnerInAppFormRoute() {
  const { slug = '' } = useParams();
  return <AppPartnerPage slug={slug} />;
}
