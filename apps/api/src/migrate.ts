import { loadConfigOrExit } from './config.ts';
import { openDatabase } from './db/client.ts';
import { ensureCatalogue } from './domains/catalog/index.ts';
import { startJobs } from './jobs/index.ts';
import { MESSAGE_QUEUES } from './domains/messaging/index.ts';
import { PAYMENT_QUEUES } from './domains/payments/index.ts';
import { BOOKING_QUEUES } from './domains/bookings/index.ts';

/**
 * `pnpm migrate`: the deploy step that brings the database up to this code before any instance of it
 * serves. On PostgreSQL it waits for the migration lock, so runs started together apply each migration once.
 */
const config = loadConfigOrExit();
const started = Date.now();
const database = await openDatabase({
  url: config.databaseUrl,
  directUrl: config.databaseDirectUrl,
  dataDir: config.dataDir,
  poolSize: 2,
  migrate: true,
});
try {
  await ensureCatalogue(database.db);
  // The job queue's own tables and queues, so instances starting together find them made.
  const jobs = await startJobs(database, {
    queues: { ...MESSAGE_QUEUES, ...PAYMENT_QUEUES, ...BOOKING_QUEUES },
    onError: (error) => process.stderr.write(`job queue: ${error.message}\n`),
  });
  await jobs.stop();
  process.stdout.write(`The database (${database.kind}) is up to date, in ${Date.now() - started} ms.\n`);
} finally {
  await database.close();
}
