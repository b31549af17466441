/**
 * One claim form for every partner: the form's flags (form-model.ts) decide the
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
import { loadConfirmationView, preloadSubmission } from '@/features/claims/lib/load-submission';
import { fieldId } from '@/features/claims/lib/rendered-fields';
import { PUBLIC_FORM_FRAME, VISUAL_TEST_BACKGROUND } from '@/features/claims/lib/styles';
import { formHeading, formTitle, type FormDescription } from '@/features/claims/form-model';
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
  const claim = useClaimValues(form, user);
  const rootRef = useRef<HTMLDivElement>(null);
  useEmbedHeight(rootRef, form.embed);
  const { partner } = form;
  const accountId = partner ? partner.id : (user?.corporateAccountId ?? null);
  const submit = useClaimSubmit({ form, backend, user, claim, accountId, rootRef, onSubmitted });
  const { values, errors, fields, phi } = claim;

  const remaining =
    partner?.questionsRemaining == null
      ? null
      : Math.max(partner.questionsRemaining - submit.sent, 0);
  const disabled = submit.sending;
  const heading = formHeading(form);
  // Public forms have no router to title them; a partner's in-app form adds the partner's name to
  // its route's title (docs/spec-notes.md, "Partner forms").
  useDocumentTitle(form.access === 'public' || partner ? formTitle(form) : null);
  // In the app the page's frame is around the form (app-claim-pages.tsx), so the heading starts
  // where every signed-in page's does; the fields are no wider than a public form's.
  const frame = form.access === 'app' ? 'max-w-3xl space-y-6' : PUBLIC_FORM_FRAME;

  function cancel() {
    // The partner's own site when it has one, else the form itself, emptied: never the staff login
    // (docs/spec-notes.md, "Partner forms").
    if (partner?.siteUrl) return window.location.assign(partner.siteUrl);
    claim.reset();
    window.scrollTo({ top: 0 });
    rootRef.current
      ?.querySelector<HTMLElement>('input:not([tabindex="-1"]):not([type="hidden"]), select')
      ?.focus();
  }

  if (submit.confirmation) {
    return (
      <div ref={rootRef}>
        <div className={frame}>
          <Suspense fallback={<Spinner className="min-h-[50vh]" />}>
            <ConfirmationView
              confirmation={submit.confirmation}
              partner={partner}
              onAnother={submit.closeConfirmation}
            />
          </Suspense>
        </div>
      </div>
    );
  }

  const Fields = form.fieldOrder === 'compact' ? GatedFields : StandardSections;
  return (
    <div ref={rootRef} className={form.visualTest ? VISUAL_TEST_BACKGROUND : undefined}>
      <div className={frame}>
        <FormHeader
          form={form}
          heading={heading}
          remaining={remaining}
          quota={partner ? undefined : user?.questionsRemaining}
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
          ) : partner?.kbSuggestions ? (
            <Suspense fallback={null}>
              <PublicSuggestions
                backend={backend}
                slug={partner.slug}
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
            onFillTestData={() => void claim.fillTestData()}
            onCancel={cancel}
          />
        </form>
      </div>
    </div>
  );
}
