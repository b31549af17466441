/** The auth service's request and reply types, and reading a request (body, client address). */
import { timingSafeEqual } from 'node:crypto';
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

/** The header the gateway sends with the stack's per-run secret (stack/gateway-proxy.ts). */
export const GATEWAY_SECRET_HEADER = 'x-stack-gateway-secret';

function sameSecret(sent: string | string[] | undefined, secret: string | undefined): boolean {
  if (!secret || typeof sent !== 'string') return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The client address: X-Forwarded-For, which the gateway sets to the address it saw, trusted
 * only when the request carries the gateway's per-run secret (`gatewaySecret`), so a caller of
 * the auth port itself cannot choose its address (stack/README.md, "Client addresses").
 * Otherwise, and without the header, the peer's own address.
 */
export function clientIp(req: http.IncomingMessage, gatewaySecret?: string): string {
  const peer = req.socket.remoteAddress ?? 'unknown';
  if (!sameSecret(req.headers[GATEWAY_SECRET_HEADER], gatewaySecret)) return peer;
  const xff = req.headers['x-forwarded-for'];
  const header = Array.isArray(xff) ? xff.join(',') : xff;
  return header?.split(',').pop()?.trim() || peer;
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
