/**
 * MSW handlers for the Supabase HTTP APIs the shell calls (auth, PostgREST
 * profiles, functions). A tiny in-memory "backend": tests seed users with
 * mockDb and override single endpoints with server.use().
 */
import { http, HttpResponse } from 'msw';
import { AUTH_URL, FUNCTIONS_URL, REST_URL } from '@/testing/mocks/supabase-urls';

export interface MockUser {
  id: string;
  email: string;
  password: string;
  name: string;
  role: 'user' | 'expert' | 'admin';
  questions_remaining: number;
  is_corporate_user: boolean;
  is_approver: boolean;
  avatar_url: string | null;
  hasProfile: boolean;
  emailConfirmed: boolean;
}

export const mockDb = {
  users: new Map<string, MockUser>(),
  /** Access token -> user id. */
  tokens: new Map<string, string>(),
  calls: [] as Array<{ method: string; url: string; body?: unknown }>,
  reset() {
    this.users.clear();
    this.tokens.clear();
    this.calls = [];
  },
  addUser(partial: Partial<MockUser> & { email: string }): MockUser {
    const user: MockUser = {
      id: crypto.randomUUID(),
      password: 'correct-password',
      name: 'Ada Lovelace',
      role: 'user',
      questions_remaining: 10,
      is_corporate_user: false,
      is_approver: false,
      avatar_url: null,
      hasProfile: true,
      emailConfirmed: true,
      ...partial,
    };
    this.users.set(user.id, user);
    return user;
  },
  byEmail(email: string) {
    return [...this.users.values()].find((u) => u.email === email);
  },
};

function authUserJson(user: MockUser) {
  const now = new Date().toISOString();
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: now,
    phone: '',
    confirmed_at: now,
    last_sign_in_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: { name: user.name, role: 'user' },
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

export function sessionJson(user: MockUser) {
  const accessToken = `access-${user.id}-${crypto.randomUUID()}`;
  mockDb.tokens.set(accessToken, user.id);
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    refresh_token: `refresh-${crypto.randomUUID()}`,
    user: authUserJson(user),
  };
}

function authError(status: number, code: string, message: string) {
  return HttpResponse.json({ code, error_code: code, msg: message, message }, { status });
}

function userFromRequest(request: Request): MockUser | undefined {
  const token = request.headers.get('authorization')?.replace(/^Bearer /i, '') ?? '';
  const id = mockDb.tokens.get(token);
  return id ? mockDb.users.get(id) : undefined;
}

function profileJson(user: MockUser) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    questions_remaining: user.questions_remaining,
    avatar_url: user.avatar_url,
    is_corporate_user: user.is_corporate_user,
    is_approver: user.is_approver,
    corporate_account_id: null,
    corporate_account: null,
  };
}

export const handlers = [
  http.post(`${AUTH_URL}/token`, async ({ request }) => {
    const url = new URL(request.url);
    const body = (await request.json()) as Record<string, string>;
    mockDb.calls.push({ method: 'POST', url: request.url, body });
    if (url.searchParams.get('grant_type') === 'password') {
      const user = mockDb.byEmail(body.email ?? '');
      if (!user || user.password !== body.password) {
        return authError(400, 'invalid_credentials', 'Invalid login credentials');
      }
      if (!user.emailConfirmed) return authError(400, 'email_not_confirmed', 'Email not confirmed');
      return HttpResponse.json(sessionJson(user));
    }
    return authError(
      400,
      'refresh_token_not_found',
      'Invalid Refresh Token: Refresh Token Not Found',
    );
  }),

  http.post(`${AUTH_URL}/signup`, async ({ request }) => {
    const body = (await request.json()) as {
      email: string;
      password: string;
      data?: { name?: string };
    };
    mockDb.calls.push({ method: 'POST', url: request.url, body });
    if (mockDb.byEmail(body.email))
      return authError(422, 'user_already_exists', 'User already registered');
    const user = mockDb.addUser({
      email: body.email,
      password: body.password,
      name: body.data?.name ?? 'New User',
    });
    return HttpResponse.json(sessionJson(user));
  }),

  http.get(`${AUTH_URL}/user`, ({ request }) => {
    const user = userFromRequest(request);
    if (!user) return authError(401, 'bad_jwt', 'invalid JWT');
    return HttpResponse.json(authUserJson(user));
  }),

  http.put(`${AUTH_URL}/user`, async ({ request }) => {
    const user = userFromRequest(request);
    const body = (await request.json()) as { password?: string; data?: { name?: string } };
    mockDb.calls.push({ method: 'PUT', url: request.url, body });
    if (!user) return authError(401, 'bad_jwt', 'invalid JWT');
    if (body.password) user.password = body.password;
    return HttpResponse.json(authUserJson(user));
  }),

  http.post(`${AUTH_URL}/logout`, ({ request }) => {
    mockDb.calls.push({ method: 'POST', url: request.url });
    return new HttpResponse(null, { status: 204 });
  }),

  http.post(`${AUTH_URL}/recover`, async ({ request }) => {
    mockDb.calls.push({ method: 'POST', url: request.url, body: await request.json() });
    return HttpResponse.json({});
  }),

  http.get(`${REST_URL}/profiles`, ({ request }) => {
    const url = new URL(request.url);
    const id = url.searchParams.get('id')?.replace(/^eq\./, '');
    const user = id ? mockDb.users.get(id) : undefined;
    if (!user || !user.hasProfile) {
      return HttpResponse.json(
        {
          code: 'PGRST116',
          details: 'The result contains 0 rows',
          hint: null,
          message: 'JSON object requested, multiple (or no) rows returned',
        },
        { status: 406 },
      );
    }
    return HttpResponse.json(profileJson(user));
  }),

  http.post(`${REST_URL}/profiles`, async ({ request }) => {
    const body = (await request.json()) as { id: string; name?: string };
    mockDb.calls.push({ method: 'POST', url: request.url, body });
    const user = mockDb.users.get(body.id);
    if (user) {
      user.hasProfile = true;
      user.name = body.name ?? 'New User';
    }
    return new HttpResponse(null, { status: 201 });
  }),

  http.patch(`${REST_URL}/profiles`, async ({ request }) => {
    const url = new URL(request.url);
    const id = url.searchParams.get('id')?.replace(/^eq\./, '');
    const body = (await request.json()) as { name?: string };
    mockDb.calls.push({ method: 'PATCH', url: request.url, body });
    const user = id ? mockDb.users.get(id) : undefined;
    if (user && body.name) user.name = body.name;
    return new HttpResponse(null, { status: 204 });
  }),

  http.post(`${FUNCTIONS_URL}/create-profile-trigger`, async ({ request }) => {
    mockDb.calls.push({ method: 'POST', url: request.url, body: await request.json() });
    return HttpResponse.json({ ok: true });
  }),
];
