/**
 * Helpers for the database tests through the real API: clients per role (each with its own
 * source address, so the auth rate limit is per client), fixtures made with the superuser, and
 * a counter of checked matrix cells.
 */
import type { PostgrestError } from '@supabase/supabase-js';
import { expect } from 'vitest';
import {
  DEMO,
  env,
  newSession,
  sql,
  testClient,
  uniqueEmail,
  type JsonObject,
  type TestClient,
} from '../helpers.ts';
import { createCorporateAccount, createUser } from '../../support/accounts.ts';

export { DEMO, sql };

/** The shared client (../helpers.ts): SQL nulls go through `sqlArgs`, malformed input through `malformed`. */
export const apiClient = (key: 'anon' | 'service' = 'anon'): TestClient => testClient(key);

/** A new client signed in as the user (a new session each call). */
export async function signIn(email: string, password?: string): Promise<TestClient> {
  return (await newSession(email, password)).client;
}

/** The six callers the permission tests compare: the visitor, a user, a partner's coder, and staff. */
export type Actor = 'anon' | 'user' | 'corporate' | 'expert' | 'approver' | 'admin';

/** One client per actor: anonymous, and the demo accounts signed in (a new session each). */
export async function signInActors(): Promise<Record<Actor, TestClient>> {
  return {
    anon: apiClient(),
    user: await signIn(DEMO.user),
    corporate: await signIn(DEMO.summitCoder),
    expert: await signIn(DEMO.expert),
    approver: await signIn(DEMO.approver),
    admin: await signIn(DEMO.admin),
  };
}

/** A confirmed new user (profile made by the trigger), optionally promoted by the superuser. */
export async function freshUser(
  tag: string,
  profile: { role?: 'user' | 'expert' | 'admin'; is_approver?: boolean } = {},
): Promise<{ client: TestClient; id: string; email: string }> {
  const { id, email } = await createUser({
    name: `DB ${tag}`,
    email: uniqueEmail(`db-${tag}`),
    profile:
      profile.role || profile.is_approver
        ? { role: profile.role ?? 'user', isApprover: profile.is_approver ?? false }
        : undefined,
  });
  return { client: await signIn(email), id, email };
}

/** A fresh active corporate account with the given experts assigned. */
export async function freshAccount(
  tag: string,
  experts: string[],
  remaining = 20,
): Promise<{ id: string; name: string; slug: string }> {
  return createCorporateAccount({
    tag: `db-${tag}`,
    questionsRemaining: remaining,
    logoUrl: '/logos/summit-health.svg',
    experts,
  });
}

export function questionPayload(extra: JsonObject = {}): JsonObject {
  return {
    title: `DB test question ${Math.random().toString(36).slice(2, 8)}`,
    content: 'Is modifier 59 appropriate for this distinct procedural service?',
    status: 'unassigned',
    userId: null,
    userName: null,
    userEmail: null,
    expertId: null,
    firstName: 'Dana',
    lastName: 'Tester',
    email: 'dana.tester@example.test',
    phoneNumber: null,
    userTitle: null,
    entityInstitution: null,
    zipCode: '12345',
    dateOfService: '2025-01-01',
    locationOfServiceName: 'Main Campus',
    locationOfServiceZip: '12345',
    codingQuestionType: 'Hospital - Outpatient',
    posIndicator: null,
    submitterName: 'Dana Tester',
    submitterEmail: 'dana.tester@example.test',
    corporateAccountId: null,
    ...extra,
  };
}

/**
 * A partner question in the unassigned state: submit_question auto-assigns partner questions to the
 * account's expert, so the fixture resets it as an admin's unassign would.
 */
export async function submitUnassigned(
  client: TestClient,
  extra: JsonObject = {},
): Promise<string> {
  const id = await submit(client, extra);
  await sql(`update public.questions set status = 'unassigned', expert_id = null where id = $1`, [
    id,
  ]);
  return id;
}

/** Submits through the RPC and returns the new id (throws on error). */
export async function submit(client: TestClient, extra: JsonObject = {}): Promise<string> {
  const { data, error } = await client.rpc('submit_question', { payload: questionPayload(extra) });
  if (error) throw new Error(`submit_question failed: ${error.message}`);
  return data;
}

/** Counts checked cells of the permission matrix. */
export class Cells {
  count = 0;
  private seen = new Set<string>();

  /** Marks one cell (actor x operation) as checked; the same cell twice is a test bug. */
  mark(actor: string, operation: string): void {
    const key = `${actor} :: ${operation}`;
    if (this.seen.has(key)) throw new Error(`cell checked twice: ${key}`);
    this.seen.add(key);
    this.count++;
  }

  list(): string[] {
    return [...this.seen];
  }
}

interface Result<T> {
  data: T | null;
  error: PostgrestError | null;
}

/** Allowed: no error, and when rows are returned, how many (n, or at least one). */
export function ok<R extends Result<unknown>>(
  res: R,
  rows?: number | 'some',
): NonNullable<R['data']> {
  expect(res.error, res.error ? `${res.error.code}: ${res.error.message}` : '').toBeNull();
  if (rows !== undefined) {
    const n = Array.isArray(res.data) ? res.data.length : res.data == null ? 0 : 1;
    if (rows === 'some') expect(n).toBeGreaterThan(0);
    else expect(n).toBe(rows);
  }
  // Boundary: with no error PostgREST gave the data (null only from a function returning void).
  return res.data as NonNullable<R['data']>;
}

/** Refused by RLS filtering: no error, no rows. */
export function none<T>(res: Result<T>): void {
  expect(res.error, res.error ? `${res.error.code}: ${res.error.message}` : '').toBeNull();
  expect(Array.isArray(res.data) ? res.data : res.data == null ? [] : [res.data]).toEqual([]);
}

/** Refused with an error code (and message, when given). */
export function denied<T>(res: Result<T>, code = '42501', message?: string | RegExp): void {
  expect(res.error, `expected error ${code}, got data ${JSON.stringify(res.data)}`).not.toBeNull();
  expect(res.error!.code).toBe(code);
  if (message instanceof RegExp) expect(res.error!.message).toMatch(message);
  else if (message) expect(res.error!.message).toBe(message);
}

export { env };

/**
 * Waits, when needed, until the current fixed rate-limit window (rate_limit_take: windows start at
 * multiples of `windowSeconds` since the epoch, on this machine's clock) has at least `margin`
 * seconds left, so a test that fills a limit does not straddle two windows.
 */
async function clearOfWindowEdge(windowSeconds: number, margin = 10): Promise<void> {
  const left = windowSeconds - ((Date.now() / 1000) % windowSeconds);
  if (left < margin) await new Promise((r) => setTimeout(r, (left + 0.5) * 1000));
}

/** clearOfWindowEdge for the window an app_settings row gives (e.g. 'limit.submissions_window_seconds'). */
export async function clearOfSettingWindow(key: string, margin = 10): Promise<void> {
  const [row] = await sql<{ s: number }>(
    'select value::int as s from public.app_settings where key = $1',
    [key],
  );
  if (!row) throw new Error(`no app_settings row ${key}`);
  await clearOfWindowEdge(row.s, margin);
}
