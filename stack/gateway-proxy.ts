/**
 * What the gateway does to a request on its way upstream (stack/README.md, "Request limits" and
 * "Client addresses"): the body limit, and the client address headers, which only the gateway sets.
 */
import type http from 'node:http';
import { GATEWAY_SECRET_HEADER } from './auth/http.ts';

export type UpstreamKind = 'rest' | 'auth' | 'functions';

const MiB = 1024 * 1024;

/**
 * Request bodies the gateway passes on. Hosted Supabase documents no body limit for REST, auth or
 * Edge Functions; 1 MiB is far above any body the app sends to REST and auth (and the auth
 * service reads at most 1 MB anyway), functions get 10 MiB.
 */
export const BODY_LIMITS: Record<UpstreamKind, number> = {
  rest: MiB,
  auth: MiB,
  functions: 10 * MiB,
};

/** Client-supplied address headers: never passed on as sent. */
const ADDRESS_HEADERS = [
  'x-forwarded-for',
  'x-real-ip',
  'forwarded',
  'cf-connecting-ip',
  'true-client-ip',
  'x-client-ip',
  GATEWAY_SECRET_HEADER,
];

/**
 * Replaces whatever address headers the client sent by the peer address the gateway saw (no
 * chain: rate limits key on this address). The secret goes to auth and functions only, which
 * trust the forwarded address only with it; PostgREST is reachable only through the gateway.
 */
export function setClientAddress(
  headers: http.OutgoingHttpHeaders,
  client: string,
  kind: UpstreamKind,
  secret: string,
): void {
  for (const name of ADDRESS_HEADERS) delete headers[name];
  headers['x-forwarded-for'] = client;
  headers['x-real-ip'] = client;
  // As Cloudflare does on hosted Supabase (submit_question and the other limits in SQL read it).
  headers['cf-connecting-ip'] = client;
  if (kind !== 'rest') headers[GATEWAY_SECRET_HEADER] = secret;
}

/** How long a refused body is still read and thrown away, so that its sender reads the 413. */
const LINGER_MS = 2000;

/**
 * The 413 answer. Nothing more of the body goes anywhere: the rest is read and thrown away (the
 * connection stays usable once it has all come), and a body still coming after LINGER_MS ends the
 * connection. Closing while the client is still sending would reset it, and a reset loses the
 * answer the client has not read yet.
 */
export function refuseTooLarge(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  kind: UpstreamKind,
  send: (status: number, body: unknown, extra: Record<string, string>) => void,
): void {
  req.removeAllListeners('data');
  req.resume();
  const limit = BODY_LIMITS[kind];
  const message = 'Request size limit exceeded';
  const hint = `The request body may have at most ${limit} bytes (${limit / MiB} MiB).`;
  send(413, kind === 'functions' ? { code: 413, message, hint } : { message, hint }, {});
  res.once('finish', () =>
    setTimeout(() => {
      if (!req.complete) req.socket.destroy();
    }, LINGER_MS).unref(),
  );
}

/** Is the declared Content-Length over the limit (refused before any of the body is read)? */
export function declaredTooLarge(req: http.IncomingMessage, kind: UpstreamKind): boolean {
  const declared = Number(req.headers['content-length']);
  return Number.isFinite(declared) && declared > BODY_LIMITS[kind];
}

/**
 * Streams the body upstream, counting: once it passes the limit, nothing more goes upstream and
 * `onOver` runs (the caller aborts the upstream request and answers 413).
 */
export function pipeLimited(
  req: http.IncomingMessage,
  upstream: http.ClientRequest,
  kind: UpstreamKind,
  onOver: () => void,
): void {
  let seen = 0;
  const onData = (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > BODY_LIMITS[kind]) {
      req.off('data', onData);
      req.pause();
      onOver();
      return;
    }
    if (!upstream.write(chunk)) {
      req.pause();
      upstream.once('drain', () => req.resume());
    }
  };
  req.on('data', onData);
  req.on('end', () => upstream.end());
  // A client that goes away mid-body: the upstream request goes too.
  req.on('aborted', () => upstream.destroy());
}
