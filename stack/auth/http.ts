/** The auth service's request and reply types, and reading a request (body, client address). */
import type http from 'node:http';
import { AuthHttpError, badRequest } from './errors.ts';

export type Json = Record<string, unknown>;

/** One request as the routes see it. */
export interface Req {
  req: http.IncomingMessage;
  method: string;
  /** The path without the /auth/v1 prefix. */
  path: string;
  query: URLSearchParams;
  /** The client address rate limits and sessions are keyed on. */
  ip: string;
  /** The request sent X-Supabase-Api-Version (errors in the newer shape). */
  versioned: boolean;
  body: () => Promise<Json>;
}

export class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {}
}

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Reply(status, body, headers);

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/**
 * The client address: the last X-Forwarded-For entry, which the gateway appends (the address it
 * saw), trusted only from a loopback peer (the gateway); earlier entries are whatever the
 * client sent and are ignored. Without the header, the peer's own address.
 */
export function clientIp(req: http.IncomingMessage): string {
  const peer = req.socket.remoteAddress ?? 'unknown';
  const xff = req.headers['x-forwarded-for'];
  const header = Array.isArray(xff) ? xff.join(',') : xff;
  const last = header?.split(',').pop()?.trim();
  return last && LOOPBACK.test(peer) ? last : peer;
}

function parseBody(raw: string, contentType: string): Json {
  if (!raw.trim()) return {};
  if (contentType.includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(raw));
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (e) {
    throw badRequest('bad_json', `Could not parse request body as JSON: ${(e as Error).message}`);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw badRequest('bad_json', 'Could not parse request body as JSON: expected an object');
  }
  return parsed as Json;
}

/** The body, read once on first use (at most 1 MB; JSON or form-encoded). */
export function readBody(req: http.IncomingMessage): () => Promise<Json> {
  let cached: Promise<Json> | null = null;
  return () =>
    (cached ??= new Promise<Json>((resolve, reject) => {
      const chunks: Buffer[] = [];
      let size = 0;
      req.on('data', (c: Buffer) => {
        size += c.length;
        if (size > 1_000_000) {
          reject(new AuthHttpError(413, 'validation_failed', 'Request body too large'));
          req.destroy();
          return;
        }
        chunks.push(c);
      });
      req.on('error', reject);
      req.on('end', () => {
        try {
          const type = String(req.headers['content-type'] ?? '');
          resolve(parseBody(Buffer.concat(chunks).toString('utf8'), type));
        } catch (e) {
          reject(e as Error);
        }
      });
    }));
}
