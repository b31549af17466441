/**
 * Frames what a client sends: the startup phase (SSLRequest, GSSENCRequest, CancelRequest,
 * StartupMessage), then typed messages. Chunks are kept in a list and a message is copied out
 * once, when it is whole, so a large message costs one copy; a message longer than the limit is
 * refused from its header, before any of it is buffered.
 */
import { PROTOCOL_3, ProtocolError } from './protocol.ts';

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
/** Postgres refuses startup packets above 10,000 bytes. */
const MAX_STARTUP = 10_000;
/** The largest message a client may send (Postgres allows 1 GB; the one session lives in memory). */
export const MAX_MESSAGE = 64 << 20;

export type FrontendMessage =
  | { kind: 'ssl' | 'gssenc' | 'cancel' }
  | { kind: 'startup'; bytes: Buffer }
  | { kind: 'typed'; type: string; bytes: Buffer };

export class FrontendReader {
  private chunks: Buffer[] = [];
  private size = 0;
  private started = false;

  constructor(private readonly maxMessage = MAX_MESSAGE) {}

  /** Adds bytes; returns the messages they complete. Throws ProtocolError on a violation. */
  push(chunk: Buffer): FrontendMessage[] {
    if (chunk.length) {
      this.chunks.push(chunk);
      this.size += chunk.length;
    }
    const out: FrontendMessage[] = [];
    for (;;) {
      const m = this.started ? this.typed() : this.untyped();
      if (!m) return out;
      out.push(m);
    }
  }

  /** The first `n` bytes (n is small: a header), without consuming them. */
  private peek(n: number): Buffer {
    const first = this.chunks[0]!;
    if (first.length >= n) return first.subarray(0, n);
    const out = Buffer.alloc(n);
    let at = 0;
    for (const c of this.chunks) {
      at += c.copy(out, at, 0, Math.min(c.length, n - at));
      if (at === n) break;
    }
    return out;
  }

  /** Removes and returns the first `n` bytes (one copy when they span chunks). */
  private take(n: number): Buffer {
    this.size -= n;
    const first = this.chunks[0]!;
    if (first.length >= n) {
      if (first.length === n) this.chunks.shift();
      else this.chunks[0] = first.subarray(n);
      return first.subarray(0, n);
    }
    const out = Buffer.allocUnsafe(n);
    let at = 0;
    while (at < n) {
      const c = this.chunks[0]!;
      const k = Math.min(c.length, n - at);
      c.copy(out, at, 0, k);
      at += k;
      if (k === c.length) this.chunks.shift();
      else this.chunks[0] = c.subarray(k);
    }
    return out;
  }

  private untyped(): FrontendMessage | null {
    if (this.size < 8) return null;
    const head = this.peek(8);
    const len = head.readInt32BE(0);
    if (len < 8 || len > MAX_STARTUP) throw new ProtocolError('invalid length of startup packet');
    if (this.size < len) return null;
    const code = head.readInt32BE(4);
    const bytes = this.take(len);
    if (code === SSL_REQUEST) return { kind: 'ssl' };
    if (code === GSSENC_REQUEST) return { kind: 'gssenc' };
    if (code === CANCEL_REQUEST) return { kind: 'cancel' };
    if (code >> 16 !== PROTOCOL_3 >> 16)
      throw new ProtocolError(`unsupported frontend protocol ${code >> 16}`);
    this.started = true;
    return { kind: 'startup', bytes };
  }

  private typed(): FrontendMessage | null {
    if (this.size < 5) return null;
    const head = this.peek(5);
    const len = head.readInt32BE(1);
    if (len < 4) throw new ProtocolError('invalid message length');
    if (len > this.maxMessage)
      throw new ProtocolError(
        `message of ${len + 1} bytes exceeds the wire layer's limit of ${this.maxMessage} bytes`,
        '54000',
      );
    if (this.size < len + 1) return null;
    return { kind: 'typed', type: String.fromCharCode(head[0]!), bytes: this.take(len + 1) };
  }
}
