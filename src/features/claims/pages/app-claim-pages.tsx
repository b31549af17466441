/** In-app claim pages (signed in, inside the app layout): the signed-in client, so the user's JWT applies. */
import { useAuthStore } from '@/lib/auth/auth-store';
import { appBackend } from '@/features/claims/api/app-backend';
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
  return (
    <ClaimForm
      form={form}
      backend={appBackend}
      user={submitter}
      onSubmitted={() => {
        // The quota went down in the same transaction; show the new figure. Failures are only logged.
        refreshProfile().catch((e: unknown) => console.error('[claims] profile refresh failed', e));
      }}
    />
  );
}

/** /questions/new: Submit Claim. */
export function SubmitClaimPage() {
  return <AppClaimPage form={FORMS.generic} />;
}

export function SummitHealthNewPage() {
  return <AppClaimPage form={FORMS.hospitalSystemInApp} />;
}

export function MeridianMedicalNewPage() {
  return <AppClaimPage form={FORMS.deviceCompanyInApp} />;
}
