import { Link } from 'react-router-dom';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useMyClaim } from '@/features/claim-review/api/get-my-claim';
import { ClaimCard } from '@/features/claim-review/components/claim-card';
import { InfoReply } from '@/features/claim-review/components/info-reply';
import { CLAIM_REVIEW_LABELS, CLAIM_REVIEW_TITLE } from '@/features/claim-review/constants';
import { useAuthStore } from '@/lib/auth/auth-store';

/** /questions/:questionId: one of the user's questions in Claim Review (search results link here). */
export function ClaimDetailPage({ questionId }: { questionId: string }) {
  const userId = useAuthStore((s) => s.user?.id ?? '');
  const claim = useMyClaim(userId, questionId);
  return (
    <div className="mx-auto w-full min-w-0 max-w-6xl p-4 md:p-6">
      <div className="max-w-4xl space-y-6">
        <Link to={paths.app.questions.getHref()} className="text-sm hover:underline">
          ← {CLAIM_REVIEW_TITLE}
        </Link>
        {claim.isLoading && <Spinner />}
        {claim.error && (
          <LoadError
            error={claim.error}
            title={CLAIM_REVIEW_LABELS.loadOneFailed}
            onRetry={() => void claim.refetch()}
          />
        )}
        {claim.data === null && (
          <p role="alert" className="rounded-md border p-6 text-center text-sm">
            {CLAIM_REVIEW_LABELS.notFound}
          </p>
        )}
        {claim.data && <ClaimCard claim={claim.data} />}
        {claim.data && (
          <InfoReply
            userId={userId}
            questionId={claim.data.id}
            canReply={
              claim.data.status === 'needs_information' || claim.data.status === 'closed_no_reply'
            }
          />
        )}
      </div>
    </div>
  );
}
