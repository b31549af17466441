/**
 * A Postgres wire-protocol server in front of one embedded PGlite session, for many concurrent
 * clients (PostgREST's pool, node-postgres pools, psql). Unlike pglite-socket 0.2.x it hands the
 * session to one connection at a time for a whole unit of work (up to ReadyForQuery 'I'), so
 * extended-protocol batches, pipelines and transactions of different connections never
 * interleave; see README.md for what it guarantees and what it does not.
 */
import net from 'node:net';
import { SessionArbiter } from './arbiter.ts';
import { WireConnection } from './connection.ts';
import type { WireDatabase } from './types.ts';
import { build, ProtocolError } from './protocol.ts';
import { StartupReply } from './startup.ts';

export interface PGliteWireServerOptions {
  db: WireDatabase;
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  /** Further connections are refused with FATAL 53300 (default 100). */
  maxConnections?: number;
  /**
   * A connection that holds the session inside a transaction (or an unsynced batch) without
   * sending anything for this long is closed and rolled back, so one stuck client cannot stop
   * every other (default 60 s; 0 disables).
   */
  idleSessionTimeoutMs?: number;
  /**
   * A connection that sends no startup packet for this long after connecting is closed, as
   * Postgres does after authentication_timeout: sockets that never start count against
   * `maxConnections` (they are not yet known to be the stack's services), so without it a few
   * silent ones would lock every client out (default 60 s; 0 disables).
   */
  startupTimeoutMs?: number;
  /**
   * Of `maxConnections`, this many are kept for clients whose startup packet carries
   * `application_name` = `reservedFor` (the stack's own services), as Postgres keeps
   * reserved_connections for privileged roles: other clients get FATAL 53300 beyond
   * `maxConnections - reservedConnections` (default 0).
   */
  reservedConnections?: number;
  reservedFor?: string;
  log?: (line: string) => void;
}

export interface WireServerStats {
  connections: number;
  /** Connections waiting for the session. */
  waiting: number;
  /** The id of the connection holding the session, or null. */
  holder: number | null;
}

export class PGliteWireServer {
  private readonly arbiter = new SessionArbiter<WireConnection>();
  private readonly connections = new Set<WireConnection>();
  /** Connections past startup that are not the stack's own services. */
  private readonly ordinary = new Set<WireConnection>();
  private server: net.Server | null = null;
  private startup: StartupReply | null = null;
  private nextId = 1;

  constructor(private readonly opts: PGliteWireServerOptions) {}

  /** Listens; resolves with the bound address. */
  async start(): Promise<{ host: string; port: number }> {
    if (this.server) throw new Error('PGliteWireServer already started');
    this.startup ??= await StartupReply.probe(this.opts.db);
    const host = this.opts.host ?? '127.0.0.1';
    const server = net.createServer((socket) => this.accept(socket));
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.opts.port ?? 5432, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    return { host, port: (server.address() as net.AddressInfo).port };
  }

  private accept(socket: net.Socket): void {
    if (this.connections.size >= (this.opts.maxConnections ?? 100)) {
      socket.on('error', () => {});
      socket.end(build.error('FATAL', '53300', 'sorry, too many clients already'));
      // As for a closed connection: a client that keeps its end open (node-postgres does, after a
      // refused connect) must not hold the socket, nor keep stop() waiting for it.
      setTimeout(() => socket.destroy(), 1000).unref();
      return;
    }
    const conn = new WireConnection(this.nextId++, socket, {
      db: this.opts.db,
      arbiter: this.arbiter,
      startup: this.startup!,
      idleSessionTimeoutMs: this.opts.idleSessionTimeoutMs ?? 60_000,
      startupTimeoutMs: this.opts.startupTimeoutMs ?? 60_000,
      log: this.opts.log ?? (() => {}),
      admit: (c, params) => this.admit(c, params),
    });
    this.connections.add(conn);
    void conn.done.then(() => {
      this.connections.delete(conn);
      this.ordinary.delete(conn);
    });
  }

  private admit(conn: WireConnection, params: Map<string, string>): ProtocolError | null {
    const reserved = this.opts.reservedConnections ?? 0;
    if (reserved > 0 && params.get('application_name') === this.opts.reservedFor) return null;
    if (this.ordinary.size >= (this.opts.maxConnections ?? 100) - reserved)
      return new ProtocolError(
        "remaining connection slots are reserved for the local stack's services",
        '53300',
      );
    this.ordinary.add(conn);
    return null;
  }

  stats(): WireServerStats {
    return {
      connections: this.connections.size,
      waiting: this.arbiter.waiting,
      holder: this.arbiter.current?.id ?? null,
    };
  }

  /** Stops listening, ends every connection (rolling back what it left open) and waits for them. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    const closed = server
      ? new Promise<void>((resolve) => server.close(() => resolve()))
      : Promise.resolve();
    await Promise.all(
      [...this.connections].map((c) =>
        c.terminate('57P01', 'terminating connection due to administrator command'),
      ),
    );
    await closed;
  }
}
