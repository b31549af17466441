/**
 * Who holds the one embedded Postgres session. A connection holds it from the first message of a
 * unit of work until the backend is idle again (ReadyForQuery 'I' with no batch or COPY open);
 * the others wait in arrival order.
 */
export class SessionArbiter<T> {
  private holder: T | null = null;
  private queue: { who: T; resolve: (granted: boolean) => void }[] = [];

  /** Resolves true once `who` holds the session, or false if the wait was cancelled. */
  acquire(who: T): Promise<boolean> {
    if (this.holder === who) return Promise.resolve(true);
    if (this.holder === null) {
      this.holder = who;
      return Promise.resolve(true);
    }
    return new Promise((resolve) => this.queue.push({ who, resolve }));
  }

  release(who: T): void {
    if (this.holder !== who) return;
    const next = this.queue.shift();
    this.holder = next ? next.who : null;
    next?.resolve(true);
  }

  /** Withdraws a waiting request (its acquire resolves false). */
  cancel(who: T): void {
    const i = this.queue.findIndex((q) => q.who === who);
    if (i >= 0) this.queue.splice(i, 1)[0]!.resolve(false);
  }

  get current(): T | null {
    return this.holder;
  }

  get waiting(): number {
    return this.queue.length;
  }
}
