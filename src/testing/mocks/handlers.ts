/**
 * MSW handlers for the Supabase HTTP APIs the app calls (auth, PostgREST, RPCs, functions). A tiny
 * in-memory "backend": tests seed users with mockDb and override single endpoints with
 * server.use(). Every request a page makes on its own has a handler here: unit tests run with
 * onUnhandledRequest 'error' (src/testing/setup-tests.ts), so a request nobody mocked fails.
 */
import { http, HttpResponse } from 'msw';
import { QUESTION_STATUSES } from '@/lib/question-status';
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

/**
 * The four partner accounts (docs/decisions.md, "Names used everywhere") with the forms the seed
 * gives them (supabase/seed.sql), as the public lookups return them.
 */
const MOCK_ACCOUNTS = (
  [
    ['1', 'Summit Health System', 'summit-health', 'date', ['standalone', 'in_app']],
    [
      '2',
      'Meridian Medical Devices',
      'meridian-medical',
      'year',
      ['standalone', 'in_app', 'embed', 'visual_test'],
    ],
    ['3', 'Lakeside University Health', 'lakeside-university-health', 'counter', ['standalone']],
    ['4', 'Harbor Hospital Network', 'harbor-hospital-network', 'counter', ['standalone']],
  ] as const
).map(([n, name, slug, style, variants]) => ({
  id: `c0000000-0000-4000-8000-00000000000${n}`,
  name,
  slug,
  logo_url: `/logos/${slug}.svg`,
  questions_remaining: 100,
  form_style: style,
  form_variants: [...variants],
}));

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

