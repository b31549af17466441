/**
 * What a public standalone form shows after a stored submission. Shown only after a submit, so its
 * own chunk, fetched on the form's first focus or submit (claim-form.tsx).
 */
import { FocusedHeading } from '@/features/claims/components/form-status';
import { PartnerBrand } from '@/features/claims/components/partner-brand';
import type { FormPartner } from '@/features/claims/form-model';
import { shortReference } from '@/lib/question-reference';
import { BUTTON } from '@/features/claims/lib/styles';
import { CONFIRMATION_TEXT as C, OUTCOME_MESSAGES } from '@/features/claims/messages-after-input';

export interface Confirmation {
  questionId: string;
  title: string;
  email: string;
  /** Queued with the question, not yet sent: the view says it is on its way, never that it went. */
  confirmationQueued: boolean;
  /** The spec's whitelist request (device-company standalone form), said here as no toast repeats the view. */
  whitelist?: boolean;
}

export function ConfirmationView({
  confirmation,
  partner,
  onAnother,
}: {
  confirmation: Confirmation;
  partner: FormPartner | null;
  onAnother: () => void;
}) {
  const { questionId, title, email, confirmationQueued, whitelist } = confirmation;
  return (
    <section className="space-y-5" data-testid="submission-confirmation">
      <div className="space-y-3">
        {partner ? <PartnerBrand partner={partner} /> : null}
        <FocusedHeading>{C.title}</FocusedHeading>
      </div>
      <dl className="grid gap-2 rounded-lg border bg-card p-4 sm:grid-cols-[auto_1fr] sm:gap-x-6">
        <dt className="text-sm font-medium text-muted-foreground">{C.questionLabel}</dt>
        <dd className="break-words">{title}</dd>
        <dt className="text-sm font-medium text-muted-foreground">{C.referenceLabel}</dt>
        <dd className="font-mono">{shortReference(questionId)}</dd>
      </dl>
      <p>
        {confirmationQueued ? C.onItsWay(email) : C.notQueued(email)}
        {confirmationQueued && whitelist ? ` ${OUTCOME_MESSAGES.whitelist}` : null}
      </p>
      <div className="space-y-1">
        <h2 className="text-lg font-semibold">{C.nextTitle}</h2>
        <p className="text-muted-foreground">{C.next}</p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className={BUTTON.primary} onClick={onAnother}>
          {C.another}
        </button>
        {partner?.siteUrl ? (
          <a className={BUTTON.outline} href={partner.siteUrl}>
            {C.back(partner.name)}
          </a>
        ) : null}
      </div>
    </section>
  );
}
