/**
 * One claim form for every partner: the form's flags (src/config/partner-forms.ts) decide the
 * heading, banners, field order, schema, service-date kind, calls and what happens after success.
 */
import {
  lazy,
  Suspense,
  useCallback,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { HOME_PATH } from '@/config/partner-forms';
import { useAppNavigate } from '@/lib/navigation';
import type { ClaimBackend } from '@/features/claims/api/backend';
import { BotTrap } from '@/features/claims/components/bot-trap';
import { readBotSignals } from '@/features/claims/lib/bot-signals';
import type { Confirmation } from '@/features/claims/components/confirmation-view';
import { GatedFields, StandardSections } from '@/features/claims/components/sections';
import { initialValuesFor } from '@/features/claims/lib/initial-values';
import { fieldId, renderedFields } from '@/features/claims/lib/rendered-fields';
import { BUTTON } from '@/features/claims/lib/styles';
import { loadDraft, useDraft } from '@/features/claims/hooks/use-draft';
import { useEmbedHeight } from '@/features/claims/hooks/use-embed-height';
import { usePartnerAccount } from '@/features/claims/hooks/use-partner-account';
import { getVisibleFields } from '@/features/claims/lib/conditional-fields';
import type { PhiFinding } from '@/lib/phi-detector';
import { FORM_TEXT, LOG_PREFIX } from '@/features/claims/messages';
import type { Outcome } from '@/features/claims/lib/outcomes';
import { ACCOUNT_ERROR_ID, FormHeader } from '@/features/claims/components/form-header';
import {
  formHeading,
  partnerLogo,
  submitLabel,
  type FormDescription,
} from '@/features/claims/partners';
import type { ClaimField, ClaimFormValues, FieldErrors } from '@/features/claims/lib/form-values';
import { TURNSTILE_SITE_KEY } from '@/features/claims/turnstile/config';
import type { HumanCheckHandle } from '@/features/claims/turnstile/human-check';

export interface ClaimSubmitter {
  id: string;
  name: string;
  email: string;
  /** -1 unlimited (docs/decisions.md, "Quotas"). */
  questionsRemaining?: number;
  corporateAccountId?: string | null;
}

export interface ClaimFormProps {
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
const FormClosedView = lazy(() =>
  import('@/features/claims/components/form-status').then((m) => ({ default: m.FormClosedView })),
);
const FormNotFoundView = lazy(() =>
  import('@/features/claims/components/form-status').then((m) => ({
    default: m.FormNotFoundView,
  })),
);

/** Shown only after a stored submission; fetched on the first focus or submit, with the code below. */
const loadConfirmationView = () => import('@/features/claims/components/confirmation-view');
const ConfirmationView = lazy(() =>
  loadConfirmationView().then((m) => ({ default: m.ConfirmationView })),
);

/** Cloudflare Turnstile on public forms, only in builds with VITE_TURNSTILE_SITE_KEY (loaded then). */
const HumanCheck = TURNSTILE_SITE_KEY
  ? lazy(() =>
      import('@/features/claims/turnstile/human-check').then((m) => ({ default: m.HumanCheck })),
    )
  : null;

/** The submission code, loaded on the first focus or submit (not needed to show the form). */
let submission: typeof import('@/features/claims/lib/submission') | null = null;
const loadSubmission = () =>
  import('@/features/claims/lib/submission').then((m) => (submission = m));

export function ClaimForm({ form, backend, user, onSubmitted, renderSuggestions }: ClaimFormProps) {
  const navigate = useAppNavigate();
  const userName = user?.name;
  const userEmail = user?.email;
  const initial = useMemo(
    () => initialValuesFor(form, userEmail ? { name: userName ?? '', email: userEmail } : null),
    [form, userName, userEmail],
  );
  const [values, setValues] = useState<ClaimFormValues>(() => ({
    ...initial,
    ...loadDraft(form.key, user?.id),
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempted, setAttempted] = useState(false);
  /** Failed submit attempts: each one focuses the error summary. */
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [sending, setSending] = useState(false);
  const [banner, setBanner] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);
  const [testDataLoaded, setTestDataLoaded] = useState(false);
  const [phi, setPhi] = useState<{ findings: PhiFinding[] } | null>(null);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const { state: account, retry: retryAccount } = usePartnerAccount(form, backend);
  const needsAccount = account.status !== 'none';
  const [sent, setSent] = useState(0);
  const loadedRemaining =
    account.status === 'ready' ? (account.account.questions_remaining ?? null) : null;
  const remaining = loadedRemaining === null ? null : Math.max(loadedRemaining - sent, 0);
  const rootRef = useRef<HTMLDivElement>(null);
  const humanCheck = useRef<HumanCheckHandle>(null);
  const draft = useDraft(form.key, values, initial, !form.visualTest, user?.id);

  useEmbedHeight(rootRef, form.embed);

  const visible = getVisibleFields(values.codingQuestionType, form);
  const fields = useMemo(
    () => renderedFields(form.fieldOrder, form.serviceDate, visible),
    [form.fieldOrder, form.serviceDate, visible],
  );

  const revalidate = useCallback(
    (next: ClaimFormValues) => {
      const nextVisible = getVisibleFields(next.codingQuestionType, form);
      // Only called after a submit attempt, which loaded the schemas.
      if (!submission) return {};
      return submission.validateClaim(
        form.schema,
        next,
        new Set(renderedFields(form.fieldOrder, form.serviceDate, nextVisible)),
      );
    },
    [form],
  );

  const valuesRef = useRef(values);
  const update = useCallback(
    (next: ClaimFormValues, revalidateNow: boolean) => {
      valuesRef.current = next;
      setValues(next);
      if (revalidateNow) setErrors(revalidate(next));
    },
    [revalidate],
  );

  const setValue = useCallback(
    (field: ClaimField, value: string) => {
      update({ ...valuesRef.current, [field]: value }, attempted);
      if (field === 'title' || field === 'content') setPhi(null);
    },
    [attempted, update],
  );

  const accountId =
    form.account === null
      ? (user?.corporateAccountId ?? null)
      : account.status === 'ready'
        ? account.account.id
        : null;

  function show(outcome: Outcome) {
    if (outcome.banner) setBanner(outcome.banner);
    for (const t of outcome.toasts) toast(t);
  }

  function preload() {
    void loadSubmission();
    if (form.afterSuccess === 'confirmation') void loadConfirmationView();
  }

  async function send(phiConfirmed: boolean) {
    // Loaded by onSubmit already; the outcomes' texts are part of the submission code.
    const { OUTCOMES, buildQuestionPayload, submitClaim } = await loadSubmission();
    if (form.account !== null && !accountId) return show(OUTCOMES.accountMissing(form));
    const human = humanCheck.current;
    if (human && !human.ready()) return;
    preload();
    setSending(true);
    setBanner(null);
    try {
      const humanToken = human ? await human.verify(backend) : null;
      const payload = buildQuestionPayload(values, form, {
        corporateAccountId: accountId,
        user: user ? { id: user.id, name: user.name, email: user.email } : null,
        phiConfirmed,
      });
      const result = await submitClaim(backend, payload, {
        smartsheet: form.smartsheet,
        humanToken,
        ...readBotSignals(rootRef.current),
      });
      draft.clear();
      onSubmitted?.(result.questionId);
      update(initial, false);
      setErrors({});
      setAttempted(false);
      setPhi(null);
      setTestDataLoaded(false);
      if (form.afterSuccess === 'confirmation') {
        const { title, email } = payload;
        setConfirmation({
          questionId: result.questionId,
          title,
          email,
          emailSent: result.emailSent,
        });
      }
      show(OUTCOMES.stored(form, result.emailSent));
      if (form.scrollTopAfterSuccess)
        setTimeout(() => window.scrollTo({ top: 0, behavior: 'smooth' }), 100);
      if (form.counter) setSent((n) => n + 1);
      if (form.afterSuccess === 'home') navigate(HOME_PATH);
      else window.scrollTo({ top: 0 });
    } catch (e) {
      console.error(`${LOG_PREFIX} submission failed`, e);
      show(OUTCOMES.failed(form, e instanceof Error ? e.message : null));
    } finally {
      setSending(false);
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const { validateClaim, detectPhiIn } = await loadSubmission();
    setAttempted(true);
    const found = validateClaim(form.schema, values, new Set(fields));
    setErrors(found);
    if (fields.some((f) => found[f])) {
      setFailedSubmits((n) => n + 1);
      return;
    }
    if (form.visualTest) {
      setSending(true);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      setSending(false);
      window.alert(FORM_TEXT.visualTestAlert);
      return;
    }
    const findings = detectPhiIn([values.title, values.content]);
    if (findings.length > 0) {
      setPhi({ findings });
      return;
    }
    await send(false);
  }

  async function fillTestData() {
    const { TEST_DATA } = await import('@/features/claims/lib/test-data');
    update({ ...valuesRef.current, ...TEST_DATA, email: '' }, attempted);
    setTestDataLoaded(true);
    setPhi(null);
  }

  const accountBlocked = needsAccount && account.status !== 'ready';
  // Most forms wait for the account; the gated forms let the visitor try and answer with the
  // spec's "not loaded" toast.
  const disabled = sending || (accountBlocked && form.waitForAccount);
  const loaded = account.status === 'ready' || account.status === 'closed' ? account.account : null;
  const logoSrc = form.account ? partnerLogo(form.account.slug, loaded?.logo_url) : null;
  const accountName = loaded?.name ?? form.account?.name ?? '';
  const heading = formHeading(form, loaded?.name);
  const quota = form.account === null ? user?.questionsRemaining : undefined;
  const frame = `mx-auto w-full max-w-3xl space-y-6 ${form.access === 'public' ? 'p-4 sm:p-6' : ''}`;

  if (account.status === 'missing' || account.status === 'closed' || confirmation) {
    return (
      <div ref={rootRef}>
        <div className={frame}>
          <Suspense fallback={<Spinner className="min-h-[50vh]" />}>
            {account.status === 'missing' ? (
              <FormNotFoundView />
            ) : account.status === 'closed' ? (
              <FormClosedView logoSrc={logoSrc} name={accountName} />
            ) : confirmation ? (
              <ConfirmationView
                confirmation={confirmation}
                logoSrc={logoSrc}
                name={accountName}
                onAnother={() => setConfirmation(null)}
              />
            ) : null}
          </Suspense>
        </div>
      </div>
    );
  }

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
          quota={quota}
          accountError={
            account.status === 'error' ? { error: account.error, retry: retryAccount } : null
          }
          banner={banner}
          testDataLoaded={testDataLoaded}
        />

        <form
          onSubmit={onSubmit}
          onFocusCapture={preload}
          noValidate
          className="space-y-6"
          aria-label={heading}
        >
          {failedSubmits > 0 ? (
            <Suspense fallback={null}>
              <ErrorSummary
                attempt={failedSubmits}
                errors={fields.flatMap((f) => {
                  const message = errors[f];
                  return message ? [{ id: fieldId(f), message }] : [];
                })}
              />
            </Suspense>
          ) : null}
          <BotTrap />
          {form.fieldOrder === 'compact' ? (
            <GatedFields
              form={form}
              values={values}
              errors={errors}
              visible={visible}
              setValue={setValue}
            />
          ) : (
            <StandardSections
              form={form}
              values={values}
              errors={errors}
              visible={visible}
              setValue={setValue}
            />
          )}

          {renderSuggestions?.(values.title)}

          {phi ? (
            <Suspense fallback={null}>
              <PhiReview
                findings={phi.findings}
                disabled={disabled}
                onEdit={() => {
                  setPhi(null);
                  document.getElementById(fieldId('content'))?.focus();
                }}
                onConfirm={() => void send(true)}
              />
            </Suspense>
          ) : null}

          {HumanCheck && form.access === 'public' && !form.visualTest ? (
            <Suspense fallback={null}>
              <HumanCheck handle={humanCheck} />
            </Suspense>
          ) : null}

          <div className="flex flex-wrap items-center gap-3">
            <button
              type="submit"
              className={BUTTON.primary}
              disabled={disabled}
              aria-describedby={account.status === 'error' ? ACCOUNT_ERROR_ID : undefined}
            >
              {sending ? FORM_TEXT.submitting : submitLabel(form)}
            </button>
            {form.fillTestData ? (
              <button
                type="button"
                className={BUTTON.outline}
                onClick={() => void fillTestData()}
                disabled={sending}
              >
                {FORM_TEXT.fillTestData}
              </button>
            ) : null}
            {form.cancel ? (
              <button type="button" className={BUTTON.outline} onClick={() => navigate(HOME_PATH)}>
                {FORM_TEXT.cancel}
              </button>
            ) : null}
            {accountBlocked && account.status === 'loading' ? (
              <span className="text-sm text-muted-foreground">{FORM_TEXT.loadingAccount}</span>
            ) : null}
          </div>
        </form>
      </div>
    </div>
  );
}
