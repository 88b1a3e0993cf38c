import { loadConfigOrExit } from './config.ts';
import { openDatabase, SchemaBehindError } from './db/client.ts';
import { Lifecycle } from './http/lifecycle.ts';
import { startBrowseCache } from './domains/accounts/browse-cache.ts';
import { ensureCatalogue } from './domains/catalog/catalogue.ts';
import { Contract } from './http/contract.ts';
import { createMailer } from './domains/notifications/mailer.ts';
import { createRateLimiter } from './http/rate-limit.ts';
import { connectMpesa } from './domains/payments/mpesa.ts';
import { startReconciler } from './domains/payments/settle.ts';
import { buildApp } from './app.ts';
import { ensureDemoData } from './seed/demo.ts';
import { join } from 'node:path';
import { startJobs } from './domains/outreach/jobs.ts';
import { connectSms, smsCallbacks } from './domains/outreach/sms.ts';
import { outreachHandlers } from './domains/outreach/deliver.ts';
import { startLiveHub } from './domains/notifications/live.ts';
import type { Deps } from './deps.ts';

const config = loadConfigOrExit();
const started = Date.now();
const database = await openDatabase({
  url: config.databaseUrl,
  directUrl: config.databaseDirectUrl,
  dataDir: config.dataDir,
  poolSize: config.databasePoolSize,
  migrate: config.migrateOnStart,
}).catch((error: unknown) => {
  if (!(error instanceof SchemaBehindError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
});
await ensureCatalogue(database.db);
const demoAccounts = config.seedDemo ? await ensureDemoData(database.db) : undefined;
const mpesa = await connectMpesa(config, config.simulatorDelayMs);
// The simulator calls this process back directly.
if (mpesa.simulator) config.mpesa.callbackBaseUrl ??= `http://127.0.0.1:${config.port}`;
const sms = await connectSms({ ...config.sms, outbox: join(config.dataDir, 'sms-outbox') });
// The simulator posts its delivery reports and opt-outs to this process directly.
if (sms.simulator)
  sms.simulator.reportTo = smsCallbacks(`http://127.0.0.1:${config.port}`, config.sms.callbackToken);
// Job errors are logged once the app (and its logger) exists; none can come before workers start.
const jobs = await startJobs(database, { onError: (error) => app.log.error({ err: error }, 'jobs') });
const deps: Deps = {
  config,
  database,
  db: database.db,
  contract: Contract.load(),
  mailer: createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    // Mail is sent only once the app serves, so its logger exists by then.
    log: (message) => app.log.info(message),
  }),
  rateLimiter: createRateLimiter(config),
  daraja: mpesa.daraja,
  jobs,
  sms: sms.client,
  live: await startLiveHub(database, (error) => app.log.error({ err: error }, 'live notifications')),
  lifecycle: new Lifecycle(),
  browse: await startBrowseCache(database, config.browseCacheMs),
};
const app = await buildApp(deps, {
  // buildApp adds the serializers that keep query strings and error parameters out (http/logging.ts).
  logger: { level: config.logLevel },
});
const stopReconciler = await startReconciler(
  deps,
  (error) => app.log.error({ err: error }, 'payment reconciliation'),
  config.reconcileEveryMs,
  () => deps.metrics?.reconciliations.inc(),
);
const handlers = outreachHandlers({ ...deps, publicUrl: config.publicUrl });
await jobs.work('sms', handlers.sms);
await jobs.work('email', handlers.email);
await jobs.work('reminder', handlers.reminder);

/**
 * SIGTERM (a deploy, systemd, a container stop): stop taking connections, end the notification streams so
 * browsers reconnect through the proxy to another instance, let requests in flight finish for up to
 * DRAIN_TIMEOUT_MS, then stop the workers (their jobs go back to the queue) and exit.
 */
let stopping = false;
const shutdown = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  const began = Date.now();
  app.log.info(`${signal}: draining (up to ${config.drainTimeoutMs} ms)`);
  stopReconciler();
  await deps.lifecycle.drain(app, config.drainTimeoutMs, async () => deps.live.endStreams());
  await jobs.stop();
  await app.close();
  await deps.browse.stop();
  await sms.simulator?.close();
  await mpesa.close();
  await database.close();
  app.log.info(`drained and stopped in ${Date.now() - began} ms`);
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

const address = await app.listen({ port: config.port, host: config.host });
app.log.info(`Urembo is serving on ${address} (database: ${database.kind}) in ${Date.now() - started} ms`);
if (mpesa.simulator)
  app.log.info(
    `M-Pesa: local Daraja simulator on ${mpesa.simulator.url} (answers after ${mpesa.simulator.options.delayMs} ms); set MPESA_BASE_URL for Safaricom`,
  );
app.log.info(
  sms.simulator
    ? `SMS: local Africa's Talking simulator on ${sms.simulator.url}, writing to ${sms.client.target}; set AT_USERNAME and AT_API_KEY for Africa's Talking`
    : `SMS: Africa's Talking (${sms.client.target})`,
);
// The demo accounts are for the person at the terminal: plain lines, not a JSON log record.
if (demoAccounts) process.stdout.write(`${demoAccounts}\n`);
