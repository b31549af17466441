/**
 * In-app claim pages (signed in, inside the app layout): the signed-in client, so the user's JWT
 * applies.
 */
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { PAGE_FRAME } from '@/components/layout/page-heading';
import { Spinner } from '@/components/ui/spinner';
import { GENERIC_FORM_PATH } from '@/config/partner-forms';
import { useAuthStore } from '@/lib/auth/auth-store';
import { canFileForPartner } from '@/lib/auth/policies';
import { appBackend } from '@/features/claims/api/app-backend';
import { markDraftSent } from '@/features/claims/api/mark-draft-sent';
import { openAppFormSession } from '@/features/claims/api/open-app-form-session';
import { ArticleSuggestions } from '@/features/claims/components/article-suggestions';
import { ClaimForm, type ClaimSubmitter } from '@/features/claims/components/claim-form';
import { GENERIC_FORM, type FormDescription } from '@/features/claims/form-model';
import { usePartnerForm } from '@/features/claims/hooks/use-partner-form';
import { PartnerFormPage } from '@/features/claims/pages/partner-form-page';

/** Shown only to a signed-in user who is not the partner's, so loaded then. */
const FormStatusView = lazy(() =>
  import('@/features/claims/components/form-status').then((m) => ({ default: m.FormStatusView })),
);

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
  // One server-issued id per visit of the form, asked for when suggestions first show: a suggested
  // article opened under it, and no submission, is a deflection (docs/decisions.md, "Deflection
  // counts need a real form session"). A new one after each submission.
  const [draftId, setDraftId] = useState<string | null>(null);
  const suggested = useRef(false);
  const onShown = useCallback(() => {
    if (suggested.current) return;
    suggested.current = true;
    openAppFormSession()
      .then(setDraftId)
      .catch((e: unknown) => console.error('[claims] opening the form session failed', e));
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
            if (draftId)
              markDraftSent(draftId).catch((e: unknown) =>
                console.error('[claims] marking the draft sent failed', e),
              );
            suggested.current = false;
            setDraftId(null);
          }
        }}
      />
    </div>
  );
}

/** /questions/new: Submit Claim (the signed-in user's own form). */
export function SubmitClaimPage() {
  return <AppClaimPage form={GENERIC_FORM} />;
}

/**
 * /questions/corporate/<slug>/new: the partner's in-app form, for its own users (and staff, who
 * file for them). Anyone else is told whose form it is and sent to Submit Claim.
 */
export function AppPartnerPage({ slug }: { slug: string }) {
  const state = usePartnerForm(appBackend, { slug, variant: 'in_app', bare: false });
  const user = useAuthStore((s) => s.user);
  return (
    <PartnerFormPage state={state} frame={PAGE_FRAME}>
      {(form) =>
        form.partner && !canFileForPartner(user, form.partner.id) ? (
          <div className={PAGE_FRAME}>
            <Suspense fallback={<Spinner className="min-h-[50vh]" />}>
              <FormStatusView
                status="members"
                partner={form.partner}
                submitClaimHref={GENERIC_FORM_PATH}
              />
            </Suspense>
          </div>
        ) : (
          <AppClaimPage form={form} />
        )
      }
    </PartnerFormPage>
  );
}
