/**
 * What keeps the auth service from being a guessing or mailing machine, as GoTrue does it or
 * stricter: wrong one-time codes per address (the token is burned after a few), a minimum gap
 * between auth mails to one address, and answers that take about as long for unknown addresses
 * as for known ones.
 */

/** Wrong 6-digit codes per address; after `max` the address's pending tokens are burned. */
export class OtpAttempts {
  private readonly fails = new Map<string, { n: number; first: number }>();

  constructor(
    readonly max = 5,
    private readonly windowMs = 60 * 60 * 1000,
  ) {}

  private current(email: string, now: number) {
    const f = this.fails.get(email);
    if (f && now - f.first > this.windowMs) {
      this.fails.delete(email);
      return undefined;
    }
    return f;
  }

  /** The address has used up its tries: no code is checked any more until a new one is sent. */
  exhausted(email: string, now = Date.now()): boolean {
    return (this.current(email, now)?.n ?? 0) >= this.max;
  }

  /** Records a wrong code; true when that was the last allowed try. */
  fail(email: string, now = Date.now()): boolean {
    const f = this.current(email, now) ?? { n: 0, first: now };
    f.n++;
    this.fails.set(email, f);
    return f.n >= this.max;
  }

  /** A new code was sent: a fresh set of tries. */
  reset(email: string): void {
    this.fails.delete(email);
  }
}

/**
 * When an address without an account last asked for a mail (recover): it gets the same 60 s
 * answer as an address with one, whose last mail time is in auth.users.
 */
export class MailRequests {
  private readonly last = new Map<string, number>();

  constructor(private readonly gapMs: number) {}

  /** Seconds to wait before this address may ask again (0: now, and the request is recorded). */
  take(email: string, now = Date.now()): number {
    for (const [k, t] of this.last) if (now - t >= this.gapMs) this.last.delete(k);
    const t = this.last.get(email);
    if (t !== undefined) return Math.ceil((t + this.gapMs - now) / 1000);
    this.last.set(email, now);
    return 0;
  }
}

/** Pads the fast path of an endpoint to the recent duration of its slow path (±10 %). */
export class TimingPad {
  private avg: number;

  constructor(initialMs: number) {
    this.avg = initialMs;
  }

  observe(ms: number): void {
    this.avg = this.avg * 0.7 + ms * 0.3;
  }

  async pad(startedAt: number): Promise<void> {
    const target = this.avg * (0.9 + Math.random() * 0.2);
    const wait = target - (Date.now() - startedAt);
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  }
}
