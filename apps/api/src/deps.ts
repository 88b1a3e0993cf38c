import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { Contract } from './http/contract.ts';
import type { RateLimiter } from './http/rate-limit.ts';
import type { Metrics } from './http/metrics.ts';
import type { Lifecycle } from './http/lifecycle.ts';
import type { Events } from './events/index.ts';
import type { Jobs } from './jobs/index.ts';
import type { Mailer } from './transports/mailer.ts';
import type { SmsClient } from './transports/sms.ts';

/**
 * What route handlers need from the outside world, built once at start (main.ts).
 *
 * The platform's own services are here. The domains add theirs beside their types with
 * `declare module '../../deps.ts'`, so this file, below them, imports none of them: `daraja`
 * (payments/daraja.ts), `live` (messaging/live.ts) and `browse` (accounts/browse-cache.ts).
 */
export interface Deps {
  config: Config;
  database: Database;
  db: Db;
  contract: Contract;
  rateLimiter: RateLimiter;
  /** The domain events bus (events/index.ts): commands raise, subscribers registered at start react. */
  events: Events;
  /** Durable jobs (jobs/index.ts): every SMS, e-mail and reminder goes through them. */
  jobs: Jobs;
  /** SMTP, or the local outbox folder outside production. */
  mailer: Mailer;
  /** Africa's Talking, or the local SMS simulator outside production. */
  sms: SmsClient;
  /** Whether this instance is draining after SIGTERM (readiness, Connection: close). */
  lifecycle: Lifecycle;
  /**
   * This instance's Prometheus metrics (http/metrics.ts). buildApp makes them when none are given and
   * sets them here, so what is built from deps after it (the outreach workers, the payment reconciler)
   * counts into the registry its /metrics serves.
   */
  metrics?: Metrics;
}
