/**
 * One claim form for every partner: the description in partners.ts decides the heading, banners,
 * field order, schema, service-date kind, calls and what happens after success.
 */
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
} from 'react';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { useAppNavigate } from '@/lib/navigation';
import type { ClaimBackend } from '@/features/claims/api/backend';
import {
  getCorporateAccount,
  type PublicCorporateAccount,
} from '@/features/claims/api/corporate-account';
import { Banner } from '@/features/claims/components/fields';
import { GatedFields, StandardSections } from '@/features/claims/components/sections';
import { initialValuesFor } from '@/features/claims/lib/initial-values';
import { fieldId, renderedFields } from '@/features/claims/lib/rendered-fields';
import { BUTTON } from '@/features/claims/lib/styles';
import { loadDraft, useDraft } from '@/features/claims/hooks/use-draft';
import { useEmbedHeight } from '@/features/claims/hooks/use-embed-height';
import { getVisibleFields } from '@/features/claims/lib/conditional-fields';
import type { PhiFinding } from '@/features/claims/lib/phi-detector';
import { COUNTER_TEXT, FORM_TEXT, SUBMIT_MESSAGES as M } from '@/features/claims/messages';
import { partnerLogo, type FormDescription } from '@/features/claims/partners';
import type { ClaimField, ClaimFormValues, FieldErrors } from '@/features/claims/lib/form-values';

export interface ClaimSubmitter {
  id: string;
  name: string;
  email: string;
  /** -1 unlimited (spec section 3). */
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
}

type AccountState =
  | { status: 'loading' }
  | { status: 'ready'; account: PublicCorporateAccount }
  | { status: 'error' }
  | { status: 'none' };

/** Shown only after the PHI screen found something, so loaded then. */
const PhiReview = lazy(() =>
  import('@/features/claims/components/phi-review').then((m) => ({ default: m.PhiReview })),
);

/** The submission code, loaded on the first focus or submit (not needed to show the form). */
let submission: typeof import('@/features/claims/lib/submission') | null = null;
const loadSubmission = () =>
  import('@/features/claims/lib/submission').then((m) => (submission = m));

