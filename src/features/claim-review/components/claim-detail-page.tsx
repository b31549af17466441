import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useMyClaim } from '@/features/claim-review/api/get-my-claim';
import { ClaimCard } from '@/features/claim-review/components/claim-card';
import { CLAIM_REVIEW_LABELS, CLAIM_REVIEW_TITLE } from '@/features/claim-review/constants';
import { errorMessage } from '@/lib/api-error';
import { useAuthStore } from '@/lib/auth/auth-store';

/** /questions/:questionId: one of the user's questions in Claim Review (search results link here). */
export function ClaimDetailPage({ questionId }: { questionId: string }) {
  const userId = useAuthStore((s) => s.user?.id ?? '');
  const claim = useMyClaim(userId, questionId);
  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 p-4 md:p-6">
      <Link to={paths.app.questions.getHref()} className="text-sm hover:underline">
        ← {CLAIM_REVIEW_TITLE}
      </Link>
      {claim.isLoading && <Spinner />}
      {claim.error && (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-destructive/40 p-3 text-sm text-destructive"
        >
          {errorMessage(claim.error, CLAIM_REVIEW_LABELS.loadOneFailed)}
          <Button size="sm" variant="outline" onClick={() => void claim.refetch()}>
            {CLAIM_REVIEW_LABELS.retry}
          </Button>
        </div>
      )}
      {claim.data === null && (
        <p role="alert" className="rounded-md border p-6 text-center text-sm">
          {CLAIM_REVIEW_LABELS.notFound}
        </p>
      )}
      {claim.data && <ClaimCard claim={claim.data} />}
    </div>
  );
}
