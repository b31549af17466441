/**
 * In-app claim pages (signed in, inside the app layout): the signed-in client, so the user's JWT
 * applies.
 */
import { useCallback, useRef, useState } from 'react';
import { PAGE_FRAME } from '@/components/layout/page-heading';
import { useAuthStore } from '@/lib/auth/auth-store';
import { appBackend } from '@/features/claims/api/app-backend';
import { markDraftSent } from '@/features/claims/api/mark-draft-sent';
import { ArticleSuggestions } from '@/features/claims/components/article-suggestions';
import { ClaimForm, type ClaimSubmitter } from '@/features/claims/components/claim-form';
import { FORMS, type FormDescription } from '@/features/claims/partners';

function useSubmitter(): ClaimSubmitter | null {
  const user = useAuthStore((s) => s.user);
  if (!user) return null;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    questionsRemaining: user.isCorporateUser ? -1 : user.questionsRemaining,
    corporateAccountId: user.corporateAccount?.id ?? null,
  };
}

export function AppClaimPage({ form }: { form: FormDescription }) {
  const submitter = useSubmitter();
  const refreshProfile = useAuthStore((s) => s.refreshProfile);
  // One id per visit of the form: a suggested article opened under it, and no submission, is a
  // deflection (docs/decisions.md, "Similar questions and the knowledge base"). A new id after each
  // submission.
  const [draftId, setDraftId] = useState(() => crypto.randomUUID());
  const suggested = useRef(false);
  const onShown = useCallback(() => {
    suggested.current = true;
  }, []);
  return (
    <div className={PAGE_FRAME}>
      <ClaimForm
        form={form}
        backend={appBackend}
        user={submitter}
        renderSuggestions={(summary) => (
          <ArticleSuggestions summary={summary} draftId={draftId} onShown={onShown} />
        )}
        onSubmitted={() => {
          // The quota went down in the same transaction; show the new figure. Failures are only
          // logged.
          refreshProfile().catch((e: unknown) =>
            console.error('[claims] profile refresh failed', e),
          );
          if (suggested.current) {
            markDraftSent(draftId).catch((e: unknown) =>
              console.error('[claims] marking the draft sent failed', e),
            );
            suggested.current = false;
            setDraftId(crypto.randomUUID());
          }
        }}
      />
    </div>
  );
}

/** /questions/new: Submit Claim (the generic form; the route uses AppClaimPage). */
export function SubmitClaimPage() {
  return <AppClaimPage form={FORMS.generic} />;
}
