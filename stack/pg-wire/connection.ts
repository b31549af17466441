/**
 * One client connection of the wire layer. Its messages reach the shared embedded session only
 * while it holds the session (see arbiter.ts): from the first message of a unit of work until
 * the backend answers ReadyForQuery 'I' with no extended-protocol batch and no COPY left open.
 * When the client goes away, whatever it left open is closed (Sync, ROLLBACK, its prepared
 * statements deallocated) before anyone else gets the session.
 */
import type net from 'node:net';
import { BackendScanner, build, FrontendReader, ProtocolError } from './protocol.ts';
import { refuseCopyStdio, renameStatements } from './rewrite.ts';
import { parseStartup, StartupError } from './startup.ts';
import type { ConnectionShared } from './types.ts';

interface Pending {
  type: string;
  bytes: Buffer;
}

/** Extended-protocol messages: a batch stays open after them until Sync. */
const EXTENDED = new Set(['P', 'B', 'D', 'E', 'C', 'H']);
/** Messages the backend answers with ReadyForQuery. */
const ENDS_UNIT = new Set(['S', 'Q', 'F']);

export class WireConnection {
  private readonly reader = new FrontendReader();
  private readonly scanner = new BackendScanner();
  private readonly statements = new Set<string>();
  private inbox: Pending[] = [];
  private openBatch = false;
  private holding = false;
  private pumping = false;
  private closed = false;
  private terminating = false;
  private idleTimer: NodeJS.Timeout | null = null;
  private finished: Promise<void> | null = null;
  private resolveDone!: () => void;
  /** Resolves when the connection is gone and whatever it held in the session is released. */
  readonly done = new Promise<void>((resolve) => (this.resolveDone = resolve));

