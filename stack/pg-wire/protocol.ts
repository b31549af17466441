/**
 * Just enough of the Postgres wire protocol (v3) for a server that relays whole messages to an
 * embedded backend: scanning what the backend answers for ReadyForQuery and COPY state, and
 * building the few messages the relay writes itself (reader.ts frames what a client sends).
 * https://www.postgresql.org/docs/current/protocol-message-formats.html
 */

export const PROTOCOL_3 = 196608;

/** A protocol violation: the connection ends with FATAL `code` (08P01 unless a limit was hit). */
export class ProtocolError extends Error {
  constructor(
    text: string,
    readonly code = '08P01',
  ) {
    super(text);
  }
}

/** Follows the backend's output across chunks; remembers the last transaction status and COPY IN. */
export class BackendScanner {
  /** 'I' idle, 'T' in a transaction, 'E' in a failed transaction (from ReadyForQuery). */
  status: 'I' | 'T' | 'E' = 'I';
  /** The backend sent CopyInResponse and waits for CopyData / CopyDone / CopyFail. */
  copyIn = false;
  readyCount = 0;
  private header = Buffer.alloc(5);
  private headerLen = 0;
  private remaining = 0;

  feed(chunk: Uint8Array): void {
    let i = 0;
    while (i < chunk.length) {
      if (this.headerLen < 5) {
        const n = Math.min(5 - this.headerLen, chunk.length - i);
        this.header.set(chunk.subarray(i, i + n), this.headerLen);
        this.headerLen += n;
        i += n;
        if (this.headerLen < 5) return;
        this.remaining = this.header.readInt32BE(1) - 4;
        if (this.header[0] === 0x47 /* G */) this.copyIn = true;
        if (this.remaining === 0) this.headerLen = 0;
        continue;
      }
      if (this.header[0] === 0x5a /* Z */) {
        this.status = String.fromCharCode(chunk[i]!) as 'I' | 'T' | 'E';
        this.copyIn = false;
        this.readyCount++;
      }
      const n = Math.min(this.remaining, chunk.length - i);
      this.remaining -= n;
      i += n;
      if (this.remaining === 0) this.headerLen = 0;
    }
  }
}

export const cstring = (s: string) => Buffer.from(`${s}\0`, 'utf8');

export function message(type: string, body: Buffer): Buffer {
  const out = Buffer.alloc(5 + body.length);
  out.write(type, 0, 'latin1');
  out.writeInt32BE(body.length + 4, 1);
  body.copy(out, 5);
  return out;
}

export const build = {
  query: (sql: string) => message('Q', cstring(sql)),
  sync: () => message('S', Buffer.alloc(0)),
  closeStatement: (name: string) => message('C', Buffer.concat([Buffer.from('S'), cstring(name)])),
  copyFail: (reason: string) => message('f', cstring(reason)),
  /** Execute of a portal no client can have opened: fails (and so aborts) the current batch. */
  executeMissingPortal: () =>
    message('E', Buffer.concat([cstring('pg-wire: client connection closed'), Buffer.alloc(4)])),
  /** An ErrorResponse; severity FATAL tells the client the connection is about to close. */
  error(severity: 'ERROR' | 'FATAL', code: string, text: string): Buffer {
    const field = (k: string, v: string) => Buffer.concat([Buffer.from(k), cstring(v)]);
    return message(
      'E',
      Buffer.concat([
        field('S', severity),
        field('V', severity),
        field('C', code),
        field('M', text),
        Buffer.from([0]),
      ]),
    );
  },
};
