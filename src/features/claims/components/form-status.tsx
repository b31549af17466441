/**
 * What a partner form shows instead of its fields when it loads: the account is deactivated or the
 * slug names no partner. (After a submission: confirmation-view.tsx, loaded on demand.)
 */
import { useEffect, useRef } from 'react';
import { FORM_STATUS_TEXT as S } from '@/features/claims/messages-after-input';
import { useDocumentTitle } from '@/lib/navigation';

/** A page heading that takes focus when shown (the view replaced the form). */
export function FocusedHeading({ children }: { children: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h1 ref={ref} tabIndex={-1} className="text-2xl font-semibold tracking-tight outline-none">
      {children}
    </h1>
  );
}

export function Logo({ src, name }: { src: string | null; name: string }) {
  return src ? <img src={src} alt={`${name} logo`} className="h-12 w-auto" /> : null;
}

export function FormClosedView({ logoSrc, name }: { logoSrc: string | null; name: string }) {
  return (
    <section className="space-y-3" data-testid="form-closed">
      <Logo src={logoSrc} name={name} />
      <FocusedHeading>{S.closedTitle}</FocusedHeading>
      <p className="text-muted-foreground">{S.closedBody}</p>
    </section>
  );
}

export function FormNotFoundView() {
  return (
    <section className="space-y-3" data-testid="form-not-found">
      <FocusedHeading>{S.notFoundTitle}</FocusedHeading>
      <p className="text-muted-foreground">{S.notFoundBody}</p>
    </section>
  );
}

/** The view that replaces a form whose account is deactivated (`closed`) or unknown (`missing`). */
export function FormStatusView({
  status,
  logoSrc,
  name,
}: {
  status: 'closed' | 'missing';
  logoSrc: string | null;
  name: string;
}) {
  useDocumentTitle(status === 'closed' ? S.closedTitle : S.notFoundTitle);
  return status === 'closed' ? (
    <FormClosedView logoSrc={logoSrc} name={name} />
  ) : (
    <FormNotFoundView />
  );
}
