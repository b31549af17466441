import { Link } from 'react-router-dom';
import { PageShell } from '@/components/layout/page-shell';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuthStore } from '@/lib/auth/auth-store';
import { useMyClaims } from '@/features/claim-review/api/get-my-claims';
import { ClaimCard } from '@/features/claim-review/components/claim-card';
import { CLAIM_REVIEW_LABELS, CLAIM_REVIEW_TITLE } from '@/features/claim-review/constants';

export function ClaimReviewPage() {
  const userId = useAuthStore((s) => s.user?.id ?? '');
  const claims = useMyClaims(userId);
  return (
    <PageShell
      title={CLAIM_REVIEW_TITLE}
      description={CLAIM_REVIEW_LABELS.description}
      narrow
      actions={
        <Button asChild>
          <Link to={paths.app.newQuestion.getHref()}>{CLAIM_REVIEW_LABELS.submitClaim}</Link>
        </Button>
      }
    >
      {claims.isLoading && <Spinner />}
      {claims.error && (
        <LoadError
          error={claims.error}
          title={CLAIM_REVIEW_LABELS.loadFailed}
          onRetry={() => void claims.refetch()}
        />
      )}
      {claims.data && claims.data.length === 0 && (
        <p className="rounded-md border p-6 text-center text-sm text-muted-foreground">
          {CLAIM_REVIEW_LABELS.empty}
        </p>
      )}
      <ul className="space-y-4">
        {(claims.data ?? []).map((c) => (
          <ClaimCard key={c.id} claim={c} linkTitle />
        ))}
      </ul>
    </PageShell>
  );
}
