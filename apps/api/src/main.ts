import { loadConfigOrExit } from './config.ts';
import { openDatabase } from './db/client.ts';
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
  dataDir: config.dataDir,
  poolSize: config.databasePoolSize,
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
};
const app = await buildApp(deps, {
  // buildApp adds the serializers that keep query strings and error parameters out (http/logging.ts).
  logger: { level: config.logLevel },
});
const stopReconciler = startReconciler(deps, (error) =>
  app.log.error({ err: error }, 'payment reconciliation'),
);
const handlers = outreachHandlers({ ...deps, publicUrl: config.publicUrl });
await jobs.work('sms', handlers.sms);
await jobs.work('email', handlers.email);
await jobs.work('reminder', handlers.reminder);

const shutdown = async () => {
  stopReconciler();
  await jobs.stop();
  await app.close();
  await sms.simulator?.close();
  await mpesa.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());

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
