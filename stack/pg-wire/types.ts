/** The types the wire layer's parts share. */
import type { SessionArbiter } from './arbiter.ts';
import type { WireConnection } from './connection.ts';
import type { ProtocolError } from './protocol.ts';
import type { StartupReply } from './startup.ts';

/** The part of PGlite the layer uses (any embedded single-session backend with these two works). */
export interface WireDatabase {
  execProtocolRawStream(
    message: Uint8Array,
    options: { onRawData: (data: Uint8Array) => void },
  ): Promise<void>;
  runExclusive<T>(fn: () => Promise<T>): Promise<T>;
}

export interface ConnectionShared {
  db: WireDatabase;
  arbiter: SessionArbiter<WireConnection>;
  startup: StartupReply;
  /** A holder idle this long inside a transaction or an unsynced batch is disconnected (0: never). */
  idleSessionTimeoutMs: number;
  /** A connection that has not sent its startup packet this long after connecting is closed (0: never). */
  startupTimeoutMs: number;
  log: (line: string) => void;
  /** Admits a connection with these startup parameters, or says why not (FATAL 53300). */
  admit: (conn: WireConnection, params: Map<string, string>) => ProtocolError | null;
}
