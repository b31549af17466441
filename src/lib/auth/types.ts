import type { Role } from '@/lib/auth/roles';
import type { Tables } from '@/types/database';

/** The signed-in user's corporate account, as the profile loader joins it (`corporate_accounts` row). */
export type CorporateAccount = Tables<'corporate_accounts'>;

/**
 * The in-app user (docs/spec-notes.md, "The signed-in user"): built from the auth user and the
 * `profiles` row, never from user metadata. questionsRemaining -1 means unlimited.
 */
export interface AuthUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  questionsRemaining: number;
  avatarUrl: string | null;
  isCorporateUser: boolean;
  isApprover: boolean;
  corporateAccount?: CorporateAccount;
}

/** The parts of the supabase-js session the app keeps in its own store. */
export interface AuthSession {
  accessToken: string;
  refreshToken: string;
  expiresAt: number | null;
  expiresIn: number;
}

export type AuthStatus = 'initializing' | 'ready';

export interface SignupInput {
  name: string;
  email: string;
  password: string;
  role?: string;
  /** The human check's token, when the auth server asks for one ([auth.captcha]). */
  captchaToken?: string;
}
