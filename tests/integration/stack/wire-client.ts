/**
 * A minimal Postgres wire-protocol client for tests that node-postgres cannot express:
 * pipelining several Sync-terminated batches in one write, and dropping a connection in the
 * middle of a batch or a transaction. Written independently of stack/pg-wire, so a framing bug
 * there cannot hide behind a shared one here.
 */
import net from 'node:net';

export interface BackendMessage {
  type: string;
  body: Buffer;
}

const cstr = (s: string) => Buffer.from(`${s}\0`, 'utf8');

function frame(type: string, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  const head = Buffer.alloc(5);
  head.write(type, 0, 'latin1');
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}

const int16 = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeInt16BE(n);
  return b;
};
const int32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeInt32BE(n);
  return b;
};

export const msg = {
  startup(params: Record<string, string> = { user: 'postgres', database: 'postgres' }): Buffer {
    const body = Buffer.concat([
      int32(196608),
      ...Object.entries(params).flatMap(([k, v]) => [cstr(k), cstr(v)]),
      Buffer.from([0]),
    ]);
    return Buffer.concat([int32(body.length + 4), body]);
  },
  query: (sql: string) => frame('Q', cstr(sql)),
  parse: (name: string, sql: string) => frame('P', cstr(name), cstr(sql), int16(0)),
  bind(portal: string, statement: string, params: (string | null)[]): Buffer {
    const values = params.flatMap((p) =>
      p === null ? [int32(-1)] : [int32(Buffer.byteLength(p)), Buffer.from(p, 'utf8')],
    );
    return frame(
      'B',
      cstr(portal),
      cstr(statement),
      int16(0),
      int16(params.length),
      ...values,
      int16(0),
    );
  },
  describePortal: (portal: string) => frame('D', Buffer.from('P'), cstr(portal)),
  execute: (portal: string, maxRows = 0) => frame('E', cstr(portal), int32(maxRows)),
  sync: () => frame('S'),
  copyData: (text: string) => frame('d', Buffer.from(text, 'utf8')),
  terminate: () => frame('X'),
};

/** One text column of a DataRow. */
export function firstColumn(m: BackendMessage): string | null {
  const len = m.body.readInt32BE(2);
  return len < 0 ? null : m.body.subarray(6, 6 + len).toString('utf8');
}

/** The SQLSTATE and message of an ErrorResponse. */
export function errorOf(m: BackendMessage): { code: string; message: string } {
  const fields: Record<string, string> = {};
  let i = 0;
  while (i < m.body.length && m.body[i] !== 0) {
    const key = String.fromCharCode(m.body[i]!);
    const end = m.body.indexOf(0, i + 1);
    fields[key] = m.body.subarray(i + 1, end).toString('utf8');
    i = end + 1;
  }
  return { code: fields.C ?? '', message: fields.M ?? '' };
}

export class WireClient {
  private buf = Buffer.alloc(0);
  private messages: BackendMessage[] = [];
  private waiter: (() => void) | null = null;
  closed = false;

  private constructor(readonly socket: net.Socket) {
    socket.on('data', (d: Buffer) => {
      this.buf = Buffer.concat([this.buf, d]);
      while (this.buf.length >= 5) {
        const len = this.buf.readInt32BE(1);
        if (this.buf.length < len + 1) break;
        this.messages.push({
          type: String.fromCharCode(this.buf[0]!),
          body: this.buf.subarray(5, len + 1),
        });
        this.buf = this.buf.subarray(len + 1);
      }
      this.waiter?.();
    });
    socket.on('close', () => {
      this.closed = true;
      this.waiter?.();
    });
    socket.on('error', () => {});
  }

  /** Connects and completes the startup exchange (up to the first ReadyForQuery). */
  static async connect(port: number): Promise<WireClient> {
    const socket = net.connect(port, '127.0.0.1');
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('error', reject);
    });
    const c = new WireClient(socket);
    c.send(msg.startup());
    await c.readUntilReady(1);
    return c;
  }

  send(...parts: Buffer[]): void {
    this.socket.write(Buffer.concat(parts));
  }

  /** Reads messages until `count` ReadyForQuery messages have arrived (or the socket closed). */
  async readUntilReady(count: number, timeoutMs = 15_000): Promise<BackendMessage[]> {
    const deadline = Date.now() + timeoutMs;
    const out: BackendMessage[] = [];
    let seen = 0;
    while (seen < count) {
      const m = this.messages.shift();
      if (m) {
        out.push(m);
        if (m.type === 'Z') seen++;
        continue;
      }
      if (this.closed) break;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ReadyForQuery within ${timeoutMs} ms (${seen}/${count})`);
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, left);
        this.waiter = () => {
          clearTimeout(t);
          this.waiter = null;
          resolve();
        };
      });
    }
    return out;
  }

  /** Drops the TCP connection without a Terminate message, as a crashed client would. */
  destroy(): void {
    this.socket.destroy();
  }
}
