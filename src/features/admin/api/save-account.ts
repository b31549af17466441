import { useQueryClient } from '@tanstack/react-query';
// Before any schema: zod without its eval probe (src/lib/zod-config.ts).
import '@/lib/zod-config';
import { z } from 'zod';
import { adminKeys } from '@/features/admin/api/keys';
import { ACCOUNT_MESSAGES } from '@/features/admin/messages/accounts';
import { useApiMutation, type MutationCallbacks } from '@/lib/api-mutation';
import { notifySuccess } from '@/lib/notify';
import {
  atLeastOneForm,
  partnerFormChanges,
  partnerFormShape,
  type PartnerFormValues,
} from '@/features/admin/api/partner-form-settings';
import { setAccountAddressLimit } from '@/features/admin/api/account-address-limit';
import { setAccountFlag } from '@/features/admin/api/set-account-flag';
import type { AccountFlag, StoredFlags } from '@/features/admin/api/types';
import { ADMIN_MESSAGES } from '@/features/admin/messages/users';
import { supabase } from '@/lib/supabase';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const DOMAIN = /^@?([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/i;
const LOGO = /^(https?:\/\/|\/)/;

/** Comma, space or line separated domains, lower-cased, without a leading @, no duplicates. */
function parseDomains(text: string): string[] {
  const list = text
    .split(/[\s,;]+/)
    .map((d) => d.trim().toLowerCase().replace(/^@/, ''))
    .filter(Boolean);
  return [...new Set(list)];
}

/**
 * The account form. Mirrors the server's checks (admin_create_corporate_account /
 * admin_update_corporate_account) with the server's words, so the field shows the same message the
 * RPC would send; the RPC still decides (uniqueness, races).
 */
export const accountSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, ACCOUNT_MESSAGES.nameRequired)
      .max(200, ACCOUNT_MESSAGES.nameTooLong),
    slug: z
      .string()
      .trim()
      .min(1, ACCOUNT_MESSAGES.slugRequired)
      .max(100, ACCOUNT_MESSAGES.slugTooLong)
      .regex(SLUG, ACCOUNT_MESSAGES.slugFormat),
    primaryEmail: z.union([
      z.literal(''),
      z.string().trim().pipe(z.email(ACCOUNT_MESSAGES.emailInvalid)),
    ]),
    domains: z.string().superRefine((text, ctx) => {
      const list = parseDomains(text);
      if (list.length > 50)
        ctx.addIssue({ code: 'custom', message: ACCOUNT_MESSAGES.tooManyDomains });
      const bad = list.find((d) => !DOMAIN.test(d));
      if (bad) ctx.addIssue({ code: 'custom', message: ACCOUNT_MESSAGES.domainInvalid(bad) });
    }),
    contractStart: z.string(),
    contractEnd: z.string(),
    isActive: z.boolean(),
    /** Knowledge-base suggestions on the partner's public forms. */
    kbSuggestions: z.boolean(),
    /** The partner's public forms refuse questions without the demo access code. */
    demoGated: z.boolean(),
    /** Each question to the account gets a Smartsheet row (the server decides, per account). */
    smartsheetSync: z.boolean(),
    logoUrl: z.union([z.literal(''), z.string().trim().regex(LOGO, ACCOUNT_MESSAGES.logoInvalid)]),
    /** Only when creating: the starting quota. */
    questionsRemaining: z
      .string()
      .trim()
      .regex(/^\d{1,7}$/, ACCOUNT_MESSAGES.quotaRange)
      .refine((v) => Number(v) <= 1_000_000, ACCOUNT_MESSAGES.quotaRange),
    /** Questions per network address and window on its public forms ('' = the default). */
    perAddress: z
      .string()
      .trim()
      .refine(
        (v) => v === '' || (/^\d{1,2}$/.test(v) && Number(v) >= 1 && Number(v) <= 50),
        ACCOUNT_MESSAGES.perAddressRange,
      ),
    ...partnerFormShape,
  })
  .refine((v) => !v.contractStart || !v.contractEnd || v.contractEnd >= v.contractStart, {
    path: ['contractEnd'],
    message: ACCOUNT_MESSAGES.endBeforeStart,
  })
  .refine(atLeastOneForm, { path: ['offerStandalone'], message: ACCOUNT_MESSAGES.noForm });

export type AccountFormValues = z.infer<typeof accountSchema>;

const orNull = (v: string) => (v.trim() ? v.trim() : undefined);

/** The form's on/off fields and the account setting each one is (admin_set_account_flag). */
export const FLAG_FIELDS = {
  kbSuggestions: 'kb_public_suggestions',
  demoGated: 'demo_gated',
  smartsheetSync: 'smartsheet_sync',
} as const satisfies Partial<Record<keyof AccountFormValues, AccountFlag>>;

export const FLAG_ENTRIES = Object.entries(FLAG_FIELDS) as Array<
  [keyof typeof FLAG_FIELDS, AccountFlag]
>;

/**
 * Creates an account (with its starting quota), or replaces an existing one's fields (not the
 * quota); then sets each on/off setting that changed (`flagsWas`: the stored values, off when
 * absent) and the form settings that changed (`formWas`: the stored ones, the defaults of a new
 * account when absent), and its per-address limit when it changed (`perAddressWas`: null = default).
 */
export async function saveAccount({
  id,
  values,
  flagsWas = {},
  formWas,
  perAddressWas = null,
}: {
  id?: string;
  values: AccountFormValues;
  flagsWas?: StoredFlags;
  formWas?: PartnerFormValues;
  perAddressWas?: number | null;
}) {
  const common = {
    p_name: values.name.trim(),
    p_slug: values.slug.trim(),
    p_primary_email: orNull(values.primaryEmail),
    p_allowed_email_domains: parseDomains(values.domains),
    p_contract_start_date: orNull(values.contractStart),
    p_contract_end_date: orNull(values.contractEnd),
    p_is_active: values.isActive,
    p_logo_url: orNull(values.logoUrl),
  };
  const { data, error } = id
    ? await supabase.rpc('admin_update_corporate_account', { p_id: id, ...common })
    : await supabase.rpc('admin_create_corporate_account', {
        ...common,
        p_questions_remaining: Number(values.questionsRemaining),
      });
  if (error) throw error;
  for (const [field, flag] of FLAG_ENTRIES) {
    if (values[field] !== Boolean(flagsWas[flag]))
      await setAccountFlag(data.id, flag, values[field]);
  }
  const perAddress = values.perAddress.trim() ? Number(values.perAddress) : null;
  if (perAddress !== perAddressWas) await setAccountAddressLimit(data.id, perAddress);
  const form = partnerFormChanges(values, formWas);
  if (form) {
    const { error: formError } = await supabase.rpc('admin_set_partner_form', {
      p_id: data.id,
      p_form: form,
    });
    if (formError) throw formError;
  }
  return data;
}

export function useSaveAccount(
  options: MutationCallbacks<
    Awaited<ReturnType<typeof saveAccount>>,
    Parameters<typeof saveAccount>[0]
  > = {},
) {
  const queryClient = useQueryClient();
  return useApiMutation(
    {
      mutationFn: saveAccount,
      errorTitle: ADMIN_MESSAGES.errorToast,
      onSuccess: (account, { id }) =>
        notifySuccess({
          title: id ? ACCOUNT_MESSAGES.updatedToast : ACCOUNT_MESSAGES.createdToast,
          description: account.name,
        }),
      onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
    },
    options,
  );
}
