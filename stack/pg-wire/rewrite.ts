/**
 * Rewrites of client messages before they reach the shared session: prepared statements get
 * per-connection names, and COPY to/from the client (which PGlite 0.5 cannot do over the wire:
 * COPY FROM STDIN ends the embedded backend with exit(1), COPY TO STDOUT leaves it with an
 * active portal) is replaced by a statement that fails with feature_not_supported.
 */
import { cstring, message, ProtocolError } from './protocol.ts';

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
 * Bind, Describe 'S', Close 'S'); the unnamed statement and portals are left alone, since they
 * never outlive the connection's hold on the session. Returns the message (possibly rebuilt),
 * and the client-side name a Parse creates or a Close drops.
 */
export function renameStatements(
  type: string,
  msg: Buffer,
  rename: (name: string) => string,
): { bytes: Buffer; created?: string; dropped?: string } {
  if (type === 'P') {
    const [name, end] = readCString(msg, 5);
    return name ? { bytes: splice(msg, 5, end, rename(name)), created: name } : { bytes: msg };
  }
  if (type === 'B') {
    const [, afterPortal] = readCString(msg, 5);
    const [name, end] = readCString(msg, afterPortal);
    return name ? { bytes: splice(msg, afterPortal, end, rename(name)) } : { bytes: msg };
  }
  if ((type === 'D' || type === 'C') && msg[5] === 0x53 /* S */) {
    const [name, end] = readCString(msg, 6);
    if (!name) return { bytes: msg };
    const bytes = splice(msg, 6, end, rename(name));
    return type === 'C' ? { bytes, dropped: name } : { bytes };
  }
  return { bytes: msg };
}

const COPY_STDIO = /(?:^|;)\s*copy\b[^;]*\b(?:stdin|stdout)\b/i;
const NO_COPY_STDIO =
  "do $pg_wire$ begin raise exception 'COPY FROM STDIN and COPY TO STDOUT are not supported by PGlite over the wire protocol; use INSERT or SELECT instead' using errcode = 'feature_not_supported'; end $pg_wire$";

/** Does the SQL (outside literals and comments) run COPY ... FROM STDIN / TO STDOUT? */
export function usesCopyStdio(sql: string): boolean {
  const code = sql.replace(/'(?:[^']|'')*'|"(?:[^"]|"")*"|--[^\n]*|\/\*[\s\S]*?\*\//g, ' ');
  return COPY_STDIO.test(code);
}

/** A Query or Parse whose SQL uses COPY with the client, with that SQL replaced by a failing DO. */
export function refuseCopyStdio(type: string, msg: Buffer): Buffer {
  if (type === 'Q') {
    const [sql] = readCString(msg, 5);
    return usesCopyStdio(sql) ? message('Q', cstring(NO_COPY_STDIO)) : msg;
  }
  if (type === 'P') {
    const [, afterName] = readCString(msg, 5);
    const [sql, end] = readCString(msg, afterName);
    if (!usesCopyStdio(sql)) return msg;
    const body = Buffer.concat([
      msg.subarray(5, afterName),
      cstring(NO_COPY_STDIO),
      msg.subarray(end),
    ]);
    return message('P', body);
  }
  return msg;
}
