/**
 * Helpers of the integration suite: supabase-js clients for each caller (each from its own
 * loopback address), signed in or not. Demo logins, account factories, SQL and MailDev come from
 * tests/support/, which the e2e suite shares.
 */
import { createClient, type Session, type SupabaseClient } from '@supabase/supabase-js';
import net from 'node:net';
import { Agent, fetch as undiciFetch } from 'undici';
import type { Database } from '../../src/types/database.ts';
import { createUser, DEMO_PASSWORD, uniqueEmail } from '../support/accounts.ts';
import { env } from '../support/env.ts';

export { DEMO, DEMO_PASSWORD, uniqueEmail } from '../support/accounts.ts';
export { sql } from '../support/db.ts';
export { env } from '../support/env.ts';
export { listMail, setMailRunning, waitForMail, type CapturedMail } from '../support/mail.ts';

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

/**
 * The one supabase-js client of the node-side tests: the anon or service key, requests from `ip`
 * (by default an address of its own, so no suite uses up another's rate-limit budget).
 */
export function testClient(
  key: 'anon' | 'service' = 'anon',
  ip = randomIp(),
): SupabaseClient<Database> {
  return createClient<Database>(
    env('SUPABASE_URL'),
    env(key === 'anon' ? 'SUPABASE_ANON_KEY' : 'SUPABASE_SERVICE_ROLE_KEY'),
    { ...TEST_CLIENT_OPTIONS, global: { fetch: fetchFrom(ip) } },
  );
}

export const anonClient = (): SupabaseClient<Database> => testClient('anon');
export const serviceClient = (): SupabaseClient<Database> => testClient('service');

/**
 * The one password sign-in of the node-side tests: a new client (from `ip`) and a new session on
 * every call. `signedIn` reuses one per user; tests/support/sign-in.ts' `accessToken` is the
 * same grant without supabase-js, for the e2e suite.
 */
export async function newSession(
  email: string,
  password = DEMO_PASSWORD,
  ip = randomIp(),
): Promise<{ client: SupabaseClient<Database>; session: Session }> {
  const client = testClient('anon', ip);
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error || !data.session)
    throw new Error(`sign-in as ${email} failed: ${error?.message ?? 'no session'}`);
  return { client, session: data.session };
}

const sessions = new Map<string, SupabaseClient<Database>>();

/** A client signed in as the given user, cached per email (one sign-in per user and test file). */
export async function signedIn(
  email: string,
  password = DEMO_PASSWORD,
): Promise<SupabaseClient<Database>> {
  const cached = sessions.get(email);
  if (cached) return cached;
  const { client } = await newSession(email, password);
  sessions.set(email, client);
  return client;
}

/** Creates a confirmed user through the admin API and returns a signed-in client and its id. */
export async function newUser(
  name = 'Test User',
  tag = 'user',
): Promise<{ client: SupabaseClient<Database>; id: string; email: string }> {
  const { id, email } = await createUser({ name, email: uniqueEmail(tag) });
  const client = await signedIn(email);
  return { client, id, email };
}
