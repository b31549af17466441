import type { Session } from '@supabase/supabase-js';
import { isAuthError } from '@supabase/auth-js';
import { delay, http, HttpResponse } from 'msw';
import { ensureSignupProfile } from '@/lib/auth/profile';
import { AUTH_ERRORS, SESSION_MESSAGES } from '@/lib/auth/messages';
import { useAuthStore } from '@/lib/auth/auth-store';
import { AUTH_STORE_KEY, SUPABASE_AUTH_STORAGE_KEY } from '@/lib/auth/stored-user';
import { supabase } from '@/lib/supabase';
import { mockDb } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { AUTH_URL, FUNCTIONS_URL, REST_URL } from '@/testing/mocks/supabase-urls';
import { makeUser, resetAuthStore } from '@/testing/test-utils';
import { draftKey } from '@/lib/drafts';

/** What supabase-js calls on every auth event (the store's listener). */
type AuthListener = Parameters<typeof supabase.auth.onAuthStateChange>[0];

beforeEach(() => {
  mockDb.reset();
  resetAuthStore();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('auth store: login', () => {
  it('sends one profile request per sign-in, not one for the login and one for SIGNED_IN', async () => {
    mockDb.addUser({ email: 'once@example.test', password: 'pw', role: 'expert' });
    const profileReads: string[] = [];
    const count = ({ request }: { request: Request }) => {
      if (request.method === 'GET' && request.url.startsWith(`${REST_URL}/profiles`))
        profileReads.push(request.url);
    };
    server.events.on('request:start', count);
    // A profile read that takes as long as over a real network, so the SIGNED_IN handler runs
    // while login() is still waiting for it (then the default handler answers).
    server.use(
      http.get(`${REST_URL}/profiles`, async () => {
        await delay(150);
      }),
    );
    // As in the app: the store listens (and has handled INITIAL_SESSION) before the form submits.
    const stop = useAuthStore.getState().initialize();
    await vi.waitFor(() => expect(useAuthStore.getState().status).toBe('ready'));
    try {
      const user = await useAuthStore.getState().login('once@example.test', 'pw');
      expect(user.role).toBe('expert');
      // Let the SIGNED_IN handler (scheduled with setTimeout) run to the end.
      await new Promise((r) => setTimeout(r, 400));
      expect(useAuthStore.getState().user?.email).toBe('once@example.test');
      expect(profileReads).toHaveLength(1);
    } finally {
      stop();
      server.events.removeListener('request:start', count);
    }
  });

  it('builds the in-app user from the joined profile and persists it under auth-storage', async () => {
    mockDb.addUser({
      email: 'approver@example.test',
      password: 'pw',
      name: 'Grace Hopper',
      role: 'expert',
      is_approver: true,
      questions_remaining: 7,
    });
    const user = await useAuthStore.getState().login('approver@example.test', 'pw');
    expect(user).toMatchObject({
      name: 'Grace Hopper',
      email: 'approver@example.test',
      role: 'expert',
      isApprover: true,
      isCorporateUser: false,
      questionsRemaining: 7,
      avatarUrl: null,
    });
    const persisted = JSON.parse(window.localStorage.getItem(AUTH_STORE_KEY) ?? '{}');
    expect(persisted.state.user.email).toBe('approver@example.test');
    expect(persisted.state.session.accessToken).toMatch(/^access-/);
    expect(window.localStorage.getItem(SUPABASE_AUTH_STORAGE_KEY)).not.toBeNull();
    expect(AUTH_STORE_KEY).not.toBe(SUPABASE_AUTH_STORAGE_KEY);
  });

  it('reports corporate users as unlimited (-1)', async () => {
    mockDb.addUser({
      email: 'coder@example.test',
      password: 'pw',
      is_corporate_user: true,
      questions_remaining: 10,
    });
    const user = await useAuthStore.getState().login('coder@example.test', 'pw');
    expect(user.isCorporateUser).toBe(true);
    expect(user.questionsRemaining).toBe(-1);
  });

  it("throws the auth server's AuthError for wrong credentials, as the other actions throw", async () => {
    mockDb.addUser({ email: 'ada@example.test', password: 'pw' });
    const thrown = await useAuthStore
      .getState()
      .login('ada@example.test', 'nope')
      .catch((e: unknown) => e);
    expect(isAuthError(thrown)).toBe(true);
    expect(thrown).toMatchObject({ message: 'Invalid login credentials' });
    expect(useAuthStore.getState().user).toBeNull();
  });

  it("throws 'User not found' when no user is returned", async () => {
    // A response supabase-js' types rule out (no error and no user), which the store still refuses.
    const noUser = { data: { user: null, session: null }, error: null };
    vi.spyOn(supabase.auth, 'signInWithPassword').mockResolvedValue(
      noUser as unknown as Awaited<ReturnType<typeof supabase.auth.signInWithPassword>>,
    );
    await expect(useAuthStore.getState().login('ghost@example.test', 'pw')).rejects.toThrow(
      AUTH_ERRORS.userNotFound,
    );
  });

  it('creates a missing profile (PGRST116) with the default name and no avatar', async () => {
    mockDb.addUser({ email: 'orphan@example.test', password: 'pw', hasProfile: false });
    const user = await useAuthStore.getState().login('orphan@example.test', 'pw');
    const insert = mockDb.calls.find(
      (c) => c.method === 'POST' && c.url.includes('/rest/v1/profiles'),
    );
    expect(insert?.body).toMatchObject({ name: 'New User', avatar_url: null });
    expect(user).toMatchObject({ name: 'New User', role: 'user' });
  });

  it("throws 'Failed to fetch user profile' and signs out locally when the profile lookup fails", async () => {
    mockDb.addUser({ email: 'ada@example.test', password: 'pw' });
    server.use(
      http.get(`${REST_URL}/profiles`, () =>
        HttpResponse.json({ message: 'down' }, { status: 500 }),
      ),
    );
    await expect(useAuthStore.getState().login('ada@example.test', 'pw')).rejects.toThrow(
      AUTH_ERRORS.profileFetchFailed,
    );
    expect(useAuthStore.getState().user).toBeNull();
    expect(window.localStorage.getItem(SUPABASE_AUTH_STORAGE_KEY)).toBeNull();
  });
});

describe('auth store: signup', () => {
  it("refuses any role but user with 'Only user registration is permitted'", async () => {
    await expect(
      useAuthStore
        .getState()
        .signup({ name: 'Eve', email: 'eve@example.test', password: 'long-enough', role: 'admin' }),
    ).rejects.toThrow(AUTH_ERRORS.onlyUserRole);
    expect(mockDb.calls.some((c) => c.url.endsWith('/signup'))).toBe(false);
  });

  it("throws 'Failed to create user' when no user comes back", async () => {
    vi.spyOn(supabase.auth, 'signUp').mockResolvedValue({
      data: { user: null, session: null },
      error: null,
    });
    await expect(
      useAuthStore
        .getState()
        .signup({ name: 'Eve', email: 'eve@example.test', password: 'long-enough' }),
    ).rejects.toThrow(AUTH_ERRORS.userMissing);
  });
});

describe('profile creation after signup (docs/decisions.md)', () => {
  it('calls create-profile-trigger after 2 s with userId and name', async () => {
    vi.useFakeTimers();
    const done = vi.fn();
    const flow = ensureSignupProfile('user-1', 'Ada', done);
    await vi.advanceTimersByTimeAsync(1999);
    expect(mockDb.calls.some((c) => c.url.endsWith('/create-profile-trigger'))).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await flow;
    const call = mockDb.calls.find((c) => c.url.endsWith('/create-profile-trigger'));
    expect(call?.body).toEqual({ userId: 'user-1', name: 'Ada' });
    expect(
      mockDb.calls.some((c) => c.method === 'POST' && c.url.includes('/rest/v1/profiles')),
    ).toBe(false);
    expect(done).toHaveBeenCalled();
  });

  it('on error waits 2 s more and inserts the profile directly; failures are only logged', async () => {
    vi.useFakeTimers();
    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.post(`${FUNCTIONS_URL}/create-profile-trigger`, () =>
        HttpResponse.json({ error: 'nope' }, { status: 500 }),
      ),
      http.post(`${REST_URL}/profiles`, async ({ request }) => {
        mockDb.calls.push({ method: 'POST', url: request.url, body: await request.json() });
        return HttpResponse.json({ code: '42501', message: 'denied' }, { status: 403 });
      }),
    );
    const flow = ensureSignupProfile('user-2', 'Bob');
    await vi.advanceTimersByTimeAsync(2000);
    expect(mockDb.calls.some((c) => c.url.includes('/rest/v1/profiles'))).toBe(false);
    await vi.advanceTimersByTimeAsync(2000);
    await expect(flow).resolves.toBeUndefined();
    const insert = mockDb.calls.find((c) => c.url.includes('/rest/v1/profiles'));
    expect(insert?.body).toEqual({ id: 'user-2', name: 'Bob', avatar_url: null });
    expect(errorLog).toHaveBeenCalled();
  });
});

describe('auth store: session', () => {
  it('logs out: clears both persisted keys and local state, global sign-out first', async () => {
    mockDb.addUser({ email: 'ada@example.test', password: 'pw' });
    await useAuthStore.getState().login('ada@example.test', 'pw');
    await useAuthStore.getState().logout();
    expect(useAuthStore.getState().user).toBeNull();
    expect(useAuthStore.getState().session).toBeNull();
    expect(window.localStorage.getItem(AUTH_STORE_KEY)).toBeNull();
    expect(window.localStorage.getItem(SUPABASE_AUTH_STORAGE_KEY)).toBeNull();
    const logout = mockDb.calls.find((c) => c.url.includes('/logout'));
    expect(new URL(logout!.url).searchParams.get('scope')).toBe('global');
  });

  it("logs out: removes the in-app form drafts (every user's), keeps public-form drafts", async () => {
    mockDb.addUser({ email: 'ada@example.test', password: 'pw' });
    await useAuthStore.getState().login('ada@example.test', 'pw');
    const userId = useAuthStore.getState().user!.id;
    window.localStorage.setItem(draftKey('hospital-system-in-app', userId), '{"content":"mine"}');
    window.localStorage.setItem(draftKey('generic', 'someone-else'), '{"content":"theirs"}');
    window.localStorage.setItem(draftKey('embed'), '{"content":"public"}');
    await useAuthStore.getState().logout();
    expect(window.localStorage.getItem(draftKey('hospital-system-in-app', userId))).toBeNull();
    expect(window.localStorage.getItem(draftKey('generic', 'someone-else'))).toBeNull();
    expect(window.localStorage.getItem(draftKey('embed'))).toBe('{"content":"public"}');
  });

  it('falls back to a local sign-out when the global one fails', async () => {
    mockDb.addUser({ email: 'ada@example.test', password: 'pw' });
    await useAuthStore.getState().login('ada@example.test', 'pw');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.post(`${AUTH_URL}/logout`, () =>
        HttpResponse.json({ message: 'unavailable' }, { status: 503 }),
      ),
    );
    const signOut = vi.spyOn(supabase.auth, 'signOut');
    await useAuthStore.getState().logout();
    expect(signOut.mock.calls.map((c) => c[0]?.scope)).toEqual(['global', 'local']);
    expect(window.localStorage.getItem(SUPABASE_AUTH_STORAGE_KEY)).toBeNull();
    expect(useAuthStore.getState().user).toBeNull();
  });

  it("refuses profile updates without a session: 'No valid session found'", async () => {
    await expect(useAuthStore.getState().updateProfile({ name: 'X' })).rejects.toThrow(
      SESSION_MESSAGES.noValidSession,
    );
    expect(SESSION_MESSAGES.noValidSession).toBe('No valid session found');
  });

  it('updates name in profiles and password through the auth API', async () => {
    mockDb.addUser({ email: 'ada@example.test', password: 'pw', name: 'Ada' });
    await useAuthStore.getState().login('ada@example.test', 'pw');
    await useAuthStore.getState().updateProfile({ name: 'Ada King', password: 'new-password-1' });
    expect(mockDb.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ name: 'Ada King' });
    expect(mockDb.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      password: 'new-password-1',
    });
    expect(useAuthStore.getState().user?.name).toBe('Ada King');
  });

  it('clears itself when supabase-js signs out without a logout (expired refresh token)', async () => {
    mockDb.addUser({ email: 'ada@example.test', password: 'pw' });
    const stop = useAuthStore.getState().initialize();
    try {
      await vi.waitFor(() => expect(useAuthStore.getState().status).toBe('ready'));
      await useAuthStore.getState().login('ada@example.test', 'pw');
      await vi.waitFor(() => expect(useAuthStore.getState().lastEvent).toBe('SIGNED_IN'));

      // An expired refresh token: supabase-js signs out, and the store clears itself.
      const signedOut = supabase.auth.signOut({ scope: 'local' });
      await signedOut;
      await vi.waitFor(() => expect(useAuthStore.getState().lastEvent).toBe('SIGNED_OUT'));
      expect(useAuthStore.getState().user).toBeNull();
      expect(useAuthStore.getState().session).toBeNull();
      expect(useAuthStore.getState().sessionExpired).toBe(true);
    } finally {
      stop();
    }
  });

  it('reacts to token refresh, password recovery, user updated and the MFA challenge', async () => {
    const mock = mockDb.addUser({ email: 'ada@example.test', password: 'pw', name: 'Ada' });
    let emit: AuthListener | undefined;
    vi.spyOn(supabase.auth, 'onAuthStateChange').mockImplementation((fn) => {
      emit = fn;
      return { data: { subscription: { id: 'test', callback: fn, unsubscribe: () => {} } } };
    });
    const stop = useAuthStore.getState().initialize();
    const session = (token: string): Session => ({
      access_token: token,
      refresh_token: `r-${token}`,
      expires_in: 3600,
      expires_at: 2_000_000_000,
      token_type: 'bearer',
      user: {
        id: mock.id,
        email: mock.email,
        user_metadata: {},
        app_metadata: {},
        aud: 'authenticated',
        created_at: '',
      },
    });
    try {
      emit!('INITIAL_SESSION', null);
      await vi.waitFor(() => expect(useAuthStore.getState().status).toBe('ready'));

      emit!('SIGNED_IN', session('t1'));
      await vi.waitFor(() => expect(useAuthStore.getState().user?.name).toBe('Ada'));

      emit!('TOKEN_REFRESHED', session('t2'));
      await vi.waitFor(() => expect(useAuthStore.getState().session?.accessToken).toBe('t2'));

      // A profile read again and found unchanged keeps the user object, so nothing that reads
      // it draws again; a changed one replaces it.
      const loaded = useAuthStore.getState().user;
      let profileReads = 0;
      const count = ({ request }: { request: Request }) => {
        if (request.url.startsWith(`${REST_URL}/profiles`)) profileReads += 1;
      };
      server.events.on('response:mocked', count);
      emit!('USER_UPDATED', session('t2'));
      await vi.waitFor(() => expect(profileReads).toBe(1));
      await new Promise((r) => setTimeout(r, 20));
      server.events.removeListener('response:mocked', count);
      expect(useAuthStore.getState().user).toBe(loaded);

      mock.name = 'Ada King';
      emit!('USER_UPDATED', session('t2'));
      await vi.waitFor(() => expect(useAuthStore.getState().user?.name).toBe('Ada King'));
      expect(useAuthStore.getState().user).not.toBe(loaded);

      mock.role = 'expert';
      emit!('MFA_CHALLENGE_VERIFIED', session('t3'));
      await vi.waitFor(() => expect(useAuthStore.getState().user?.role).toBe('expert'));
      expect(useAuthStore.getState().session?.accessToken).toBe('t3');

      emit!('PASSWORD_RECOVERY', session('t4'));
      await vi.waitFor(() => expect(useAuthStore.getState().passwordRecovery).toBe(true));

      emit!('SIGNED_OUT', null);
      await vi.waitFor(() => expect(useAuthStore.getState().user).toBeNull());
      expect(useAuthStore.getState().passwordRecovery).toBe(false);
    } finally {
      stop();
    }
  });

  it('drops a user restored from auth-storage when supabase-js has no session (expired refresh)', async () => {
    useAuthStore.setState({
      user: makeUser(),
      session: { accessToken: 'old', refreshToken: 'old', expiresAt: 1, expiresIn: 3600 },
    });
    const stop = useAuthStore.getState().initialize();
    try {
      await vi.waitFor(() => expect(useAuthStore.getState().status).toBe('ready'));
      expect(useAuthStore.getState().user).toBeNull();
      expect(useAuthStore.getState().sessionExpired).toBe(true);
      expect(window.localStorage.getItem(AUTH_STORE_KEY)).toBeNull();
    } finally {
      stop();
    }
  });
});
