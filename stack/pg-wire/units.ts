/**
 * What a connection accepts after startup, and how its messages are grouped into the units of
 * work that hold the session.
 */
import type net from 'node:net';
import { build, ProtocolError } from './protocol.ts';

export interface Pending {
  type: string;
  bytes: Buffer;
  /** Sent to the backend just before this message, its output dropped (see closeUnnamed). */
  before?: Buffer | undefined;
}

/** Extended-protocol messages: a batch stays open after them until Sync. */
const EXTENDED = new Set(['P', 'B', 'D', 'E', 'C', 'H']);
/** Messages the backend answers with ReadyForQuery. */
const ENDS_UNIT = new Set(['S', 'Q', 'F']);
/** The messages a frontend may send after startup (Terminate is handled by the connection). */
const FRONTEND = new Set(['Q', 'P', 'B', 'D', 'E', 'C', 'S', 'H', 'F']);
/** CopyData, CopyDone, CopyFail: only during COPY FROM STDIN. */
const COPY_IN = new Set(['d', 'c', 'f']);

/**
 * Whether a message of this type goes to the backend (true) or is ignored (false, CopyData and
 * the like outside COPY, as Postgres ignores them); throws a ProtocolError for a message a
 * frontend may not send at this point, which ends the connection as Postgres ends it.
 */
export function checkType(type: string, copyIn: boolean): boolean {
  if (FRONTEND.has(type)) return true;
  if (COPY_IN.has(type)) return copyIn;
  if (type === 'p')
    throw new ProtocolError('unexpected password message: no authentication is in progress');
  throw new ProtocolError(`invalid frontend message type ${type.charCodeAt(0)}`);
}

/** The messages up to and including the first that ends a unit (or all), taken off the inbox. */
export function nextUnit(inbox: Pending[]): Pending[] {
  let i = 0;
  while (i < inbox.length && !ENDS_UNIT.has(inbox[i]!.type)) i++;
  return inbox.splice(0, i + 1);
}

/** Whether an extended-protocol batch is open after a message of this type. */
export function batchOpenAfter(open: boolean, type: string): boolean {
  if (ENDS_UNIT.has(type)) return false;
  return open || EXTENDED.has(type);
}

/** What fails a unit cut off mid-way: a COPY (CopyFail) or a batch (an Execute that must fail), then Sync. */
export function closingMessages(copyIn: boolean, openBatch: boolean): Buffer | null {
  if (copyIn) return Buffer.concat([build.copyFail('client connection closed'), build.sync()]);
  if (openBatch) return Buffer.concat([build.executeMissingPortal(), build.sync()]);
  return null;
}

/**
 * Resolves true when the socket has drained (or closed), false if `timeoutMs` (> 0) passed
 * first.
 */
export function waitForDrain(socket: net.Socket, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (drained: boolean) => {
      if (timer) clearTimeout(timer);
      socket.off('drain', onDrain).off('close', onDrain);
      resolve(drained);
    };
    const onDrain = () => done(true);
    const timer = timeoutMs > 0 ? setTimeout(() => done(false), timeoutMs) : null;
    socket.on('drain', onDrain).on('close', onDrain);
  });
}
