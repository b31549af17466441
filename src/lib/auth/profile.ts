import type { User } from '@supabase/auth-js';
import { AUTH_ERRORS } from '@/lib/auth/messages';
import { DEFAULT_QUESTION_QUOTA, UNLIMITED_QUOTA } from '@/lib/auth/quota';
import { toRole } from '@/lib/auth/roles';
import type { AuthUser, CorporateAccount } from '@/lib/auth/types';
import { supabase } from '@/lib/supabase';
import type { Tables } from '@/types/database';

/** The profile row joined with its corporate account (docs/spec-notes.md, "The signed-in user"). */
type ProfileWithAccount = Tables<'profiles'> & {
  corporate_account: CorporateAccount | null;
};

const PROFILE_SELECT = '*, corporate_account:corporate_accounts(*)';
const DEFAULT_PROFILE_NAME = 'New User';

function toAuthUser(authUser: User, profile: ProfileWithAccount): AuthUser {
  const isCorporateUser = Boolean(profile.is_corporate_user);
  return {
    id: authUser.id,
    name: profile.name ?? DEFAULT_PROFILE_NAME,
    email: authUser.email ?? '',
    role: toRole(profile.role),
    questionsRemaining: isCorporateUser
      ? UNLIMITED_QUOTA
      : (profile.questions_remaining ?? DEFAULT_QUESTION_QUOTA),
    avatarUrl: profile.avatar_url,
    isCorporateUser,
    isApprover: Boolean(profile.is_approver),
    corporateAccount: profile.corporate_account ?? undefined,
  };
}

async function selectProfile(userId: string) {
  return supabase
    .from('profiles')
    .select(PROFILE_SELECT)
    .eq('id', userId)
    .single<ProfileWithAccount>();
}

/** Profile reads under way, by user id: concurrent callers share one request. */
const inFlight = new Map<string, Promise<AuthUser>>();

/**
 * Reads the signed-in user's profile. A missing profile (PGRST116) is created
 * with the default name, role user and no avatar, then read again. Any other
 * failure throws 'Failed to fetch user profile'.
 *
 * A sign-in asks twice at nearly the same moment (login() itself, and the SIGNED_IN event it
 * raises); both get the one request already under way (docs/decisions.md, "Signed-in pages render
 * from the stored session").
 */
export function loadAppUser(authUser: User): Promise<AuthUser> {
  const pending = inFlight.get(authUser.id);
  if (pending) return pending;
  const request = readAppUser(authUser).finally(() => inFlight.delete(authUser.id));
  inFlight.set(authUser.id, request);
  return request;
}

async function readAppUser(authUser: User): Promise<AuthUser> {
  let { data, error } = await selectProfile(authUser.id);
  if (error?.code === 'PGRST116') {
    const { error: insertError } = await supabase
      .from('profiles')
      .insert({ id: authUser.id, name: DEFAULT_PROFILE_NAME, avatar_url: null });
    if (insertError && insertError.code !== '23505') {
      console.error('Failed to create missing profile', insertError);
    }
    ({ data, error } = await selectProfile(authUser.id));
  }
  if (error || !data) {
    console.error(AUTH_ERRORS.profileFetchFailed, error);
    throw new Error(AUTH_ERRORS.profileFetchFailed);
  }
  return toAuthUser(authUser, data);
}

const SIGNUP_PROFILE_DELAY_MS = 2000;
const SIGNUP_PROFILE_RETRY_DELAY_MS = 2000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The client half of profile creation after signup (docs/decisions.md, "Profile creation"): the database
 * trigger already created the profile; after 2 s call the idempotent
 * create-profile-trigger function; on error wait 2 s and insert directly.
 * Failures are only logged. Resolves when done (the signup dialog never waits).
 */
export async function ensureSignupProfile(
  userId: string,
  name: string,
  onDone?: () => void | Promise<void>,
): Promise<void> {
  try {
    await sleep(SIGNUP_PROFILE_DELAY_MS);
    const { error } = await supabase.functions.invoke('create-profile-trigger', {
      body: { userId, name },
    });
    if (error) {
      console.error('create-profile-trigger failed, inserting the profile directly', error);
      await sleep(SIGNUP_PROFILE_RETRY_DELAY_MS);
      const { error: insertError } = await supabase
        .from('profiles')
        .insert({ id: userId, name: name || DEFAULT_PROFILE_NAME, avatar_url: null });
      if (insertError && insertError.code !== '23505') {
        console.error('Profile creation failed', insertError);
      }
    }
    await onDone?.();
  } catch (err) {
    console.error('Profile creation failed', err);
  }
}
