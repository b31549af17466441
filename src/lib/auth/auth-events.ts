import type { AuthChangeEvent, Session, User } from '@supabase/auth-js';
import { loadAppUser } from '@/lib/auth/profile';
import type { AuthSession, AuthStatus, AuthUser } from '@/lib/auth/types';

/** The part of the session store that supabase-js' auth events write. */
export interface AuthEventState {
  user: AuthUser | null;
  session: AuthSession | null;
  /** 'ready' once the first auth event (INITIAL_SESSION) has been handled. */
  status: AuthStatus;
  /** True after a password-recovery link signed the visitor in. */
  passwordRecovery: boolean;
  /** Set when the session ended without the user logging out (expired refresh token). */
  sessionExpired: boolean;
  lastEvent: AuthChangeEvent | null;
}

export function toAuthSession(session: Session): AuthSession {
  return {
    accessToken: session.access_token,
    refreshToken: session.refresh_token,
    expiresAt: session.expires_at ?? null,
    expiresIn: session.expires_in,
  };
}

/**
 * What the store does on each auth event (docs/spec-notes.md, "The signed-in user"): keep the
 * session, (re)load the profile, note a password recovery, and tell an expired session from a
 * logout (`isLoggingOut`).
 */
export function createAuthEvents(
  set: (partial: Partial<AuthEventState>) => void,
  get: () => AuthEventState,
  isLoggingOut: () => boolean,
) {
  async function syncUser(authUser: User, { keepOnFailure }: { keepOnFailure: boolean }) {
    try {
      const user = await loadAppUser(authUser);
      // The session may have ended while the profile was loading.
      if (!get().session) return;
      // The profile the app opened with (restored from auth-storage), unchanged: the same object
      // stays, so the layout, the guards and the page are not drawn again for nothing.
      if (JSON.stringify(get().user) === JSON.stringify(user)) return;
      set({ user });
    } catch (err) {
      const current = get().user;
      if (keepOnFailure && current?.id === authUser.id) return;
      console.error('Could not load the profile after an auth event', err);
      set({ user: null });
    }
  }

  async function handleAuthEvent(event: AuthChangeEvent, session: Session | null) {
    set({ lastEvent: event });
    switch (event) {
      case 'INITIAL_SESSION': {
        if (!session) {
          // A user restored from auth-storage whose supabase session is gone
          // (refresh token expired or revoked): signed out cleanly, and told why.
          const hadUser = get().user !== null;
          set({
            user: null,
            session: null,
            status: 'ready',
            sessionExpired: hadUser && !isLoggingOut(),
          });
          return;
        }
        set({ session: toAuthSession(session) });
        await syncUser(session.user, { keepOnFailure: true });
        set({ status: 'ready' });
        return;
      }
      case 'SIGNED_IN':
      case 'MFA_CHALLENGE_VERIFIED': {
        if (!session) return;
        const sameUser = get().user?.id === session.user.id;
        set({ session: toAuthSession(session), sessionExpired: false });
        if (!sameUser || event === 'MFA_CHALLENGE_VERIFIED') {
          await syncUser(session.user, { keepOnFailure: sameUser });
        }
        set({ status: 'ready' });
        return;
      }
      case 'TOKEN_REFRESHED': {
        if (session) set({ session: toAuthSession(session) });
        return;
      }
      case 'USER_UPDATED': {
        if (!session) return;
        set({ session: toAuthSession(session) });
        await syncUser(session.user, { keepOnFailure: true });
        return;
      }
      case 'PASSWORD_RECOVERY': {
        if (!session) return;
        set({ session: toAuthSession(session), passwordRecovery: true, status: 'ready' });
        await syncUser(session.user, { keepOnFailure: true });
        return;
      }
      case 'SIGNED_OUT': {
        const wasSignedIn = get().user !== null;
        set({
          user: null,
          session: null,
          passwordRecovery: false,
          status: 'ready',
          sessionExpired: wasSignedIn && !isLoggingOut(),
        });
        return;
      }
      default:
        return;
    }
  }

  return { syncUser, handleAuthEvent };
}
