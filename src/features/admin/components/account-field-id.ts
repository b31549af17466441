import type { AccountFormValues } from '@/features/admin/api/save-account';

/** The id of an account dialog field, for the error summary's links. */
export const accountFieldId = (name: keyof AccountFormValues) => `account-${name}`;
