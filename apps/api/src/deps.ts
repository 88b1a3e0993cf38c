import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { Contract } from './http/contract.ts';
import type { Mailer } from './domains/notifications/mailer.ts';

/** What route handlers need from the outside world, built once at start. */
export interface Deps {
  config: Config;
  database: Database;
  db: Db;
  contract: Contract;
  mailer: Mailer;
}
