import type { Session, User } from '@supabase/auth-js';
import { create } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import { AUTH_ERRORS, SESSION_MESSAGES } from '@/lib/auth/messages';
import { createAuthEvents, toAuthSession, type AuthEventState } from '@/lib/auth/auth-events';
import { ensureSignupProfile, loadAppUser } from '@/lib/auth/profile';
import { AUTH_STORE_KEY, SUPABASE_AUTH_STORAGE_KEY } from '@/lib/auth/stored-user';
import type { AuthUser, SignupInput } from '@/lib/auth/types';
import { supabase } from '@/lib/supabase';
import { clearUserDrafts } from '@/lib/drafts';

interface AuthState extends AuthEventState {
  initialize: () => () => void;
  /**
   * `captchaToken`: the human check's token, when the auth server asks for one ([auth.captcha]).
   * Like every action here, it resolves with its result and throws on failure: the auth server's
   * refusal as its AuthError (isAuthError), anything else (no user, no profile) as an Error.
   */
  login: (email: string, password: string, captchaToken?: string) => Promise<AuthUser>;
  signup: (input: SignupInput) => Promise<{ user: User; session: Session | null }>;
  logout: () => Promise<void>;
  refreshProfile: () => Promise<void>;
  updateProfile: (input: { name?: string; password?: string }) => Promise<void>;
  requestPasswordReset: (email: string, redirectTo: string, captchaToken?: string) => Promise<void>;
  completePasswordReset: (password: string) => Promise<void>;
  clearSessionExpired: () => void;
}

/**
 * localStorage, except that a state without user and session removes the key:
 * after a logout or an expired session nothing is left under auth-storage.
 */
const authStorage: StateStorage = {
  getItem: (name) => window.localStorage.getItem(name),
  setItem: (name, value) => {
    const parsed = JSON.parse(value) as { state?: { user?: unknown; session?: unknown } };
    if (!parsed.state?.user && !parsed.state?.session) window.localStorage.removeItem(name);
    else window.localStorage.setItem(name, value);
  },
  removeItem: (name) => window.localStorage.removeItem(name),
};

let unsubscribe: (() => void) | null = null;
let loggingOut = false;

export const useAuthStore = create<AuthState>()(
  persist(
    (set, get) => {
      const { syncUser, handleAuthEvent } = createAuthEvents(set, get, () => loggingOut);

      return {
        user: null,
        session: null,
        status: 'initializing',
        passwordRecovery: false,
        sessionExpired: false,
        lastEvent: null,

        initialize: () => {
          if (!unsubscribe) {
            const { data } = supabase.auth.onAuthStateChange((event, session) => {
              // Never call supabase-js from inside its own callback (it holds a lock).
              setTimeout(() => void handleAuthEvent(event, session), 0);
            });
            unsubscribe = () => {
              data.subscription.unsubscribe();
              unsubscribe = null;
            };
          }
          return () => unsubscribe?.();
        },

        login: async (email, password, captchaToken) => {
          const { data, error } = await supabase.auth.signInWithPassword({
            email,
            password,
            ...(captchaToken ? { options: { captchaToken } } : {}),
          });
          if (error) throw error;
          if (!data.user || !data.session) throw new Error(AUTH_ERRORS.userNotFound);
          let user: AuthUser;
          try {
            user = await loadAppUser(data.user);
          } catch (err) {
            await supabase.auth.signOut({ scope: 'local' });
            throw err;
          }
          set({
            user,
            session: toAuthSession(data.session),
            status: 'ready',
            sessionExpired: false,
          });
          return user;
        },

        signup: async ({ name, email, password, role = 'user', captchaToken }) => {
          if (role !== 'user') throw new Error(AUTH_ERRORS.onlyUserRole);
          const { data, error } = await supabase.auth.signUp({
            email,
            password,
            options: { data: { name, role: 'user' }, ...(captchaToken ? { captchaToken } : {}) },
          });
          if (error) throw error;
          if (!data.user) throw new Error(AUTH_ERRORS.userMissing);
          if (data.session) set({ session: toAuthSession(data.session) });
          // Not awaited: the dialog shows at once; failures are only logged.
          void ensureSignupProfile(data.user.id, name, () => get().refreshProfile());
          return { user: data.user, session: data.session };
        },

        logout: async () => {
          loggingOut = true;
          try {
            set({ user: null, session: null, passwordRecovery: false, sessionExpired: false });
            useAuthStore.persist.clearStorage();
            try {
              const { error } = await supabase.auth.signOut({ scope: 'global' });
              if (error) throw error;
            } catch (err) {
              console.warn('Global sign-out failed, signing out locally', err);
              await supabase.auth.signOut({ scope: 'local' }).catch((e: unknown) => {
                console.error('Local sign-out failed', e);
              });
            }
          } finally {
            window.localStorage.removeItem(SUPABASE_AUTH_STORAGE_KEY);
            useAuthStore.persist.clearStorage();
            clearUserDrafts();
            loggingOut = false;
          }
        },

        refreshProfile: async () => {
          const { data, error } = await supabase.auth.getUser();
          if (error || !data.user) return;
          await syncUser(data.user, { keepOnFailure: true });
        },

        updateProfile: async ({ name, password }) => {
          const { user, session } = get();
          if (!user || !session) throw new Error(SESSION_MESSAGES.noValidSession);
          if (name !== undefined && name !== user.name) {
            const { error } = await supabase.from('profiles').update({ name }).eq('id', user.id);
            if (error) throw new Error(error.message);
          }
          if (password || name !== undefined) {
            const { error } = await supabase.auth.updateUser({
              ...(password ? { password } : {}),
              ...(name !== undefined ? { data: { name } } : {}),
            });
            if (error) throw error;
          }
          await get().refreshProfile();
        },

        requestPasswordReset: async (email, redirectTo, captchaToken) => {
          const { error } = await supabase.auth.resetPasswordForEmail(email, {
            redirectTo,
            ...(captchaToken ? { captchaToken } : {}),
          });
          if (error) throw error;
        },

        completePasswordReset: async (password) => {
          if (!get().session) throw new Error(SESSION_MESSAGES.noValidSession);
          const { error } = await supabase.auth.updateUser({ password });
          if (error) throw error;
          // The user signs in again with the new password.
          set({ user: null, session: null, passwordRecovery: false });
          useAuthStore.persist.clearStorage();
          await supabase.auth.signOut({ scope: 'local' });
        },

        clearSessionExpired: () => set({ sessionExpired: false }),
      };
    },
    {
      name: AUTH_STORE_KEY,
      storage: createJSONStorage(() => authStorage),
      partialize: (state) => ({ user: state.user, session: state.session }),
    },
  ),
);
