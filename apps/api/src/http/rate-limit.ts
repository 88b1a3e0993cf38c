import { Redis } from 'ioredis';
import { throttled } from '../errors.ts';

/** A count and when it is forgotten (ms from now); 0 and 0 when there is none. */
export interface Tally {
  count: number;
  resetInMs: number;
}

/** Counts hits per key in fixed windows, and failures per key in windows that each failure extends. */
export interface RateStore {
  /** Adds a hit and answers how many there are in the current window and when it ends (ms). */
  hit(key: string, windowMs: number): Promise<Tally>;
  /** Reads a count without adding to it. */
  peek(key: string): Promise<Tally>;
  /** Adds a failure and keeps the count for windowMs from now, so the time left tells when the last one was. */
  fail(key: string, windowMs: number): Promise<Tally>;
  /** Forgets the count (a success wipes the failures before it). */
  clear(key: string): Promise<void>;
  /** Whether a shared store answers (readiness); a store in memory has none to reach. */
  ping?(): Promise<boolean>;
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
    async peek(key) {
      const now = Date.now();
      const window = windows.get(key);
      return window && window.resetAt > now
        ? { count: window.count, resetInMs: window.resetAt - now }
        : { count: 0, resetInMs: 0 };
    },
    async fail(key, windowMs) {
      const now = Date.now();
      const window = windows.get(key);
      const count = window && window.resetAt > now ? window.count + 1 : 1;
      windows.set(key, { count, resetAt: now + windowMs });
      return { count, resetInMs: windowMs };
    },
    async clear(key) {
      windows.delete(key);
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
    async peek(key) {
      const name = `urembo:rate:${key}`;
      const [[, count], [, ttl]] = (await redis.multi().get(name).pttl(name).exec()) as [
        [null, string | null],
        [null, number],
      ];
      return count !== null && ttl > 0
        ? { count: Number(count), resetInMs: ttl }
        : { count: 0, resetInMs: 0 };
    },
    async fail(key, windowMs) {
      const name = `urembo:rate:${key}`;
      const [[, count]] = (await redis.multi().incr(name).pexpire(name, windowMs).exec()) as [
        [null, number],
        [null, number],
      ];
      return { count, resetInMs: windowMs };
    },
    async clear(key) {
      await redis.del(`urembo:rate:${key}`);
    },
    async ping() {
      return (await redis.ping().catch(() => '')) === 'PONG';
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

/**
 * Failures of one subject with a growing wait: `free` failures, then firstWaitSeconds after the last one,
 * doubled by each further failure up to maxWaitSeconds. The count is forgotten memorySeconds after the
 * last failure, or at once by a success.
 */
export interface BackoffRule {
  name: string;
  free: number;
  firstWaitSeconds: number;
  maxWaitSeconds: number;
  memorySeconds: number;
}

/** How long (ms) a subject with these failures must still wait before its next try; 0: it may try now. */
export function backoffWaitMs(rule: BackoffRule, failures: Tally, free = rule.free): number {
  if (failures.count < free) return 0;
  const wait = Math.min(rule.maxWaitSeconds, rule.firstWaitSeconds * 2 ** (failures.count - free)) * 1000;
  // Each failure restarts the memory, so the memory already spent is the time since the last failure.
  const sinceLast = rule.memorySeconds * 1000 - failures.resetInMs;
  return Math.max(0, wait - sinceLast);
}

const NONE: Tally = { count: 0, resetInMs: 0 };
/** Where failures are counted and how long after the last one they are remembered. */
type Remembered = Pick<BackoffRule, 'name' | 'memorySeconds'>;

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
      throw throttled(Math.max(1, Math.ceil(result.resetInMs / 1000)));
  }

  /** A count of the rules' own size, raised with every limit when tests raise them. */
  scaled(count: number): number {
    return count * this.scale;
  }

  /** The failures counted against the subject; none when the store cannot be reached. */
  async failures(rule: Remembered, subject: string): Promise<Tally> {
    return this.store.peek(`${rule.name}:${subject}`).catch(() => NONE);
  }

  /** Counts one more failure of the subject and answers the count with it. */
  async fail(rule: Remembered, subject: string): Promise<Tally> {
    return this.store.fail(`${rule.name}:${subject}`, rule.memorySeconds * 1000).catch(() => NONE);
  }

  async clear(rule: Remembered, subject: string): Promise<void> {
    await this.store.clear(`${rule.name}:${subject}`).catch(() => {});
  }

  /** The shared store's state for readiness: `none` when counts are kept in memory. */
  async storeState(): Promise<'up' | 'down' | 'none'> {
    if (!this.store.ping) return 'none';
    return (await this.store.ping()) ? 'up' : 'down';
  }

  close(): Promise<void> {
    return this.store.close();
  }
}

/** The abuse limits of the product: per address and per account. */
export const LIMITS = {
  signInPerAddress: { name: 'signin-ip', limit: 20, windowSeconds: 60 },
  signInPerAccount: { name: 'signin-account', limit: 5, windowSeconds: 60 },
  registerPerAddress: { name: 'register-ip', limit: 40, windowSeconds: 3600 },
  resetPerAddress: { name: 'reset-ip', limit: 10, windowSeconds: 900 },
  resetPerAccount: { name: 'reset-account', limit: 3, windowSeconds: 900 },
  resetPerAccountDaily: { name: 'reset-account-day', limit: 8, windowSeconds: 86_400 },
  otpPerAddress: { name: 'otp-ip', limit: 20, windowSeconds: 900 },
  paymentPerAccount: { name: 'payment-account', limit: 5, windowSeconds: 600 },
  paymentPerAddress: { name: 'payment-ip', limit: 20, windowSeconds: 600 },
  contactPerAddress: { name: 'contact-ip', limit: 5, windowSeconds: 600 },
  exportPerAccount: { name: 'export-account', limit: 10, windowSeconds: 3600 },
  // Phone codes: each is an SMS we pay for, and per number so that no one can flood a stranger with them.
  phoneCodePerAccount: { name: 'phone-code-account', limit: 3, windowSeconds: 900 },
  phoneCodePerAccountDaily: { name: 'phone-code-account-day', limit: 6, windowSeconds: 86_400 },
  phoneCodePerNumber: { name: 'phone-code-number', limit: 5, windowSeconds: 86_400 },
  phoneCodePerAddress: { name: 'phone-code-ip', limit: 10, windowSeconds: 900 },
  // A vendor's whole portfolio, her photo and cover with room for retries; decoding a picture is the
  // costliest thing a caller can ask of a server, so a flood is stopped well before it fills the queue.
  uploadPerAccount: { name: 'upload-account', limit: 20, windowSeconds: 600 },
  // A salon's or an office's shared address carries several people's uploads.
  uploadPerAddress: { name: 'upload-ip', limit: 60, windowSeconds: 600 },
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
