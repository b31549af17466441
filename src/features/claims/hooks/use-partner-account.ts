import { useCallback, useEffect, useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import type { ClaimBackend } from '@/features/claims/api/backend';
import { getPartnerAccount, type PartnerAccount } from '@/features/claims/api/get-partner-account';
import { LOG_PREFIX, SUBMIT_MESSAGES as M } from '@/features/claims/messages';
import type { FormDescription } from '@/features/claims/partners';

type AccountState =
  | { status: 'loading' }
  | { status: 'ready'; account: PartnerAccount }
  /** The account exists but is deactivated: the form is replaced by the "not accepting" view. */
  | { status: 'closed'; account: PartnerAccount }
  /** No account has the slug, on a form with `notFoundView`. */
  | { status: 'missing' }
  /** The lookup failed (network, 5xx): the form shows the reason and a Retry. */
  | { status: 'error'; error: unknown }
  /** The form has no account of its own (generic form) or makes no calls (visual test). */
  | { status: 'none' };

type AccountForm = Pick<
  FormDescription,
  'account' | 'visualTest' | 'wording' | 'accountErrorBanner' | 'notFoundView'
>;

/**
 * Loads the form's account by slug and reports a failure the way the form's flags say; `retry`
 * loads it again after a failure.
 */
export function usePartnerAccount(
  form: AccountForm,
  backend: ClaimBackend,
): { state: AccountState; retry: () => void } {
  const slug = form.visualTest ? null : (form.account?.slug ?? null);
  const [state, setState] = useState<AccountState>(
    slug ? { status: 'loading' } : { status: 'none' },
  );
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const { wording, accountErrorBanner, notFoundView } = form;

  useEffect(() => {
    if (!slug) return;
    let active = true;
    setState({ status: 'loading' });
    getPartnerAccount(backend, slug)
      .then((found) => {
        if (!active) return;
        if (!found && notFoundView) return setState({ status: 'missing' });
        if (!found) throw new Error(M.accountNotFound);
        setState({ status: found.accepting_questions ? 'ready' : 'closed', account: found });
      })
      .catch((e: unknown) => {
        if (!active) return;
        console.error(`${LOG_PREFIX} could not load the corporate account`, e);
        setState({ status: 'error', error: e });
        if (wording === 'gated') {
          toast({ title: M.errorTitle, description: M.loadAccountFailed, variant: 'destructive' });
        } else if (!accountErrorBanner) {
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
  }, [backend, slug, wording, accountErrorBanner, notFoundView, attempt]);

  return { state, retry };
}
