/**
 * The account dialog's "Partner forms" part: which forms the partner offers, their layout, its
 * branding and its own site, the links those forms live at, and, when the slug is being changed,
 * which links will move (they keep forwarding).
 */
import type { UseFormReturn } from 'react-hook-form';
import { CheckboxField, SelectField, TextareaField, TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { partnerFormHref, type PartnerFormVariant } from '@/config/partner-forms';
import {
  FORM_STYLES,
  offeredVariants,
  VARIANT_FIELDS,
} from '@/features/admin/api/partner-form-settings';
import { useRemoveSlugAlias } from '@/features/admin/api/remove-slug-alias';
import type { AccountFormValues } from '@/features/admin/api/save-account';
import { accountFieldId as formFieldId } from '@/features/admin/components/account-field-id';
import { ACCOUNT_MESSAGES as M } from '@/features/admin/messages/accounts';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const STYLE_LABELS = { date: M.styleDate, year: M.styleYear, counter: M.styleCounter } as const;

const VARIANT_LABELS: Record<keyof typeof VARIANT_FIELDS, string> = {
  offerStandalone: M.offerStandalone,
  offerEmbed: M.offerEmbed,
  offerInApp: M.offerInApp,
  offerVisualTest: M.offerVisualTest,
};

/** A form's full address, as a partner would paste it. */
const absolute = (slug: string, variant: PartnerFormVariant) =>
  `${window.location.origin}${partnerFormHref(slug, variant)}`;

function FormLinks({ slug, variants }: { slug: string; variants: PartnerFormVariant[] }) {
  return (
    <ul className="grid gap-1 text-xs">
      {variants.map((variant) => (
        <li key={variant} className="break-all font-mono">
          {absolute(slug, variant)}
        </li>
      ))}
    </ul>
  );
}

/** What a slug change moves: each offered form's old link and its new one. */
function SlugMove({
  from,
  to,
  variants,
}: {
  from: string;
  to: string;
  variants: PartnerFormVariant[];
}) {
  return (
    <div
      role="note"
      className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <p className="font-semibold">{M.slugMoveTitle}</p>
      <ul className="grid gap-1 text-xs">
        {variants.map((variant) => (
          <li key={variant} className="break-all font-mono">
            {absolute(from, variant)} → {absolute(to, variant)}
          </li>
        ))}
      </ul>
      <p>{M.slugMoveText}</p>
    </div>
  );
}

function OldSlugs({ aliases }: { aliases: string[] }) {
  const remove = useRemoveSlugAlias();
  if (aliases.length === 0) return null;
  return (
    <div className="grid gap-2 text-sm">
      <p className="font-medium">{M.aliasesTitle}</p>
      <ul className="grid gap-2">
        {aliases.map((alias) => (
          <li key={alias} className="flex flex-wrap items-center justify-between gap-2">
            <span className="break-all font-mono text-xs">{alias}</span>
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={remove.isPending}
              onClick={() => remove.mutate(alias)}
            >
              {M.aliasRemove(alias)}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function AccountFormSettings({
  form,
  savedSlug,
  aliases,
}: {
  form: UseFormReturn<AccountFormValues>;
  /** The stored slug of an account being edited (its links move when the slug changes). */
  savedSlug?: string;
  aliases: string[];
}) {
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const values = watch();
  const variants = offeredVariants(values);
  const slug = values.slug.trim();
  const moving = savedSlug !== undefined && slug !== savedSlug && SLUG.test(slug);
  return (
    <fieldset className="grid gap-4 rounded-md border p-3">
      <legend className="px-1 text-sm font-semibold">{M.formsLegend}</legend>
      <p className="text-sm text-muted-foreground">{M.formsHint}</p>
      <div className="grid gap-1">
        {(Object.keys(VARIANT_FIELDS) as Array<keyof typeof VARIANT_FIELDS>).map((field) => (
          <CheckboxField
            key={field}
            id={formFieldId(field)}
            label={VARIANT_LABELS[field]}
            description={field === 'offerEmbed' && values.offerEmbed ? M.embedHint : undefined}
            registration={register(field)}
            error={errors[field]}
          />
        ))}
      </div>
      {moving ? (
        <SlugMove from={savedSlug} to={slug} variants={variants} />
      ) : SLUG.test(slug) && variants.length > 0 ? (
        <div className="grid gap-1">
          <p className="text-sm font-medium">{M.linksTitle}</p>
          <FormLinks slug={slug} variants={variants} />
        </div>
      ) : null}
      <OldSlugs aliases={aliases} />
      <SelectField
        label={M.formStyle}
        id={formFieldId('formStyle')}
        registration={register('formStyle')}
        error={errors.formStyle}
      >
        {FORM_STYLES.map((style) => (
          <option key={style} value={style}>
            {STYLE_LABELS[style]}
          </option>
        ))}
      </SelectField>
      <CheckboxField
        id={formFieldId('testData')}
        label={M.testData}
        registration={register('testData')}
        error={errors.testData}
      />
      <TextField
        label={M.displayName}
        description={M.displayNameHint}
        id={formFieldId('displayName')}
        registration={register('displayName')}
        error={errors.displayName}
      />
      <TextField
        label={M.accentColor}
        description={M.accentHint}
        placeholder="#1d4ed8"
        autoComplete="off"
        id={formFieldId('accentColor')}
        registration={register('accentColor')}
        error={errors.accentColor}
      />
      <TextareaField
        label={M.introText}
        rows={3}
        id={formFieldId('introText')}
        registration={register('introText')}
        error={errors.introText}
      />
      <TextField
        label={M.siteUrl}
        description={M.siteHint}
        type="url"
        autoComplete="off"
        id={formFieldId('siteUrl')}
        registration={register('siteUrl')}
        error={errors.siteUrl}
      />
    </fieldset>
  );
}
