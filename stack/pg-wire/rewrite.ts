/**
 * Rewrites of client messages before they reach the shared session: prepared statements (the
 * unnamed one too) get per-connection names, and SQL the embedded backend cannot survive is
 * replaced by a statement that fails with feature_not_supported: COPY to/from the client
 * (PGlite 0.5: COPY FROM STDIN ends the backend with exit(1), COPY TO STDOUT leaves it with an
 * active portal) and the session timeouts whose FATAL ends PGlite for good. Both are found by
 * the tokenizer of sql-scan.ts.
 */
import { cstring, message, ProtocolError } from './protocol.ts';
import { namesFatalTimeout, usesCopyStdio } from './sql-scan.ts';

/** Reads the NUL-terminated string at `at`; returns it and the offset after the NUL. */
function readCString(b: Buffer, at: number): [string, number] {
  const end = b.indexOf(0, at);
  if (end < 0) throw new ProtocolError('unterminated string in message');
  return [b.toString('utf8', at, end), end + 1];
}

/** Replaces the string at [start, end) of a message body and fixes the length. */
function splice(msg: Buffer, start: number, end: number, value: string): Buffer {
  const body = Buffer.concat([msg.subarray(5, start), cstring(value), msg.subarray(end)]);
  return message(String.fromCharCode(msg[0]!), body);
}

/**
 * Gives prepared statements of one connection their own names in the shared session (Parse,
 * Bind, Describe 'S', Close 'S'), the unnamed statement included: another connection's unnamed
 * Parse between this one's Sync and its Bind must not replace it. Portals are left alone: they
 * end with their transaction, which a connection holds the session for. Returns the message
 * (possibly rebuilt), and the client-side name a Parse creates or a Close drops ('' for the
 * unnamed statement, which a new unnamed Parse replaces: the caller closes it first).
 */
export function renameStatements(
  type: string,
  msg: Buffer,
  rename: (name: string) => string,
): { bytes: Buffer; created?: string; dropped?: string } {
  if (type === 'P') {
    const [name, end] = readCString(msg, 5);
    return { bytes: splice(msg, 5, end, rename(name)), created: name };
  }
  if (type === 'B') {
    const [, afterPortal] = readCString(msg, 5);
    const [name, end] = readCString(msg, afterPortal);
    return { bytes: splice(msg, afterPortal, end, rename(name)) };
  }
  if ((type === 'D' || type === 'C') && msg[5] === 0x53 /* S */) {
    const [name, end] = readCString(msg, 6);
    const bytes = splice(msg, 6, end, rename(name));
    return type === 'C' ? { bytes, dropped: name } : { bytes };
  }
  return { bytes: msg };
}

/** A DO block that fails with feature_not_supported and `text`. */
function refusal(text: string): string {
  return `do $pg_wire$ begin raise exception '${text}' using errcode = 'feature_not_supported'; end $pg_wire$`;
}

/** Why the embedded backend must not run this SQL, or null. */
export function refusalOf(sql: string): string | null {
  if (usesCopyStdio(sql))
    return refusal(
      'COPY FROM STDIN and COPY TO STDOUT are not supported by PGlite over the wire protocol; use INSERT or SELECT instead',
    );
  const timeout = namesFatalTimeout(sql);
  if (timeout)
    return refusal(
      `${timeout} cannot be set on PGlite over the wire protocol: its timeout ends the one embedded backend for every connection`,
    );
  return null;
}

/** A Query or Parse whose SQL the backend must not run, with that SQL replaced by a failing DO. */
export function refuseUnsafe(type: string, msg: Buffer): Buffer {
  if (type === 'Q') {
    const [sql] = readCString(msg, 5);
    const refused = refusalOf(sql);
    return refused ? message('Q', cstring(refused)) : msg;
  }
  if (type === 'P') {
    const [, afterName] = readCString(msg, 5);
    const [sql, end] = readCString(msg, afterName);
    const refused = refusalOf(sql);
    if (!refused) return msg;
    const body = Buffer.concat([msg.subarray(5, afterName), cstring(refused), msg.subarray(end)]);
    return message('P', body);
  }
  return msg;
}
