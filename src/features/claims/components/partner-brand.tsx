/**
 * A partner's brand above its forms and the views that replace them: the logo when one is set, the
 * name (unless the heading already says it) and the accent colour as a rule above both.
 */
import type { FormPartner } from '@/features/claims/form-model';

export function PartnerBrand({
  partner,
  showName = true,
}: {
  partner: Pick<FormPartner, 'name' | 'logoUrl' | 'accentColor'>;
  showName?: boolean;
}) {
  if (!partner.logoUrl && !showName && !partner.accentColor) return null;
  return (
    <div
      className="space-y-2 border-t-4 border-transparent pt-3"
      style={partner.accentColor ? { borderTopColor: partner.accentColor } : undefined}
      data-testid="partner-brand"
    >
      {partner.logoUrl ? (
        <img src={partner.logoUrl} alt={`${partner.name} logo`} className="h-12 w-auto" />
      ) : null}
      {showName ? (
        <p className="text-sm font-semibold text-muted-foreground">{partner.name}</p>
      ) : null}
    </div>
  );
}