export function ClaimForm({ form, backend, user, onSubmitted }: ClaimFormProps) {
  const navigate = useAppNavigate();
  const userName = user?.name;
  const userEmail = user?.email;
  const initial = useMemo(
    () => initialValuesFor(form, userEmail ? { name: userName ?? '', email: userEmail } : null),
    [form, userName, userEmail],
  );
  const [values, setValues] = useState<ClaimFormValues>(() => ({
    ...initial,
    ...loadDraft(form.variant),
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [sending, setSending] = useState(false);
  const [banner, setBanner] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);
  const [testDataLoaded, setTestDataLoaded] = useState(false);
  const [phi, setPhi] = useState<{ findings: PhiFinding[] } | null>(null);
  const needsAccount = form.account !== null && !form.visualTest;
  const [account, setAccount] = useState<AccountState>(
    needsAccount ? { status: 'loading' } : { status: 'none' },
  );
  const [remaining, setRemaining] = useState<number | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const draft = useDraft(form.variant, values, initial, !form.visualTest);

  useEmbedHeight(rootRef, form.embed);

  useEffect(() => {
    if (!needsAccount || !form.account) return;
    let active = true;
    getCorporateAccount(backend, form.account.name)
      .then((found) => {
        if (!active) return;
        if (!found) throw new Error(M.accountNotFound);
        setAccount({ status: 'ready', account: found });
        setRemaining(
          typeof found.questions_remaining === 'number' ? found.questions_remaining : null,
        );
      })
      .catch((e: unknown) => {
        if (!active) return;
        console.error('[claims] could not load the corporate account', e);
        setAccount({ status: 'error' });
        if (form.layout === 'gated') {
          toast({ title: M.errorTitle, description: M.loadAccountFailed, variant: 'destructive' });
        } else if (form.variant !== 'hospital-system-standalone') {
          toast({
            title: M.errorTitle,
            description: M.loadCorporateAccountFailed,
            variant: 'destructive',
          });
        }
      });
    return () => {
      active = false;
    };
  }, [backend, form, needsAccount]);

  const visible = getVisibleFields(values.codingQuestionType, form.variant);
  const fields = useMemo(
    () => renderedFields(form.layout, form.serviceDate, visible),
    [form.layout, form.serviceDate, visible],
  );

  const revalidate = useCallback(
    (next: ClaimFormValues) => {
      const nextVisible = getVisibleFields(next.codingQuestionType, form.variant);
      // Only called after a submit attempt, which loaded the schemas.
      if (!submission) return {};
      return submission.validateClaim(
        form.schema,
        next,
        new Set(renderedFields(form.layout, form.serviceDate, nextVisible)),
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

  async function send(phiConfirmed: boolean) {
    if (form.account !== null && !accountId) {
      if (form.layout === 'gated') {
        toast({ title: M.errorTitle, description: M.accountNotLoaded, variant: 'destructive' });
      } else {
        setBanner({ tone: 'error', message: M.accountNotFound });
        toast({ title: M.errorTitle, description: M.accountNotFound, variant: 'destructive' });
      }
      return;
    }
    setSending(true);
    setBanner(null);
    try {
      const { buildQuestionPayload, submitClaim } = await loadSubmission();
      const payload = buildQuestionPayload(values, form, {
        corporateAccountId: accountId,
        user: user ? { id: user.id, name: user.name, email: user.email } : null,
        phiConfirmed,
      });
      const result = await submitClaim(backend, payload, {
        smartsheet: form.smartsheet,
        questionsRemaining: remaining,
      });
      draft.clear();
      onSubmitted?.(result.questionId);
      update(initial, false);
      setErrors({});
      setAttempted(false);
      setPhi(null);
      setTestDataLoaded(false);
      setBanner({ tone: 'success', message: FORM_TEXT.successBanner });
      if (!result.emailSent) toast({ title: M.noteTitle, description: M.emailFailed });
      if (form.layout === 'gated') {
        toast({ title: M.successTitle, description: M.successDescription, variant: 'success' });
        setRemaining((r) => (r !== null && r > 0 ? r - 1 : r));
      } else {
        const description = result.emailSent
          ? form.whitelistInToast
            ? `${M.submittedDescription} ${M.whitelist}`
            : M.submittedDescription
          : M.submittedNoEmailDescription;
        toast({ title: M.submittedTitle, description, variant: 'success' });
      }
      if (form.scrollTopAfterSuccess)
        setTimeout(() => window.scrollTo({ top: 0, behavior: 'smooth' }), 100);
      if (form.afterSuccess === 'home') navigate(paths.home.getHref());
      else window.scrollTo({ top: 0 });
    } catch (e) {
      console.error('[claims] submission failed', e);
      if (form.layout === 'gated') {
        setBanner({ tone: 'error', message: M.gatedSubmitFailedBanner });
        toast({
          title: M.errorTitle,
          description: M.gatedSubmitFailedToast,
          variant: 'destructive',
        });
      } else {
        const message = e instanceof Error && e.message ? e.message : M.submitFailed;
        setBanner({ tone: 'error', message });
        toast({ title: M.errorTitle, description: message, variant: 'destructive' });
      }
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
    const firstInvalid = fields.find((f) => found[f]);
    if (firstInvalid) {
      document.getElementById(fieldId(firstInvalid))?.focus();
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
  // The device-company and hospital-system forms wait for the account; the gated forms let the
  // visitor try and answer with the spec's "not loaded" toast.
  const disabled = sending || (accountBlocked && form.layout !== 'gated');
  const logoSrc = form.account
    ? partnerLogo(form.account.slug, account.status === 'ready' ? account.account.logo_url : null)
    : null;
  const quota = form.account === null ? user?.questionsRemaining : undefined;

  return (
    <div
      ref={rootRef}
      className={form.visualTest ? 'bg-gradient-to-b from-fuchsia-50 to-sky-50 py-6' : undefined}
    >
      <div
        className={`mx-auto w-full max-w-3xl space-y-6 ${form.access === 'public' ? 'p-4 sm:p-6' : ''}`}
      >
        <div className="space-y-3">
          {form.showLogo && logoSrc ? (
            <img src={logoSrc} alt={`${form.account?.name ?? ''} logo`} className="h-12 w-auto" />
          ) : null}
          <h1 className="text-2xl font-semibold tracking-tight">{form.heading}</h1>
          {form.counter ? <Counter remaining={remaining} /> : null}
          {quota !== undefined && quota !== -1 ? <QuotaNote remaining={quota} /> : null}
        </div>

        {form.visualTest ? (
          <Banner tone="warning" role="note">
            {FORM_TEXT.visualTestBanner}
          </Banner>
        ) : null}
        {form.infoBanner ? (
          <Banner tone="info" role="note">
            {FORM_TEXT.standaloneInfo}
          </Banner>
        ) : null}
        <Banner tone="warning" title={FORM_TEXT.privacyTitle} role="note">
          <p>{FORM_TEXT.privacyNotice}</p>
          {form.deidentification ? <p className="mt-2">{FORM_TEXT.deidentification}</p> : null}
        </Banner>
        {form.variant === 'hospital-system-standalone' && account.status === 'error' ? (
          <Banner tone="error" role="alert">
            {M.loadCorporateAccountFailed}
          </Banner>
        ) : null}
        {banner ? (
          <Banner tone={banner.tone} role={banner.tone === 'error' ? 'alert' : 'status'}>
            {banner.message}
          </Banner>
        ) : null}
        {testDataLoaded ? (
          <Banner tone="info" title={FORM_TEXT.testDataLoadedTitle} role="status">
            {FORM_TEXT.testDataLoaded}
          </Banner>
        ) : null}

        <form
          onSubmit={onSubmit}
          onFocusCapture={() => void loadSubmission()}
          noValidate
          className="space-y-6"
          aria-label={form.heading}
        >
          {form.layout === 'gated' ? (
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

          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" className={BUTTON.primary} disabled={disabled}>
              {sending ? FORM_TEXT.submitting : form.submitLabel}
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
              <button
                type="button"
                className={BUTTON.outline}
                onClick={() => navigate(paths.home.getHref())}
              >
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

/** "Questions Remaining: N": blue above 0, "Loading..." until known, amber with the message at 0. */
export function Counter({ remaining }: { remaining: number | null }) {
  if (remaining === null) {
    return (
      <p className="text-sm font-medium text-blue-700" data-testid="questions-remaining">
        {COUNTER_TEXT.label} {COUNTER_TEXT.loading}
      </p>
    );
  }
  if (remaining <= 0) {
    return (
      <div
        className="space-y-1 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-800"
        data-testid="questions-remaining"
      >
        <p className="text-sm font-semibold">
          {COUNTER_TEXT.label} {remaining}
        </p>
        <p className="text-sm">{COUNTER_TEXT.exhausted}</p>
      </div>
    );
  }
  return (
    <p className="text-sm font-semibold text-blue-700" data-testid="questions-remaining">
      {COUNTER_TEXT.label} {remaining}
    </p>
  );
}

/** DECISIONS.md "Quotas": at 0 the question is still accepted, and the page says so. */
export function QuotaNote({ remaining }: { remaining: number }) {
  if (remaining > 0) {
    return (
      <p className="text-sm font-semibold text-blue-700" data-testid="quota-remaining">
        {COUNTER_TEXT.label} {remaining}
      </p>
    );
  }
  return (
    <div
      className="space-y-1 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-800"
      data-testid="quota-remaining"
    >
      <p className="text-sm font-semibold">
        {COUNTER_TEXT.label} {remaining}
      </p>
      <p className="text-sm">{COUNTER_TEXT.quotaExhausted}</p>
    </div>
  );
}
