/**
 * What a public standalone form shows after a stored submission. Shown only after a submit, so its
 * own chunk, fetched on the form's first focus or submit (claim-form.tsx).
 */
import { FocusedHeading, Logo } from '@/features/claims/components/form-status';
import { shortReference } from '@/features/claims/lib/reference';
import { BUTTON } from '@/features/claims/lib/styles';
import { CONFIRMATION_TEXT as C } from '@/features/claims/messages-after-input';

export interface Confirmation {
  questionId: string;
  title: string;
  email: string;
  emailSent: boolean;
}

export function ConfirmationView({
  confirmation,
  logoSrc,
  name,
  onAnother,
}: {
  confirmation: Confirmation;
  logoSrc: string | null;
  name: string;
  onAnother: () => void;
}) {
  const { questionId, title, email, emailSent } = confirmation;
  return (
    <section className="space-y-5" data-testid="submission-confirmation">
      <div className="space-y-3">
        <Logo src={logoSrc} name={name} />
        <FocusedHeading>{C.title}</FocusedHeading>
      </div>
      <dl className="grid gap-2 rounded-lg border bg-card p-4 sm:grid-cols-[auto_1fr] sm:gap-x-6">
        <dt className="text-sm font-medium text-muted-foreground">{C.questionLabel}</dt>
        <dd className="break-words">{title}</dd>
        <dt className="text-sm font-medium text-muted-foreground">{C.referenceLabel}</dt>
        <dd className="font-mono">{shortReference(questionId)}</dd>
      </dl>
      <p>{emailSent ? C.emailed(email) : C.notEmailed(email)}</p>
      <div className="space-y-1">
        <h2 className="text-lg font-semibold">{C.nextTitle}</h2>
        <p className="text-muted-foreground">{C.next}</p>
      </div>
      <button type="button" className={BUTTON.primary} onClick={onAnother}>
        {C.another}
      </button>
    </section>
  );
}
