/**
 * The claim form's code that is not needed to show the form: the submission code (schemas, payload,
 * PHI screen, calls, outcomes) and the confirmation view, fetched on the first focus or submit.
 */
import type { FormDescription } from '@/features/claims/form-model';

type Submission = typeof import('@/features/claims/lib/submission');

let submission: Submission | null = null;

export const loadSubmission = (): Promise<Submission> =>
  import('@/features/claims/lib/submission').then((m) => (submission = m));

/** The submission code if it has loaded (it has after the first submit attempt), else null. */
export const loadedSubmission = (): Submission | null => submission;

export const loadConfirmationView = () => import('@/features/claims/components/confirmation-view');

/** Starts fetching what a submit of this form will need. */
export function preloadSubmission(form: Pick<FormDescription, 'afterSuccess'>) {
  void loadSubmission();
  if (form.afterSuccess === 'confirmation') void loadConfirmationView();
}
