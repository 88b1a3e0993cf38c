import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { Contract } from './http/contract.ts';
import type { Mailer } from './domains/notifications/mailer.ts';
import type { RateLimiter } from './http/rate-limit.ts';
import type { DarajaClient } from './domains/payments/daraja.ts';
import type { Jobs } from './domains/outreach/jobs.ts';
import type { SmsClient } from './domains/outreach/sms.ts';
import type { LiveHub } from './domains/notifications/live.ts';
import type { Metrics } from './http/metrics.ts';
import type { Lifecycle } from './http/lifecycle.ts';
import type { BrowseCache } from './domains/accounts/browse-cache.ts';

/** What route handlers need from the outside world, built once at start. */
export interface Deps {
  config: Config;
  database: Database;
  db: Db;
  contract: Contract;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  /** M-Pesa: Safaricom's Daraja, or the local simulator outside production. */
  daraja: DarajaClient;
  /** Durable jobs: every SMS, e-mail and reminder goes through them (outreach/jobs.ts). */
  jobs: Jobs;
  /** Africa's Talking, or the local SMS simulator outside production. */
  sms: SmsClient;
  /** Open notification streams of this instance, told of new notifications by any instance. */
  live: LiveHub;
  /** Whether this instance is draining after SIGTERM (readiness, Connection: close). */
  lifecycle: Lifecycle;
  /** Anonymous browse answers shared for a few seconds, dropped on every instance when a vendor changes. */
  browse: BrowseCache;
  /**
   * This instance's Prometheus metrics (http/metrics.ts). buildApp makes them when none are given and
   * sets them here, so what is built from deps after it (the outreach workers, the payment reconciler)
   * counts into the registry its /metrics serves.
   */
  metrics?: Metrics;
}
