/** Shared helpers for integration tests: clients for each demo role, MailDev and database access. */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import net from 'node:net';
import pg from 'pg';
import { Agent, fetch as undiciFetch } from 'undici';
import type { Database } from '../../src/types/database.ts';

export const DEMO_PASSWORD = 'ClaimDesk-demo-2026';
export const DEMO = {
  admin: 'admin@claimdesk.test',
  approver: 'approver@claimdesk.test',
  expert: 'expert@claimdesk.test',
  user: 'user@claimdesk.test',
  summitCoder: 'coder@summit-health.test',
  meridianCoder: 'coder@meridian-medical.test',
  lakesideCoder: 'coder@lakeside-university-health.test',
  harborCoder: 'coder@harbor-hospital-network.test',
} as const;

export function env(name: string): string {
  const v = process.env[name];
  if (!v)
    throw new Error(
      `${name} is not set: run integration tests through vitest's integration project`,
    );
  return v;
}

/** Node 20 has no global WebSocket and supabase-js builds its realtime client eagerly; tests never use it. */
class NoRealtime {
  constructor() {
    throw new Error('realtime is not used by the integration tests');
  }
}

/** supabase-js options for tests: no persisted session, no refresh timer, no realtime socket. */
export const TEST_CLIENT_OPTIONS = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: { transport: NoRealtime as unknown as typeof WebSocket },
};

/**
 * A random loopback address other than 127.0.0.1 (Linux routes all of 127.0.0.0/8 to `lo`). A
 * client bound to it (`fetchFrom`) is a distinct caller as the gateway sees it, so it has its
 * own rate-limit budget without any client-supplied header.
 */
export function randomIp(): string {
  const b = () => Math.floor(Math.random() * 250) + 1;
  return `127.${b()}.${b()}.${b()}`;
}

const agents = new Map<string, Agent>();

/** `fetch` whose connections leave from the given loopback source address. */
export function fetchFrom(address: string): typeof fetch {
  let agent = agents.get(address);
  if (!agent) {
    agent = new Agent({
      connect: (opts, callback) => {
        const socket = net.connect({
          host: opts.hostname,
          port: Number(opts.port),
          localAddress: address,
        });
        socket.once('connect', () => callback(null, socket));
        socket.once('error', (err) => callback(err, null));
        return socket;
      },
    });
    agents.set(address, agent);
  }
  const dispatcher = agent;
  return ((input: RequestInfo | URL, init?: RequestInit) =>
    undiciFetch(
      input as Parameters<typeof undiciFetch>[0],
      { ...init, dispatcher } as Parameters<typeof undiciFetch>[1],
    )) as unknown as typeof fetch;
}

/** A client with the anon or service key; `ip` is the loopback address its requests come from. */
export function testClient(
  key: 'anon' | 'service' = 'anon',
  ip?: string,
): SupabaseClient<Database> {
  return createClient<Database>(
    env('SUPABASE_URL'),
    env(key === 'anon' ? 'SUPABASE_ANON_KEY' : 'SUPABASE_SERVICE_ROLE_KEY'),
    {
      ...TEST_CLIENT_OPTIONS,
      ...(ip ? { global: { fetch: fetchFrom(ip) } } : {}),
    },
  );
}

/** Each client gets its own source address, so no suite uses up another's rate-limit budget. */
export const anonClient = (): SupabaseClient<Database> => testClient('anon', randomIp());
export const serviceClient = (): SupabaseClient<Database> => testClient('service', randomIp());

const sessions = new Map<string, SupabaseClient<Database>>();

/** A client signed in as the given user, cached per email (one sign-in per user and test file). */
export async function signedIn(
  email: string,
  password = DEMO_PASSWORD,
): Promise<SupabaseClient<Database>> {
  const cached = sessions.get(email);
  if (cached) return cached;
  const client = anonClient();
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`sign-in as ${email} failed: ${error.message}`);
  sessions.set(email, client);
  return client;
}

export function uniqueEmail(tag = 'user'): string {
  return `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.test`;
}

/** Creates a confirmed user through the admin API and returns a signed-in client and its id. */
export async function newUser(
  name = 'Test User',
  tag = 'user',
): Promise<{ client: SupabaseClient<Database>; id: string; email: string }> {
  const email = uniqueEmail(tag);
  const admin = serviceClient();
  const { data, error } = await admin.auth.admin.createUser({
    email,
    password: DEMO_PASSWORD,
    email_confirm: true,
    user_metadata: { name },
  });
  if (error || !data.user) throw new Error(`createUser failed: ${error?.message}`);
  const client = await signedIn(email);
  return { client, id: data.user.id, email };
}

export interface CapturedMail {
  id: string;
  subject: string;
  from: { address: string; name?: string }[];
  to: { address: string; name?: string }[];
  text?: string;
  html?: string;
  date: string;
}

export async function listMail(): Promise<CapturedMail[]> {
  const res = await fetch(`${env('MAIL_API_URL')}/email`);
  if (!res.ok) throw new Error(`MailDev answered ${res.status}`);
  return (await res.json()) as CapturedMail[];
}

/** Waits for a message to the given address (and matching the predicate) to reach MailDev. */
export async function waitForMail(
  to: string,
  match: (m: CapturedMail) => boolean = () => true,
  timeoutMs = 10_000,
): Promise<CapturedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await listMail()).filter(
      (m) => m.to.some((t) => t.address.toLowerCase() === to.toLowerCase()) && match(m),
    );
    if (found.length) return found[found.length - 1]!;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

export async function setMailRunning(running: boolean): Promise<void> {
  const res = await fetch(`${env('MAIL_CONTROL_URL')}/mail/${running ? 'start' : 'stop'}`, {
    method: 'POST',
  });
  if (!res.ok) throw new Error(`mail control failed: ${res.status}`);
}

/** Runs SQL as the superuser (for arranging data and asserting what was stored). */
export async function sql<T extends pg.QueryResultRow = pg.QueryResultRow>(
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: env('DB_URL') });
  await client.connect();
  try {
    return (await client.query<T>(text, params)).rows;
  } finally {
    await client.end();
  }
}
