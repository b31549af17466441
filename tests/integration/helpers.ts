/**
 * Helpers of the integration suite, and its one supabase-js client: `TestClient`
 * (`SupabaseClient<Database>`, typed from src/types/database.ts) for the visitor (`anonClient`),
 * a signed-in user (`signedIn`, `newSession`, `newUser`) and the service role (`serviceClient`),
 * each from its own loopback address. Demo logins, account factories, SQL and MailDev come from
 * tests/support/, which the e2e suite shares.
 */
import { createClient, type Session, type SupabaseClient } from '@supabase/supabase-js';
import net from 'node:net';
import { Agent, fetch as undiciFetch } from 'undici';
import type {
  Database,
  Functions,
  Json,
  Tables,
  TablesInsert,
  TablesUpdate,
} from '../../src/types/database.ts';
import { createUser, DEMO_PASSWORD, uniqueEmail } from '../support/accounts.ts';
import { env } from '../support/env.ts';

export { DEMO, DEMO_PASSWORD, uniqueEmail } from '../support/accounts.ts';
export { oneRow, sql } from '../support/db.ts';
export { env } from '../support/env.ts';
export { json } from '../support/json.ts';
export { listMail, setMailRunning, waitForMail, type CapturedMail } from '../support/mail.ts';

export type { Database, Json, Tables, TablesInsert, TablesUpdate };
/** One row of an RPC that `returns table (...)`, with the columns named nullable. */
export type { RpcRow } from '../../src/types/rpc.ts';

/** The one client type of the node-side tests: supabase-js typed with the generated schema. */
export type TestClient = SupabaseClient<Database>;

type Fns = Database['public']['Functions'];

/** The name of a function the API exposes. */
export type FnName = keyof Fns;

/**
 * An RPC's arguments as PostgREST takes them: any argument may be SQL null. The generated Args
 * (like `supabase gen types`) leave null out; src/types/rpc.ts has the same type for the app.
 */
export type RpcArgs<F extends keyof Fns> = {
  [K in keyof Fns[F]['Args']]: Fns[F]['Args'][K] | null;
};

/** `client.rpc(fn, sqlArgs<fn>({ ... }))`: arguments that may be SQL null, checked by name and type. */
export function sqlArgs<F extends keyof Fns>(args: RpcArgs<F>): Functions<F>['Args'] {
  // TypeScript takes a generic RpcArgs<F> for Args<F> (it does not expand either), so no cast.
  return args;
}

/** A JSON object as a `json`/`jsonb` argument takes it (submit_question's payload, a form). */
export type JsonObject = { [key: string]: Json | undefined };

/** A field of a JSON value (a json RPC result, a response body), or undefined when it is no object. */
export function fieldOf(v: unknown, key: string): unknown {
  return v !== null && typeof v === 'object' ? Reflect.get(v, key) : undefined;
}

/** A text field of a JSON value (a json RPC's answer): throws when it is missing or no string. */
export function textField(v: unknown, key: string): string {
  const value = fieldOf(v, key);
  if (typeof value !== 'string') throw new Error(`no text ${key} in ${JSON.stringify(v)}`);
  return value;
}

/** The data of a call that must succeed and return something: throws with the error otherwise. */
export function must<R extends { data: unknown; error: { message: string } | null }>(
  res: R,
): NonNullable<R['data']> {
  const data: R['data'] = res.data;
  if (res.error) throw new Error(`expected success, got: ${res.error.message}`);
  if (data === null || data === undefined) throw new Error('expected data, got null');
  return data;
}

/**
 * Arguments or values the generated types refuse, sent on purpose (wrong types, unknown columns,
 * missing arguments) to see the database refuse them. The one place such a value is made.
 */
export function malformed<T>(value: unknown): T {
  // Boundary: deliberately malformed input, to test a refusal.
  return value as T;
}

/**
 * Calls an RPC named at run time: a permission matrix's table of cases, or a function the API must
 * not expose (so the generated types do not have it). The result is untyped.
 */
export function callRpc(client: TestClient, fn: string, args: object = {}) {
  // Boundary: a name and arguments chosen at run time, or absent from the schema on purpose.
  return client.rpc(fn as never, args as never);
}

/** A table the API must not expose (absent from the generated types on purpose), to see it refused. */
export function fromHidden(client: TestClient, table: string) {
  // Boundary: the name is absent from the schema on purpose.
  return client.from(table as never);
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
  // Boundary: a stand-in constructor where supabase-js wants the WebSocket class (never called).
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
  // Boundary: undici's fetch and Node's global fetch take and give the same objects at run time
  // but are declared by two packages (undici's own Request/Response types).
  return ((input: RequestInfo | URL, init?: RequestInit) =>
    undiciFetch(
      input as Parameters<typeof undiciFetch>[0],
      { ...init, dispatcher } as Parameters<typeof undiciFetch>[1],
    )) as unknown as typeof fetch;
}

export interface TestClientOptions {
  /** Another auth/API base than the stack's gateway (a test's own auth service). */
  url?: string;
  /** Another key than the anon/service one `key` names. */
  apiKey?: string;
  /** Sends this access token instead of signing in (the client's own session stays empty). */
  accessToken?: string;
  flowType?: 'implicit' | 'pkce';
}

/**
 * The one supabase-js client of the node-side tests: the anon or service key, requests from `ip`
 * (by default an address of its own, so no suite uses up another's rate-limit budget).
 */
export function testClient(
  key: 'anon' | 'service' = 'anon',
  ip = randomIp(),
  opts: TestClientOptions = {},
): TestClient {
  return createClient<Database>(
    opts.url ?? env('SUPABASE_URL'),
    opts.apiKey ?? env(key === 'anon' ? 'SUPABASE_ANON_KEY' : 'SUPABASE_SERVICE_ROLE_KEY'),
    {
      ...TEST_CLIENT_OPTIONS,
      auth: { ...TEST_CLIENT_OPTIONS.auth, flowType: opts.flowType ?? 'implicit' },
      global: {
        fetch: fetchFrom(ip),
        ...(opts.accessToken ? { headers: { Authorization: `Bearer ${opts.accessToken}` } } : {}),
      },
    },
  );
}

export const anonClient = (): TestClient => testClient('anon');
export const serviceClient = (): TestClient => testClient('service');

/**
 * The one password sign-in of the node-side tests: a new client (from `ip`) and a new session on
 * every call. `signedIn` reuses one per user; tests/support/sign-in.ts' `accessToken` is the
 * same grant without supabase-js, for the e2e suite.
 */
export async function newSession(
  email: string,
  password = DEMO_PASSWORD,
  ip = randomIp(),
): Promise<{ client: TestClient; session: Session }> {
  const client = testClient('anon', ip);
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error || !data.session)
    throw new Error(`sign-in as ${email} failed: ${error?.message ?? 'no session'}`);
  return { client, session: data.session };
}

const sessions = new Map<string, TestClient>();

/** A client signed in as the given user, cached per email (one sign-in per user and test file). */
export async function signedIn(email: string, password = DEMO_PASSWORD): Promise<TestClient> {
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
): Promise<{ client: TestClient; id: string; email: string }> {
  const { id, email } = await createUser({ name, email: uniqueEmail(tag) });
  const client = await signedIn(email);
  return { client, id, email };
}
