import type { AuthUser } from '@/lib/auth/types';
import type { Tables } from '@/types/database';

/**
 * A user as the admin functions return it (get-all-users-email, create-staff-user): the in-app
 * user shape, with the email the admin sees (null when the auth user has none).
 */
export type ManagedUser = Omit<AuthUser, 'email' | 'corporateAccount'> & {
  email: string | null;
  corporateAccount?: Pick<Tables<'corporate_accounts'>, 'id' | 'name'> | null;
  createdAt?: string;
};
