import { Redis } from 'ioredis';
import { tooManyRequests } from './errors.ts';

/** Counts hits per key in fixed windows. */
export interface RateStore {
  /** Adds a hit and answers how many there are in the current window and when it ends (ms). */
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  close(): Promise<void>;
}

/** One process: a Map of windows, swept as they expire. */
export function memoryRateStore(): RateStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
  }, 60_000);
  sweep.unref();
  return {
    async hit(key, windowMs) {
      const now = Date.now();
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, resetInMs: window.resetAt - now };
    },
    async close() {
      clearInterval(sweep);
    },
  };
}

/** Several instances: the counts live in Redis so every instance sees every hit. */
export function redisRateStore(url: string): RateStore {
  // Commands wait for the connection briefly; when Redis is down they fail fast and the limiter lets requests through.
  const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 1000, commandTimeout: 1000 });
  redis.on('error', () => {});
  return {
    async hit(key, windowMs) {
      const name = `urembo:rate:${key}`;
      const [[, count], [, ttl]] = (await redis
        .multi()
        .incr(name)
        .pexpire(name, windowMs, 'NX')
        .pttl(name)
        .exec()) as [[null, number], [null, number], [null, number]];
      return { count, resetInMs: ttl > 0 ? ttl : windowMs };
    },
    async close() {
      redis.disconnect();
    },
  };
}

export interface RateRule {
  /** Names the limit in the key, e.g. 'signin-ip'. */
  name: string;
  limit: number;
  windowSeconds: number;
}

export class RateLimiter {
  constructor(
    private readonly store: RateStore,
    /** Multiplies every limit: tests that do not test limits raise them. */
    private readonly scale = 1,
  ) {}

  /** Throws 429 with Retry-After when the subject has used up the rule's allowance. */
  async check(rule: RateRule, subject: string): Promise<void> {
    let result: { count: number; resetInMs: number };
    try {
      result = await this.store.hit(`${rule.name}:${subject}`, rule.windowSeconds * 1000);
    } catch {
      // An unreachable Redis must not take sign-in down with it.
      return;
    }
    if (result.count > rule.limit * this.scale)
      throw tooManyRequests(Math.max(1, Math.ceil(result.resetInMs / 1000)));
  }

  close(): Promise<void> {
    return this.store.close();
  }
}

/** The abuse limits of the product: per address and per account. */
export const LIMITS = {
  signInPerAddress: { name: 'signin-ip', limit: 20, windowSeconds: 60 },
  signInPerAccount: { name: 'signin-account', limit: 5, windowSeconds: 60 },
  registerPerAddress: { name: 'register-ip', limit: 10, windowSeconds: 3600 },
  resetPerAddress: { name: 'reset-ip', limit: 10, windowSeconds: 900 },
  resetPerAccount: { name: 'reset-account', limit: 3, windowSeconds: 900 },
  otpPerAddress: { name: 'otp-ip', limit: 20, windowSeconds: 900 },
  paymentPerAccount: { name: 'payment-account', limit: 5, windowSeconds: 600 },
  paymentPerAddress: { name: 'payment-ip', limit: 20, windowSeconds: 600 },
  contactPerAddress: { name: 'contact-ip', limit: 5, windowSeconds: 600 },
} satisfies Record<string, RateRule>;

export function createRateLimiter(config: {
  redisUrl: string | undefined;
  rateLimitScale: number;
}): RateLimiter {
  return new RateLimiter(
    config.redisUrl ? redisRateStore(config.redisUrl) : memoryRateStore(),
    config.rateLimitScale,
  );
}
