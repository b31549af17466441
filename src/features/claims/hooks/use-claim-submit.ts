/**
 * A claim form's submission: the submit handler (validation, the visual test's pretend send, the
 * PHI screen), `send` (the account and human-check checks, then sendClaim in the lazily loaded
 * submission code makes the calls) and what each outcome shows (lib/outcomes.ts): banner, toasts,
 * the confirmation view, the counter, the scroll or the way home.
 */
import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { toast } from '@/components/ui/use-toast';
import { HOME_PATH } from '@/config/partner-forms';
import type { ClaimBackend } from '@/features/claims/api/backend';
import type { Confirmation } from '@/features/claims/components/confirmation-view';
import type { ClaimUser, ClaimValues } from '@/features/claims/hooks/use-claim-values';
import { loadSubmission, preloadSubmission } from '@/features/claims/lib/load-submission';
import type { Outcome } from '@/features/claims/lib/outcomes';
import { FORM_TEXT } from '@/features/claims/messages';
import type { FormDescription } from '@/features/claims/form-model';
import type { HumanCheckHandle } from '@/features/claims/turnstile/human-check';
import { useAppNavigate } from '@/lib/navigation';
import { focusWhenReady } from '@/lib/focus';
import { OUTCOME_BANNER_ID } from '@/features/claims/components/form-header';

interface SubmitOptions {
  form: FormDescription;
  backend: ClaimBackend;
  user: ClaimUser | null | undefined;
  claim: ClaimValues;
  /** The account the question is filed under (null: the user's own, individual). */
  accountId: string | null;
  /** The form's root, where the bot signals are read. */
  rootRef: RefObject<HTMLElement | null>;
  onSubmitted?: (questionId: string) => void;
}

export function useClaimSubmit({
  form,
  backend,
  user,
  claim,
  accountId,
  rootRef,
  onSubmitted,
}: SubmitOptions) {
  const navigate = useAppNavigate();
  const [sending, setSending] = useState(false);
  const [banner, setBanner] = useState<Outcome['banner']>(null);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  /**
   * Questions stored in this visit: the partner counter goes down by as many, and the public
   * article suggestions start a new form session.
   */
  const [sent, setSent] = useState(0);
  const humanCheck = useRef<HumanCheckHandle>(null);

  function show(outcome: Outcome) {
    if (outcome.banner) setBanner(outcome.banner);
    for (const t of outcome.toasts) toast(t);
  }

  async function send(phiConfirmed: boolean) {
    // Loaded by onSubmit already; the outcomes' texts are part of the submission code.
    const { sendClaim } = await loadSubmission();
    const human = humanCheck.current;
    if (human && !human.ready()) return;
    preloadSubmission(form);
    setSending(true);
    setBanner(null);
    const { outcome, stored } = await sendClaim({
      form,
      backend,
      values: claim.values,
      accountId,
      user: user ?? null,
      phiConfirmed,
      human,
      root: rootRef.current,
    });
    if (stored) {
      claim.reset();
      onSubmitted?.(stored.questionId);
      if (stored.confirmation) setConfirmation(stored.confirmation);
    }
    show(outcome);
    if (stored) {
      if (form.scrollTopAfterSuccess)
        setTimeout(() => window.scrollTo({ top: 0, behavior: 'smooth' }), 100);
      setSent((n) => n + 1);
      if (form.afterSuccess === 'home') navigate(HOME_PATH);
      else window.scrollTo({ top: 0 });
    }
    setSending(false);
    // The submit button was disabled while sending: focus goes to the outcome, the banner that says
    // it (the confirmation view and a new page take focus themselves; docs/decisions.md, "Where
    // focus goes after an action").
    if (outcome.banner && !(stored && form.afterSuccess === 'home'))
      focusWhenReady(() => document.getElementById(OUTCOME_BANNER_ID));
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    if (!(await claim.validateAll())) return;
    if (form.visualTest) {
      setSending(true);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      setSending(false);
      window.alert(FORM_TEXT.visualTestAlert);
      return;
    }
    if (!(await claim.screenPhi())) return;
    await send(false);
  }

  return {
    sending,
    banner,
    confirmation,
    closeConfirmation: () => setConfirmation(null),
    sent,
    humanCheck,
    send,
    onSubmit,
  };
}
