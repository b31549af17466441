/**
 * Every partner form's page, public or in-app: the address is resolved to the partner's form
 * (hooks/use-partner-form.ts), and the page shows that form (`children`) or says why not. A
 * failed lookup shows the spec's "Failed to load corporate account information" with the reason and
 * a Retry; an old slug moves to the current one.
 */
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import type { FormDescription } from '@/features/claims/form-model';
import type { PartnerFormState } from '@/features/claims/hooks/use-partner-form';
import { SUBMIT_MESSAGES as M } from '@/features/claims/messages';
import { useAppNavigate, useDocumentTitle } from '@/lib/navigation';

/** Shown only when the lookup failed, so loaded then. */
const LoadError = lazy(() =>
  import('@/components/ui/load-error').then((m) => ({ default: m.LoadError })),
);

/** Shown only for a closed, unknown or members-only form, so loaded then. */
const FormStatusView = lazy(() =>
  import('@/features/claims/components/form-status').then((m) => ({ default: m.FormStatusView })),
);

const LOADING = <Spinner className="min-h-[50vh]" />;

/** A page of its own: a heading that says the form is not here, then what failed, why, and Retry. */
function LoadFailed({ error, retry }: { error: unknown; retry: () => void }) {
  useDocumentTitle(M.loadFailedHeading);
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold tracking-tight">{M.loadFailedHeading}</h1>
      <LoadError title={M.loadCorporateAccountFailed} error={error} onRetry={retry} />
    </section>
  );
}

function Moved({ href }: { href: string }) {
  const navigate = useAppNavigate();
  useEffect(() => navigate(href, { replace: true }), [navigate, href]);
  return LOADING;
}

export function PartnerFormPage({
  state,
  frame,
  loading = LOADING,
  children,
}: {
  state: PartnerFormState;
  /** The classes around a view that replaces the form (public pages centre it). */
  frame: string;
  /** What shows while the row is read (a spinner unless given). */
  loading?: ReactNode;
  children: (form: FormDescription) => ReactNode;
}) {
  switch (state.status) {
    case 'loading':
      return loading;
    case 'moved':
      return <Moved href={state.href} />;
    case 'ready':
      return children(state.form);
    default:
      return (
        <div className={frame}>
          <Suspense fallback={LOADING}>
            {state.status === 'error' ? (
              <LoadFailed error={state.error} retry={state.retry} />
            ) : (
              <FormStatusView {...state} />
            )}
          </Suspense>
        </div>
      );
  }
}
