/**
 * The startup exchange, answered by the layer itself. Every connection shares one backend
 * session, so the backend's startup reply is captured once (when the server starts) and
 * replayed to each client with its own BackendKeyData; a client's startup packet is checked
 * here and never reaches the backend (PGlite 0.5 cannot take a second startup after a failed
 * one, and startup options would otherwise change the shared session for everyone).
 */
import crypto from 'node:crypto';
import type { WireDatabase } from './types.ts';
import { BackendScanner, cstring, message, PROTOCOL_3, ProtocolError } from './protocol.ts';

export class StartupError extends ProtocolError {
  constructor(code: string, text: string) {
    super(text, code);
  }
}

/** The parameters of a StartupMessage, checked as Postgres's ProcessStartupPacket checks them. */
export function parseStartup(packet: Buffer): Map<string, string> {
  if (packet[packet.length - 1] !== 0)
    throw new StartupError(
      '08P01',
      'invalid startup packet layout: expected terminator as last byte',
    );
  const params = new Map<string, string>();
  let at = 8;
  while (at < packet.length - 1) {
    const keyEnd = packet.indexOf(0, at);
    const valueEnd = packet.indexOf(0, keyEnd + 1);
    if (keyEnd < 0 || valueEnd < 0 || valueEnd > packet.length - 2)
      throw new StartupError(
        '08P01',
        'invalid startup packet layout: expected terminator as last byte',
      );
    params.set(packet.toString('utf8', at, keyEnd), packet.toString('utf8', keyEnd + 1, valueEnd));
    at = valueEnd + 1;
  }
  if (!params.get('user'))
    throw new StartupError('28000', 'no PostgreSQL user name specified in startup packet');
  return params;
}

function startupPacket(params: Record<string, string>): Buffer {
  const kv = Buffer.concat([
    ...Object.entries(params).flatMap(([k, v]) => [cstring(k), cstring(v)]),
    Buffer.from([0]),
  ]);
  const head = Buffer.alloc(8);
  head.writeInt32BE(kv.length + 8);
  head.writeInt32BE(PROTOCOL_3, 4);
  return Buffer.concat([head, kv]);
}

/** Splits a backend reply into whole messages. */
function messagesOf(out: Buffer): { type: string; bytes: Buffer }[] {
  const list: { type: string; bytes: Buffer }[] = [];
  for (let i = 0; i + 5 <= out.length;) {
    const len = out.readInt32BE(i + 1);
    list.push({ type: String.fromCharCode(out[i]!), bytes: out.subarray(i, i + 1 + len) });
    i += 1 + len;
  }
  return list;
}

/** What every client is told at startup: AuthenticationOk and the backend's ParameterStatus set. */
export class StartupReply {
  private constructor(private readonly head: Buffer) {}

  /** Runs one startup through the backend (before any client connects) and keeps its reply. */
  static async probe(db: WireDatabase): Promise<StartupReply> {
    const chunks: Buffer[] = [];
    const scanner = new BackendScanner();
    const packet = startupPacket({
      user: 'postgres',
      database: 'postgres',
      client_encoding: 'UTF8',
    });
    await db.runExclusive(() =>
      db.execProtocolRawStream(packet, {
        onRawData: (d) => {
          scanner.feed(d);
          chunks.push(Buffer.from(d));
        },
      }),
    );
    const kept = messagesOf(Buffer.concat(chunks)).filter((m) => m.type === 'R' || m.type === 'S');
    if (!kept.some((m) => m.type === 'R') || scanner.readyCount !== 1)
      throw new Error('the embedded backend did not complete the startup exchange');
    return new StartupReply(Buffer.concat(kept.map((m) => m.bytes)));
  }

  /** The reply for one connection: its own BackendKeyData (process id = connection id), then ready. */
  for(connectionId: number): Buffer {
    const key = Buffer.alloc(8);
    key.writeInt32BE(connectionId);
    crypto.randomFillSync(key, 4);
    return Buffer.concat([this.head, message('K', key), message('Z', Buffer.from('I'))]);
  }
}
