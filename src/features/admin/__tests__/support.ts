import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { ManagedUser } from '@/features/admin/api/types';
import { addSignedInUser } from '@/testing/auth-helpers';
import { mockDb } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { REST_URL } from '@/testing/mocks/supabase-urls';
import { resetAuthStore } from '@/testing/test-utils';

export type Call = { name: string; body: Record<string, unknown> };

export const pgError = (status: number, code: string, message: string) =>
  HttpResponse.json({ code, message, details: null, hint: null }, { status });

/**
 * Signs in a mock admin and answers the RPCs with `answers[name](body)` (a value or a Response);
 * every call is recorded. RPCs not listed answer [].
 */
export function adminBackend(
  answers: Record<string, (body: Record<string, JsonBodyType>) => JsonBodyType | Response>,
) {
  mockDb.reset();
  resetAuthStore();
  addSignedInUser({ email: 'admin@example.test', role: 'admin', name: 'Root Admin' });
  const calls: Call[] = [];
  server.use(
    http.post(`${REST_URL}/rpc/:name`, async ({ request, params }) => {
      const body = (await request.json().catch(() => ({}))) as Record<string, JsonBodyType>;
      const name = String(params.name);
      calls.push({ name, body });
      const answer = answers[name]?.(body) ?? [];
      return answer instanceof Response ? answer : HttpResponse.json(answer);
    }),
  );
  return calls;
}

export function expertRow(partial: Record<string, unknown> = {}) {
  return {
    id: 'e1',
    name: 'Eve Expert',
    email: 'eve@example.test',
    is_approver: false,
    created_at: '2026-01-01T00:00:00Z',
    account_ids: ['a1'],
    account_names: ['Summit Health System'],
    open_questions: 4,
    pending: 2,
    needs_information: 1,
    awaiting_approval: 1,
    answered_30d: 11,
    median_first_answer_hours: 5.25,
    ...partial,
  };
}

export function accountRow(partial: Record<string, unknown> = {}) {
  return {
    id: 'a1',
    name: 'Summit Health System',
    slug: 'summit-health',
    is_active: true,
    primary_email: null,
    allowed_email_domains: [],
    contract_start_date: null,
    contract_end_date: null,
    contract_days_left: null,
    logo_url: null,
    questions_remaining: 50,
    quota_allowance: 100,
    expert_ids: ['e1'],
    expert_names: ['Eve Expert'],
    questions_this_month: 2,
    warnings: [],
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    ...partial,
  };
}

/** A user as User Management lists them: Ada, a user with 3 questions left, in no account. */
export function managedUser(partial: Partial<ManagedUser> = {}): ManagedUser {
  return {
    id: 'u1',
    name: 'Ada User',
    email: 'ada@example.test',
    role: 'user',
    questionsRemaining: 3,
    avatarUrl: null,
    isCorporateUser: false,
    isApprover: false,
    corporateAccount: null,
    ...partial,
  };
}

/**
 * Answers User Management's list (GET /profiles ordered by created_at) from `list()`, in the order
 * given, with PostgREST's search (`or` of name/email ilike), offset/limit and exact count; every
 * such request is recorded. The profile loader's own GET /profiles falls through to the defaults.
 */
export function serveUsers(list: () => ManagedUser[]): URL[] {
  const requests: URL[] = [];
  server.use(
    http.get(`${REST_URL}/profiles`, ({ request }) => {
      const url = new URL(request.url);
      if (!url.searchParams.get('order')?.startsWith('created_at')) return undefined;
      requests.push(url);
      const term = /ilike\."\*(.*?)\*"/.exec(url.searchParams.get('or') ?? '')?.[1] ?? '';
      const matches = list().filter(
        (u) =>
          !term ||
          u.name.toLowerCase().includes(term.toLowerCase()) ||
          (u.email ?? '').toLowerCase().includes(term.toLowerCase()),
      );
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? matches.length);
      const rows = matches.slice(offset, offset + limit).map((u) => ({
        id: u.id,
        name: u.name,
        email: u.email,
        role: u.role,
        questions_remaining: u.questionsRemaining,
        avatar_url: u.avatarUrl,
        is_corporate_user: u.isCorporateUser,
        is_approver: u.isApprover,
        created_at: u.createdAt ?? '2026-01-01T00:00:00Z',
        corporate_account: u.corporateAccount ?? null,
      }));
      const last = rows.length ? `${offset}-${offset + rows.length - 1}` : '*';
      return HttpResponse.json(rows, {
        headers: { 'Content-Range': `${last}/${matches.length}` },
      });
    }),
  );
  return requests;
}
