/**
 * What keeps the auth service from being a guessing or mailing machine, as GoTrue does it or
 * stricter: wrong one-time codes per address and client (and a ceiling per address, after which
 * its tokens are burned), a minimum gap between auth mails to one address, and answers that take
 * about as long for unknown addresses as for known ones.
 */

/**
 * Wrong 6-digit codes, counted per address and client: after `perClient` wrong codes one client
 * can try no more codes for that address, so a stranger's guesses never use up the real user's
 * tries on their own client; after `perAddress` wrong codes from all clients together the
 * address's pending tokens are burned (the ceiling against guessing from many clients). A new code
 * brings fresh tries for everyone.
 */
export class OtpAttempts {
  private readonly fails = new Map<
    string,
    { total: number; first: number; clients: Map<string, number> }
  >();

  constructor(
    readonly perClient = 5,
    readonly perAddress = 25,
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

  /** This client has used up its tries for the address, or the address its ceiling: no code is checked. */
  exhausted(email: string, client: string, now = Date.now()): boolean {
    const f = this.current(email, now);
    if (!f) return false;
    return f.total >= this.perAddress || (f.clients.get(client) ?? 0) >= this.perClient;
  }

  /** Records a wrong code; true when the address has reached its ceiling (burn its tokens). */
  fail(email: string, client: string, now = Date.now()): boolean {
    const f = this.current(email, now) ?? { total: 0, first: now, clients: new Map() };
    f.total++;
    f.clients.set(client, (f.clients.get(client) ?? 0) + 1);
    this.fails.set(email, f);
    return f.total >= this.perAddress;
  }

  /** A new code was sent: fresh tries for every client. */
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
