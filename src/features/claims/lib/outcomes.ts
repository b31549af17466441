/**
 * What the submitter sees after each outcome of a submission, by the form's wording (the spec's
 * corporate forms or its gated forms): the in-page banner and the toasts, word for word.
 */
import type { ToastData } from '@/components/ui/use-toast';
import { OUTCOME_MESSAGES as M } from '@/features/claims/messages-after-input';
import type { FormDescription } from '@/features/claims/form-model';
import { errorMessage } from '@/lib/api-error';

export interface Outcome {
  banner: { tone: 'success' | 'error'; message: string } | null;
  toasts: Array<Pick<ToastData, 'title' | 'description' | 'variant'>>;
}

type OutcomeForm = Pick<FormDescription, 'wording' | 'whitelistInToast' | 'afterSuccess'>;

const error = (description: string) => ({
  title: M.errorTitle,
  description,
  variant: 'destructive' as const,
});

export const OUTCOMES = {
  /**
   * The question is stored; `confirmationQueued` says whether its confirmation is on its way (the
   * spec's toasts keep their words).
   */
  stored(form: OutcomeForm, confirmationQueued: boolean): Outcome {
    const note = confirmationQueued ? [] : [{ title: M.noteTitle, description: M.emailFailed }];
    const description =
      form.wording === 'gated'
        ? M.successDescription
        : !confirmationQueued
          ? M.submittedNoEmailDescription
          : form.whitelistInToast
            ? `${M.submittedDescription} ${M.whitelist}`
            : M.submittedDescription;
    const title = form.wording === 'gated' ? M.successTitle : M.submittedTitle;
    // The confirmation view (public standalone forms) says all of it, the email's fate included:
    // no banner and no toast repeat it.
    if (form.afterSuccess === 'confirmation') return { banner: null, toasts: [] };
    return {
      banner: { tone: 'success', message: M.successBanner },
      toasts: [...note, { title, description, variant: 'success' }],
    };
  },

  /** Over the per-address limit with the human check on the form: asked for, answers kept. */
  humanCheck(): Outcome {
    return {
      banner: { tone: 'error', message: M.humanCheckNeeded },
      toasts: [error(M.humanCheckNeeded)],
    };
  },
  /** submit_question failed: the server's (or the thrown error's) reason is shown. */
  failed(form: OutcomeForm, reason: unknown): Outcome {
    if (form.wording === 'gated') {
      return {
        banner: { tone: 'error', message: M.gatedSubmitFailedBanner },
        toasts: [error(M.gatedSubmitFailedToast)],
      };
    }
    const shown = errorMessage(reason, M.submitFailed);
    return { banner: { tone: 'error', message: shown }, toasts: [error(shown)] };
  },
} as const;
