/**
 * One send of a claim form, past the checks: the human token, the payload, the submit_question
 * call, and the outcome to show (lib/outcomes.ts). Part of the submission code (lib/submission.ts),
 * so it loads on the first focus or submit, not with the form.
 */
import type { ClaimBackend } from '@/features/claims/api/backend';
import { markPublicDraftSent } from '@/features/claims/api/mark-public-draft-sent';
import { HumanCheckNeeded, submitClaim } from '@/features/claims/api/submit-claim';
import type { Confirmation } from '@/features/claims/components/confirmation-view';
import { readBotSignals } from '@/features/claims/lib/bot-signals';
import type { ClaimFormValues } from '@/features/claims/lib/form-values';
import { OUTCOMES, type Outcome } from '@/features/claims/lib/outcomes';
import { buildQuestionPayload } from '@/features/claims/lib/payload';
import { takeViewedDraft } from '@/features/claims/lib/public-kb-session';
import { LOG_PREFIX } from '@/features/claims/messages';
import type { FormDescription } from '@/features/claims/form-model';
import type { HumanCheckHandle } from '@/features/claims/turnstile/human-check';

interface SendInput {
  form: FormDescription;
  backend: ClaimBackend;
  values: ClaimFormValues;
  accountId: string | null;
  user: { id: string; name: string; email: string } | null;
  phiConfirmed: boolean;
  /** The Turnstile widget, when the form shows one. */
  human: HumanCheckHandle | null;
  /** The rendered form, where the bot signals are read. */
  root: HTMLElement | null;
}

interface SendResult {
  outcome: Outcome;
  /** Set when the question was stored; `confirmation` on forms that end on the confirmation view. */
  stored: { questionId: string; confirmation: Confirmation | null } | null;
}

export async function sendClaim(input: SendInput): Promise<SendResult> {
  const { form, backend, user } = input;
  try {
    const humanToken = input.human ? await input.human.verify(backend) : null;
    const payload = buildQuestionPayload(input.values, form, {
      corporateAccountId: input.accountId,
      user: user ? { id: user.id, name: user.name, email: user.email } : null,
      phiConfirmed: input.phiConfirmed,
    });
    const result = await submitClaim(backend, payload, {
      humanToken,
      partnerSlug: form.gated ? (form.partner?.slug ?? null) : null,
      ...readBotSignals(input.root),
    });
    const { questionId, confirmationQueued } = result;
    // a suggested article was read on this public form, and the question was sent anyway
    const viewed = takeViewedDraft();
    if (viewed) {
      markPublicDraftSent(backend, viewed).catch((e: unknown) =>
        console.error(`${LOG_PREFIX} marking the draft sent failed`, e),
      );
    }
    const confirmation =
      form.afterSuccess === 'confirmation'
        ? {
            questionId,
            title: payload.title,
            email: payload.email,
            confirmationQueued,
            whitelist: form.whitelistInToast,
          }
        : null;
    return {
      outcome: OUTCOMES.stored(form, confirmationQueued),
      stored: { questionId, confirmation },
    };
  } catch (e) {
    if (e instanceof HumanCheckNeeded && input.human) {
      input.human.ask();
      return { outcome: OUTCOMES.humanCheck(), stored: null };
    }
    console.error(`${LOG_PREFIX} submission failed`, e);
    return { outcome: OUTCOMES.failed(form, e), stored: null };
  }
}
