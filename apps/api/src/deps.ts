import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { Contract } from './http/contract.ts';
import type { Mailer } from './domains/notifications/mailer.ts';
import type { RateLimiter } from './http/rate-limit.ts';
import type { DarajaClient } from './domains/payments/daraja.ts';
import type { Jobs } from './domains/outreach/jobs.ts';
import type { SmsClient } from './domains/outreach/sms.ts';
import type { LiveHub } from './domains/notifications/live.ts';

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
}