/** The in-app user shape the admin functions return (get-all-users-email). */
function managedUserJson(user: MockUser) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    questionsRemaining: user.is_corporate_user ? -1 : user.questions_remaining,
    avatarUrl: user.avatar_url,
    isCorporateUser: user.is_corporate_user,
    isApprover: user.is_approver,
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

  // Expert workspace: an expert with nothing assigned (tests of the pages override these).
  http.post(`${REST_URL}/rpc/expert_dashboard_counts`, ({ request }) => {
    const user = userFromRequest(request);
    return HttpResponse.json({
      assigned: 0,
      pending: 0,
      needs_revision: 0,
      awaiting_approval: 0,
      needs_information: 0,
      approved: 0,
      unassigned_in_my_accounts: 0,
      approval_queue: user?.role === 'expert' && user.is_approver ? 0 : null,
    });
  }),
  http.post(`${REST_URL}/rpc/expert_queue`, () => HttpResponse.json([])),
  http.post(`${REST_URL}/rpc/expert_count_questions`, () => HttpResponse.json(0)),
  http.post(`${REST_URL}/rpc/search_questions`, () => HttpResponse.json([])),
  http.post(`${REST_URL}/rpc/similar_questions`, () => HttpResponse.json([])),
  http.post(`${REST_URL}/rpc/question_info_thread`, () => HttpResponse.json([])),
  http.post(`${REST_URL}/rpc/question_emails`, () => HttpResponse.json([])),
  http.post(`${REST_URL}/rpc/kb_article_of_question`, () => HttpResponse.json([])),
  http.post(`${REST_URL}/rpc/kb_suggest_articles`, () => HttpResponse.json([])),
  http.post(`${REST_URL}/rpc/kb_open_form_session`, () =>
    HttpResponse.json('00000000-0000-4000-8000-00000000f0f0'),
  ),
  http.post(`${REST_URL}/rpc/kb_metrics`, () =>
    HttpResponse.json([
      {
        articles_published: 0,
        articles_live: 0,
        article_views: 0,
        suggested_views: 0,
        deflected_drafts: 0,
      },
    ]),
  ),
  http.get(`${REST_URL}/answers`, () => HttpResponse.json([])),

  // Admin: every mock user, as get-all-users-email lists them.
  http.post(`${FUNCTIONS_URL}/get-all-users-email`, ({ request }) => {
    const caller = userFromRequest(request);
    if (!caller) return HttpResponse.json({ error: 'No valid session found' }, { status: 401 });
    if (caller.role !== 'admin')
      return HttpResponse.json({ error: 'Only admins can list users' }, { status: 403 });
    return HttpResponse.json({ data: { users: [...mockDb.users.values()].map(managedUserJson) } });
  }),

  // verify-turnstile's status for admins (Settings): no secret configured, as in the local stack.
  http.post(`${FUNCTIONS_URL}/verify-turnstile`, async ({ request }) => {
    const body = (await request.json().catch(() => ({}))) as { status?: unknown };
    if (body.status !== true)
      return HttpResponse.json(
        { error: 'The human check failed. Please try it again.' },
        { status: 403 },
      );
    const caller = userFromRequest(request);
    if (!caller) return HttpResponse.json({ error: 'No valid session found' }, { status: 401 });
    if (caller.role !== 'admin')
      return HttpResponse.json({ error: 'Only admins can view settings' }, { status: 403 });
    return HttpResponse.json({ data: { secretConfigured: false } });
  }),

  // Admin console: an empty service (tests of the pages override these).
  // every status of the enum, in its order, as admin_status_counts returns them
  http.post(`${REST_URL}/rpc/admin_status_counts`, () =>
    HttpResponse.json(
      QUESTION_STATUSES.map((status) => ({
        status,
        count: 0,
      })),
    ),
  ),
  http.post(`${REST_URL}/rpc/admin_overdue_questions`, () => HttpResponse.json([])),
  http.post(`${REST_URL}/rpc/admin_list_corporate_accounts`, () => HttpResponse.json([])),
  http.post(`${REST_URL}/rpc/admin_list_experts`, () => HttpResponse.json([])),
  http.post(`${REST_URL}/rpc/admin_account_flags`, () => HttpResponse.json([])),
  http.post(`${REST_URL}/rpc/admin_partner_forms`, () => HttpResponse.json([])),
  http.post(`${REST_URL}/rpc/admin_email_deliveries`, () => HttpResponse.json([])),
  http.post(`${REST_URL}/rpc/admin_email_delivery_counts`, () =>
    HttpResponse.json([{ failed: 0, retrying: 0 }]),
  ),
  http.post(`${REST_URL}/rpc/admin_list_events`, () => HttpResponse.json([])),
  http.post(`${REST_URL}/rpc/admin_held_submissions`, () => HttpResponse.json([])),
  http.post(`${REST_URL}/rpc/admin_held_counts`, () =>
    HttpResponse.json([{ held: 0, honeypot_30d: 0, held_dropped_30d: 0, retention_days: 14 }]),
  ),
  http.post(`${REST_URL}/rpc/admin_account_address_limits`, () => HttpResponse.json([])),
  http.post(`${REST_URL}/rpc/admin_unapprovable_answers`, () => HttpResponse.json([])),
  http.post(`${REST_URL}/rpc/admin_reassign_candidates`, () => HttpResponse.json([])),

  // Partner forms: the account by slug.
  http.post(`${REST_URL}/rpc/get_partner_form_account`, async ({ request }) => {
    const { p_slug: slug } = (await request.json()) as { p_slug?: string };
    return HttpResponse.json(
      MOCK_ACCOUNTS.filter((a) => a.slug === slug).map((a) => ({
        ...a,
        display_name: a.name,
        accepting_questions: true,
        kb_suggestions: false,
        demo_gated: a.form_style === 'counter',
        form_test_data: a.form_style !== 'counter',
        accent_color: null,
        intro_text: null,
        site_url: null,
      })),
    );
  }),
  // The public account lookup by name or slug.
  http.post(`${REST_URL}/rpc/get_public_corporate_account`, async ({ request }) => {
    const { p_name_or_slug: key } = (await request.json()) as { p_name_or_slug?: string };
    return HttpResponse.json(
      MOCK_ACCOUNTS.filter((a) => a.slug === key || a.name === key).map(
        ({ id, name, slug, logo_url, questions_remaining }) => ({
          id,
          name,
          slug,
          logo_url,
          questions_remaining,
        }),
      ),
    );
  }),
];
