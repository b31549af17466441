/**
 * Per-IP sliding-window rate limits, like GoTrue's defaults: token grants 150 per 5 minutes,
 * signup, recover, user updates and magic-link/resend requests 30 per 5 minutes; and (ours)
 * 30 failed verifications (wrong code or link) per 5 minutes.
 */

export type Bucket = 'token' | 'signup' | 'recover' | 'user' | 'otp' | 'verifyFailure';

export interface RateLimits {
  token?: number;
  signup?: number;
  recover?: number;
  user?: number;
  /** Magic-link and resend requests (GoTrue's OTP limit). */
  otp?: number;
  /** Wrong codes and invalid links at /verify. */
  verifyFailure?: number;
  windowMs?: number;
}

export const DEFAULT_RATE_LIMITS: Required<RateLimits> = {
  token: 150,
  signup: 30,
  recover: 30,
  user: 30,
  otp: 30,
  verifyFailure: 30,
  windowMs: 5 * 60 * 1000,
};

export class RateLimiter {
  private readonly limits: Required<RateLimits>;
  private readonly hits = new Map<string, number[]>();
  private lastSweep = Date.now();

  constructor(limits: RateLimits = {}) {
    this.limits = { ...DEFAULT_RATE_LIMITS, ...limits };
  }

  /** Records a hit; returns false when the client is over the limit (the hit is not recorded then). */
  take(bucket: Bucket, ip: string, now = Date.now()): boolean {
    this.sweep(now);
    const key = `${bucket}:${ip}`;
    const since = now - this.limits.windowMs;
    const list = (this.hits.get(key) ?? []).filter((t) => t > since);
    if (list.length >= this.limits[bucket]) {
      this.hits.set(key, list);
      return false;
    }
    list.push(now);
    this.hits.set(key, list);
    return true;
  }

  /** Is the client already at the limit (without recording a hit)? */
  blocked(bucket: Bucket, ip: string, now = Date.now()): boolean {
    const since = now - this.limits.windowMs;
    return (
      (this.hits.get(`${bucket}:${ip}`) ?? []).filter((t) => t > since).length >=
      this.limits[bucket]
    );
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < this.limits.windowMs) return;
    this.lastSweep = now;
    const since = now - this.limits.windowMs;
    for (const [key, list] of this.hits) {
      if (!list.some((t) => t > since)) this.hits.delete(key);
    }
  }
}
