/**
 * One claim form for every partner: the form's flags (src/config/partner-forms.ts) decide the
 * heading, banners, field order, schema, service-date kind, calls and what happens after success.
 * The field state lives in useClaimValues, the submission in useClaimSubmit; this file composes.
 */
import { lazy, Suspense, useRef, type ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import type { ClaimBackend } from '@/features/claims/api/backend';
import { BotTrap } from '@/features/claims/components/bot-trap';
import { ClaimFormActions } from '@/features/claims/components/claim-form-actions';
import { FormHeader } from '@/features/claims/components/form-header';
import { GatedFields, StandardSections } from '@/features/claims/components/sections';
import { useClaimSubmit } from '@/features/claims/hooks/use-claim-submit';
import { useClaimValues } from '@/features/claims/hooks/use-claim-values';
import { useEmbedHeight } from '@/features/claims/hooks/use-embed-height';
import { usePartnerAccount } from '@/features/claims/hooks/use-partner-account';
import { loadConfirmationView, preloadSubmission } from '@/features/claims/lib/load-submission';
import { fieldId } from '@/features/claims/lib/rendered-fields';
import { formHeading, partnerLogo, type FormDescription } from '@/features/claims/partners';
import { TURNSTILE_SITE_KEY } from '@/features/claims/turnstile/config';
import { useDocumentTitle } from '@/lib/navigation';

export interface ClaimSubmitter {
  id: string;
  name: string;
  email: string;
  /** -1 unlimited (docs/decisions.md, "Quotas"). */
  questionsRemaining?: number;
  corporateAccountId?: string | null;
}

interface ClaimFormProps {
  form: FormDescription;
  backend: ClaimBackend;
  /** The signed-in user on in-app forms; null/undefined on public forms. */
  user?: ClaimSubmitter | null;
  /** Called after a stored submission (e.g. to refresh the signed-in user's quota). */
  onSubmitted?: (questionId: string) => void;
  /** Shown below the fields with the current question summary (in-app article suggestions). */
  renderSuggestions?: (summary: string) => ReactNode;
}

/** Shown only after a failed submit (which loads the submission code too), so loaded then. */
const ErrorSummary = lazy(() =>
  import('@/components/form/error-summary').then((m) => ({ default: m.ErrorSummary })),
);

/** Shown only after the PHI screen found something, so loaded then. */
const PhiReview = lazy(() =>
  import('@/features/claims/components/phi-review').then((m) => ({ default: m.PhiReview })),
);

/** Shown instead of the form when the account is closed or missing (known after the lookup). */
const FormStatusView = lazy(() =>
  import('@/features/claims/components/form-status').then((m) => ({ default: m.FormStatusView })),
);

/** Shown only after a stored submission; fetched on the first focus or submit. */
const ConfirmationView = lazy(() =>
  loadConfirmationView().then((m) => ({ default: m.ConfirmationView })),
);

/**
 * Article suggestions of a partner whose setting allows them
 * (docs/decisions.md, "Knowledge-base suggestions on public forms"), loaded only then.
 */
const PublicSuggestions = lazy(() =>
  import('@/features/claims/components/public-article-suggestions').then((m) => ({
    default: m.PublicArticleSuggestions,
  })),
);

/**
 * Cloudflare Turnstile on public forms, only in builds with VITE_TURNSTILE_SITE_KEY (loaded then).
 */
const HumanCheck = TURNSTILE_SITE_KEY
  ? lazy(() =>
      import('@/features/claims/turnstile/human-check').then((m) => ({ default: m.HumanCheck })),
    )
  : null;

export function ClaimForm({ form, backend, user, onSubmitted, renderSuggestions }: ClaimFormProps) {
  const { state: account, retry: retryAccount } = usePartnerAccount(form, backend);
  const claim = useClaimValues(form, user);
  const rootRef = useRef<HTMLDivElement>(null);
  useEmbedHeight(rootRef, form.embed);
  const accountId =
    form.account === null
      ? (user?.corporateAccountId ?? null)
      : account.status === 'ready'
        ? account.account.id
        : null;
  const submit = useClaimSubmit({ form, backend, user, claim, accountId, rootRef, onSubmitted });
  const { values, errors, fields, phi } = claim;

  const loadedRemaining =
    account.status === 'ready' ? (account.account.questions_remaining ?? null) : null;
  const remaining = loadedRemaining === null ? null : Math.max(loadedRemaining - submit.sent, 0);
  const accountBlocked = account.status !== 'none' && account.status !== 'ready';
  // Most forms wait for the account; the gated forms let the visitor try and answer with the
  // spec's "not loaded" toast.
  const disabled = submit.sending || (accountBlocked && form.waitForAccount);
  const loaded = account.status === 'ready' || account.status === 'closed' ? account.account : null;
  const logoSrc = form.account ? partnerLogo(form.account.slug, loaded?.logo_url) : null;
  const accountName = loaded?.name ?? form.account?.name ?? '';
  const heading = formHeading(form, loaded?.name);
  const statusView = account.status === 'missing' || account.status === 'closed';
  // Public forms have no router to title them: the form's heading does (a status view titles
  // itself). In-app forms are titled by their route.
  useDocumentTitle(form.access === 'public' && !statusView ? heading : null);
  // In the app the page's frame is around the form (app-claim-pages.tsx), so the heading starts
  // where every signed-in page's does; the fields are no wider than a public form's.
  const frame =
    form.access === 'app' ? 'max-w-3xl space-y-6' : 'mx-auto w-full max-w-3xl space-y-6 p-4 sm:p-6';

  if (statusView || submit.confirmation) {
    return (
      <div ref={rootRef}>
        <div className={frame}>
          <Suspense fallback={<Spinner className="min-h-[50vh]" />}>
            {statusView ? (
              <FormStatusView status={account.status} logoSrc={logoSrc} name={accountName} />
            ) : submit.confirmation ? (
              <ConfirmationView
                confirmation={submit.confirmation}
                logoSrc={logoSrc}
                name={accountName}
                onAnother={submit.closeConfirmation}
              />
            ) : null}
          </Suspense>
        </div>
      </div>
    );
  }

  const Fields = form.fieldOrder === 'compact' ? GatedFields : StandardSections;
  return (
    <div
      ref={rootRef}
      className={form.visualTest ? 'bg-gradient-to-b from-fuchsia-50 to-sky-50 py-6' : undefined}
    >
      <div className={frame}>
        <FormHeader
          form={form}
          heading={heading}
          logoSrc={logoSrc}
          accountName={accountName}
          remaining={remaining}
          quota={form.account === null ? user?.questionsRemaining : undefined}
          accountError={
            account.status === 'error' ? { error: account.error, retry: retryAccount } : null
          }
          banner={submit.banner}
          testDataLoaded={claim.testDataLoaded}
        />

        <form
          onSubmit={submit.onSubmit}
          onFocusCapture={() => preloadSubmission(form)}
          noValidate
          className="space-y-6"
          aria-label={heading}
        >
          {claim.failedSubmits > 0 ? (
            <Suspense fallback={null}>
              <ErrorSummary
                attempt={claim.failedSubmits}
                errors={fields.flatMap((f) => {
                  const message = errors[f];
                  return message ? [{ id: fieldId(f), message }] : [];
                })}
              />
            </Suspense>
          ) : null}
          <BotTrap spentMs={claim.spentMs} />
          <Fields
            form={form}
            values={values}
            errors={errors}
            visible={claim.visible}
            setValue={claim.setValue}
          />

          {renderSuggestions ? (
            renderSuggestions(values.title)
          ) : account.status === 'ready' && account.account.kb_suggestions ? (
            <Suspense fallback={null}>
              <PublicSuggestions
                backend={backend}
                slug={account.account.slug}
                summary={values.title}
                sent={submit.sent}
              />
            </Suspense>
          ) : null}

          {phi ? (
            <Suspense fallback={null}>
              <PhiReview
                findings={phi.findings}
                disabled={disabled}
                onEdit={() => {
                  claim.dismissPhi();
                  document.getElementById(fieldId('content'))?.focus();
                }}
                onConfirm={() => void submit.send(true)}
              />
            </Suspense>
          ) : null}

          {HumanCheck && form.access === 'public' && !form.visualTest ? (
            <Suspense fallback={null}>
              <HumanCheck handle={submit.humanCheck} />
            </Suspense>
          ) : null}

          <ClaimFormActions
            form={form}
            sending={submit.sending}
            disabled={disabled}
            accountError={account.status === 'error'}
            accountLoading={accountBlocked && account.status === 'loading'}
            onFillTestData={() => void claim.fillTestData()}
          />
        </form>
      </div>
    </div>
  );
}