  constructor(
    readonly id: number,
    private readonly socket: net.Socket,
    private readonly shared: ConnectionShared,
  ) {
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => this.onData(chunk));
    socket.on('error', () => {}); // 'close' follows
    socket.on('close', () => this.close());
  }

  /** Ends the connection with a FATAL error, e.g. when the server stops; resolves once released. */
  terminate(code: string, text: string): Promise<void> {
    this.fail(code, text);
    return this.done;
  }

  private onData(chunk: Buffer): void {
    if (this.closed || this.terminating) return;
    try {
      for (const m of this.reader.push(chunk)) {
        if (m.kind === 'ssl' || m.kind === 'gssenc') this.socket.write('N');
        else if (m.kind === 'cancel')
          return this.close(); // nothing to interrupt in-process
        else if (m.kind === 'startup') {
          parseStartup(m.bytes);
          this.socket.write(this.shared.startup.for(this.id));
        } else if (m.kind !== 'typed') continue;
        else if (m.type === 'X') {
          this.terminating = true;
          break;
        } else this.inbox.push(this.renamed(m.type, m.bytes));
      }
    } catch (e) {
      if (e instanceof StartupError) return this.fail(e.code, e.message);
      return this.fail(e instanceof ProtocolError ? '08P01' : 'XX000', (e as Error).message);
    }
    this.stopIdleTimer();
    void this.pump();
  }

  private renamed(type: string, bytes: Buffer): Pending {
    const r = renameStatements(type, refuseCopyStdio(type, bytes), (n) => this.sessionName(n));
    if (r.created) this.statements.add(r.created);
    if (r.dropped) this.statements.delete(r.dropped);
    return { type, bytes: r.bytes };
  }

  /** A prepared statement's name in the shared session: unique to this connection. */
  private sessionName(name: string): string {
    return `c${this.id}_${name}`;
  }

  /** Runs what the client sent, holding the session from the first message until it is idle. */
  private async pump(): Promise<void> {
    if (this.pumping) return;
    this.pumping = true;
    try {
      while (this.inbox.length && !this.closed) {
        if (!this.holding) {
          if (!(await this.shared.arbiter.acquire(this))) break;
          this.holding = true;
          if (this.closed) break;
        }
        await this.run(this.inbox.splice(0));
        if (this.isIdle()) this.release();
      }
      if (this.terminating && !this.inbox.length) this.close();
    } catch (e) {
      this.shared.log(`pg-wire: connection ${this.id}: ${(e as Error).message}`);
      this.fail('XX000', `internal error in the PGlite wire layer: ${(e as Error).message}`);
    } finally {
      this.pumping = false;
    }
    if (this.closed) await this.finish();
    else if (this.holding) this.startIdleTimer();
  }

  private async run(batch: Pending[]): Promise<void> {
    for (const m of batch) {
      if (ENDS_UNIT.has(m.type)) this.openBatch = false;
      else if (EXTENDED.has(m.type)) this.openBatch = true;
    }
    await this.exec(Buffer.concat(batch.map((m) => m.bytes)), true);
  }

  /** One call into the backend; its output goes to this client (or nowhere, for clean-up). */
  private exec(bytes: Buffer, forward: boolean): Promise<void> {
    const { db } = this.shared;
    return db.runExclusive(() =>
      db.execProtocolRawStream(bytes, {
        onRawData: (data) => {
          this.scanner.feed(data);
          if (forward && !this.socket.destroyed) this.socket.write(Buffer.from(data));
        },
      }),
    );
  }

  private isIdle(): boolean {
    return !this.openBatch && !this.scanner.copyIn && this.scanner.status === 'I';
  }

  private release(): void {
    this.holding = false;
    this.shared.arbiter.release(this);
  }

  private startIdleTimer(): void {
    const ms = this.shared.idleSessionTimeoutMs;
    if (ms <= 0 || this.idleTimer) return;
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      const what = this.scanner.status === 'I' ? 'an unfinished batch' : 'a transaction';
      this.shared.log(`pg-wire: connection ${this.id} idle in ${what} for ${ms} ms; closed`);
      this.fail('25P03', 'terminating connection due to idle-in-transaction timeout');
    }, ms);
    this.idleTimer.unref();
  }

  private stopIdleTimer(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }

  /** Tells the client why (FATAL) and closes the connection. */
  private fail(code: string, text: string): void {
    if (this.closed) return;
    if (!this.socket.destroyed) this.socket.write(build.error('FATAL', code, text));
    this.close();
  }

  private close(): void {
    if (this.closed) return;
    this.closed = true;
    this.stopIdleTimer();
    this.shared.arbiter.cancel(this);
    this.socket.end();
    setTimeout(() => this.socket.destroy(), 1000).unref();
    if (!this.pumping) void this.finish();
  }

  /** Releases what the connection left in the shared session; runs once, after the last exec. */
  private finish(): Promise<void> {
    this.finished ??= (async () => {
      if (!this.holding && !this.statements.size) return this.resolveDone();
      if (!this.holding) {
        await this.shared.arbiter.acquire(this);
        this.holding = true;
      }
      try {
        await this.cleanUp();
      } catch (e) {
        this.shared.log(`pg-wire: connection ${this.id}: clean-up failed: ${(e as Error).message}`);
      } finally {
        this.release();
        this.resolveDone();
      }
    })();
    return this.finished;
  }

  private async cleanUp(): Promise<void> {
    // A batch cut off before its Sync must not commit (a real backend would exit and abort it):
    // fail it first (CopyFail, or an Execute of a portal that cannot exist), then Sync.
    const close: Buffer[] = [];
    if (this.scanner.copyIn) close.push(build.copyFail('client connection closed'));
    else if (this.openBatch) close.push(build.executeMissingPortal());
    if (this.openBatch || this.scanner.copyIn) close.push(build.sync());
    if (close.length) await this.exec(Buffer.concat(close), false);
    this.openBatch = false;
    if (this.scanner.status !== 'I') await this.exec(build.query('ROLLBACK'), false);
    if (this.statements.size) {
      const names = [...this.statements].map((n) => build.closeStatement(this.sessionName(n)));
      await this.exec(Buffer.concat([...names, build.sync()]), false);
      this.statements.clear();
    }
    if (this.scanner.status !== 'I')
      this.shared.log(`pg-wire: connection ${this.id}: session not idle after clean-up`);
  }
}
