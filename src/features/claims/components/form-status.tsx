/**
 * What a partner form's address shows instead of the form: the account is deactivated, the address
 * names no partner (or a form the partner does not offer), the in-app form of a partner the
 * signed-in user does not belong to. (After a submission: confirmation-view.tsx.)
 */
import { useEffect, useRef } from 'react';
import { PartnerBrand } from '@/features/claims/components/partner-brand';
import type { FormPartner } from '@/features/claims/form-model';
import { BUTTON } from '@/features/claims/lib/styles';
import { FORM_STATUS_TEXT as S } from '@/features/claims/messages-after-input';
import { AppLink } from '@/lib/app-link';
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

type Brand = Pick<FormPartner, 'name' | 'logoUrl' | 'accentColor' | 'siteUrl'>;

/** The partner's own site, for a visitor who cannot go on here. */
function BackToPartner({ partner }: { partner: Brand }) {
  return partner.siteUrl ? (
    <a className={BUTTON.outline} href={partner.siteUrl}>
      {S.back(partner.name)}
    </a>
  ) : null;
}

export type FormStatus =
  | { status: 'closed'; partner: Brand }
  | { status: 'missing' }
  | { status: 'members'; partner: Brand; submitClaimHref: string };

export function FormStatusView(props: FormStatus) {
  const title =
    props.status === 'closed'
      ? S.closedTitle
      : props.status === 'members'
        ? S.membersTitle(props.partner.name)
        : S.notFoundTitle;
  useDocumentTitle(title);
  return (
    <section className="space-y-4" data-testid={`form-${props.status}`}>
      {props.status !== 'missing' ? <PartnerBrand partner={props.partner} /> : null}
      <FocusedHeading>{title}</FocusedHeading>
      <p className="text-muted-foreground">
        {props.status === 'closed'
          ? S.closedBody
          : props.status === 'members'
            ? S.membersBody(props.partner.name)
            : S.notFoundBody}
      </p>
      {props.status === 'members' ? (
        <AppLink className={BUTTON.primary} to={props.submitClaimHref}>
          {S.membersLink}
        </AppLink>
      ) : props.status === 'closed' ? (
        <BackToPartner partner={props.partner} />
      ) : null}
    </section>
  );
}
