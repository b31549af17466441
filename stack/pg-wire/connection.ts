/**
 * One client connection of the wire layer. Its messages reach the shared embedded session only
 * while it holds the session (see arbiter.ts): from the first message of a unit of work until
 * the backend answers ReadyForQuery 'I' with no extended-protocol batch and no COPY left open.
 * When the client goes away, whatever it left open is closed (Sync, ROLLBACK, its prepared
 * statements deallocated) before anyone else gets the session.
 */
import type net from 'node:net';
import { BackendScanner, build, ProtocolError } from './protocol.ts';
import { FrontendReader } from './reader.ts';
import { refuseUnsafe, renameStatements } from './rewrite.ts';
import { parseStartup } from './startup.ts';
import type { ConnectionShared } from './types.ts';
import {
  batchOpenAfter,
  checkType,
  closingMessages,
  nextUnit,
  type Pending,
  waitForDrain,
} from './units.ts';

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
  /** A protocol violation: the messages before it run, then the connection ends with it. */
  private fatal: { code: string; text: string } | null = null;
  private idleTimer: NodeJS.Timeout | null = null;
  /** Runs from the connect until the startup packet is admitted. */
  private startupTimer: NodeJS.Timeout | null = null;
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
    const ms = shared.startupTimeoutMs;
    if (ms > 0) {
      this.startupTimer = setTimeout(() => {
        this.startupTimer = null;
        this.shared.log(
          `pg-wire: connection ${this.id} sent no startup packet in ${ms} ms; closed`,
        );
        this.fail('57014', 'canceling authentication due to timeout');
      }, ms);
      this.startupTimer.unref();
    }
  }

  /** Ends the connection with a FATAL error, e.g. when the server stops; resolves once released. */
  terminate(code: string, text: string): Promise<void> {
    this.fail(code, text);
    return this.done;
  }

  private onData(chunk: Buffer): void {
    if (this.closed || this.terminating || this.fatal) return;
    let whole = 0;
    try {
      for (const m of this.reader.push(chunk)) {
        whole++;
        if (m.kind === 'ssl' || m.kind === 'gssenc') this.socket.write('N');
        else if (m.kind === 'cancel')
          return this.close(); // nothing to interrupt in-process
        else if (m.kind === 'startup') {
          const refused = this.shared.admit(this, parseStartup(m.bytes));
          if (refused) throw refused;
          this.stopStartupTimer();
          this.socket.write(this.shared.startup.for(this.id));
        } else if (m.kind !== 'typed') continue;
        else if (m.type === 'X') {
          this.terminating = true;
          break;
        } else if (checkType(m.type, this.scanner.copyIn)) this.inbox.push(this.renamed(m));
      }
    } catch (e) {
      // As in Postgres, what came before the violation still runs; then FATAL and close.
      const code = e instanceof ProtocolError ? e.code : 'XX000';
      this.fatal = { code, text: (e as Error).message };
      this.socket.pause();
    }
    // Only a whole message counts as activity: a client dripping bytes stays idle.
    if (whole) this.stopIdleTimer();
    void this.pump();
  }

  private renamed(m: { type: string; bytes: Buffer }): Pending {
    const r = renameStatements(m.type, refuseUnsafe(m.type, m.bytes), (n) => this.sessionName(n));
    if (r.created !== undefined) this.statements.add(r.created);
    if (r.dropped !== undefined) this.statements.delete(r.dropped);
    // A new unnamed statement replaces the connection's previous one (closed first, unseen).
    const before = r.created === '' ? build.closeStatement(this.sessionName('')) : undefined;
    return { type: m.type, bytes: r.bytes, before };
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
        // Backpressure: a client that does not read its results is not fed more of them.
        if (this.socket.writableNeedDrain && !(await this.drained())) break;
        if (!this.holding) {
          if (!(await this.shared.arbiter.acquire(this))) break;
          this.holding = true;
          if (this.closed) break;
        }
        await this.run(nextUnit(this.inbox));
        if (this.isIdle()) this.release();
      }
      if (this.fatal && !this.inbox.length) this.fail(this.fatal.code, this.fatal.text);
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

  /**
   * Waits until the client has read what it was sent. One that holds the session and reads
   * nothing for the idle timeout is cut off. Resolves false if the connection ended.
   */
  private async drained(): Promise<boolean> {
    this.socket.pause();
    const ms = this.holding ? this.shared.idleSessionTimeoutMs : 0;
    if (!(await waitForDrain(this.socket, ms))) {
      this.shared.log(`pg-wire: connection ${this.id} read nothing for ${ms} ms; closed`);
      this.fail('08006', 'terminating connection: the client stopped reading its results');
    }
    if (!this.fatal) this.socket.resume();
    return !this.closed;
  }

  private async run(batch: Pending[]): Promise<void> {
    let from = 0;
    for (const [i, m] of batch.entries()) {
      this.openBatch = batchOpenAfter(this.openBatch, m.type);
      if (!m.before) continue;
      if (i > from) await this.exec(Buffer.concat(batch.slice(from, i).map((p) => p.bytes)), true);
      await this.exec(m.before, false);
      from = i;
    }
    await this.exec(Buffer.concat(batch.slice(from).map((m) => m.bytes)), true);
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

  private stopStartupTimer(): void {
    if (this.startupTimer) clearTimeout(this.startupTimer);
    this.startupTimer = null;
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
    this.stopStartupTimer();
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
    const close = closingMessages(this.scanner.copyIn, this.openBatch);
    if (close) await this.exec(close, false);
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
