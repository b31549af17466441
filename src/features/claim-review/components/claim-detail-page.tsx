import { Link } from 'react-router-dom';
import { PageShell } from '@/components/layout/page-shell';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useMyClaim } from '@/features/claim-review/api/get-my-claim';
import { ClaimCard } from '@/features/claim-review/components/claim-card';
import { InfoReply } from '@/features/claim-review/components/info-reply';
import { CLAIM_REVIEW_LABELS, CLAIM_REVIEW_TITLE } from '@/features/claim-review/constants';
import { useAuthStore } from '@/lib/auth/auth-store';

/**
 * /questions/:questionId: one of the user's questions in Claim Review (search results link here).
 * The page heading is the question's title (a generic one while it loads or when it is not found).
 */
export function ClaimDetailPage({ questionId }: { questionId: string }) {
  const userId = useAuthStore((s) => s.user?.id ?? '');
  const claim = useMyClaim(userId, questionId);
  return (
    <PageShell
      title={claim.data?.title ?? CLAIM_REVIEW_LABELS.questionTitle}
      description={
        <Link to={paths.app.questions.getHref()} className="hover:underline">
          ← {CLAIM_REVIEW_TITLE}
        </Link>
      }
      narrow
    >
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
    </PageShell>
  );
}
