import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import type { Deps } from './deps.ts';
import { Events } from './events/index.ts';
import { Contract } from './http/contract.ts';
import { Lifecycle } from './http/lifecycle.ts';
import { createRateLimiter } from './http/rate-limit.ts';
import { buildApp } from './app.ts';
import { startBrowseCache, subscribeBrowse } from './domains/accounts/index.ts';
import { ensureCatalogue } from './domains/catalog/index.ts';
import { BOOKING_QUEUES, startAppointmentCloser } from './domains/bookings/index.ts';
import { startJobs } from './jobs/index.ts';
import { createMailer, type Mailer } from './transports/mailer.ts';
import { connectSms, smsCallbacks, type SmsSimulator } from './transports/sms.ts';
import {
  MESSAGE_QUEUES,
  outreachHandlers,
  startLiveHub,
  subscribeMessaging,
} from './domains/messaging/index.ts';
import {
  connectMpesa,
  PAYMENT_QUEUES,
  startReconciler,
  type DarajaSimulator,
} from './domains/payments/index.ts';

export interface ServerOptions {
  config: Config;
  /**
   * The database to open instead of config's: the tests' own (in memory, or a PostgreSQL database reached
   * through PgBouncer), whatever data folder the config names for files.
   */
  database?: { url: string | undefined; dataDir: string };
  /** The contract, compiled once for many servers (the tests start dozens). */
  contract?: Contract;
  /** Fastify's logger option; none logs nothing. */
  logger?: boolean | object;
  /** Where e-mail goes instead of SMTP or the outbox folder (the tests keep it in memory). */
  mailer?: Mailer;
  /** Whether texts are also written to DATA_DIR/sms-outbox, as `pnpm start` does for the person at the terminal. */
  smsOutbox?: boolean;
}

export interface Server {
  app: FastifyInstance;
  deps: Deps;
  database: Database;
  /** The local Daraja the server pays through, unless config.mpesa.baseUrl names Safaricom's. */
  mpesa: DarajaSimulator | undefined;
  /** The local Africa's Talking the server texts through, unless config.sms names the real one. */
  sms: SmsSimulator | undefined;
  /** Listens, then points the simulators' callbacks at this process; answers the address. */
  listen(port: number, host: string): Promise<string>;
  /** Starts the workers of the job queues (SMS, e-mail, reminders) and the payment reconciler. */
  startWorkers(): Promise<void>;
  /** Runs every due job now, as the workers would, until none is due: how many ran. */
  deliver(): Promise<number>;
  /** Ends the notification streams and lets requests in flight finish, for up to `timeoutMs`. */
  drain(timeoutMs: number): Promise<void>;
  /**
   * Stops the workers, the app, the caches, the simulators and the database, in that order; `step` wraps
   * each (the tests name the one that hangs).
   */
  close(step?: (name: string, close: () => Promise<unknown>) => Promise<unknown>): Promise<void>;
}

/**
 * The server, wired once: `pnpm start` (main.ts), the API tests (test/harness.ts) and through them the
 * bench and cluster scripts, which run the built main.js, all build it here.
 */
export async function createServer(options: ServerOptions): Promise<Server> {
  const { config } = options;
  const database = await openDatabase({
    url: options.database ? options.database.url : config.databaseUrl,
    directUrl: options.database ? undefined : config.databaseDirectUrl,
    dataDir: options.database?.dataDir ?? config.dataDir,
    poolSize: config.databasePoolSize,
    migrate: config.migrateOnStart,
  });
  await ensureCatalogue(database.db);
  const mpesa = await connectMpesa(config, config.simulatorDelayMs);
  const sms = await connectSms({
    ...config.sms,
    outbox: options.smsOutbox ? join(config.dataDir, 'sms-outbox') : undefined,
  });
  // Errors of the workers and the live hub are logged once the app (and its logger) exists: none can come
  // before it does.
  const jobs = await startJobs(database, {
    queues: { ...MESSAGE_QUEUES, ...PAYMENT_QUEUES, ...BOOKING_QUEUES },
    onError: (error) => app.log.error({ err: error }, 'jobs'),
  });
  const deps: Deps = {
    config,
    database,
    db: database.db,
    contract: options.contract ?? Contract.load(),
    mailer:
      options.mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        dataDir: config.dataDir,
        log: (message) => app.log.info(message),
      }),
    events: new Events(),
    rateLimiter: createRateLimiter(config),
    daraja: mpesa.daraja,
    jobs,
    sms: sms.client,
    live: await startLiveHub(database, (error) => app.log.error({ err: error }, 'live notifications')),
    lifecycle: new Lifecycle(),
    browse: await startBrowseCache(database, config.browseCacheMs),
  };
  // Once per server, before it answers: what reacts to the domains' events (a second app built on the same
  // deps, as some tests do, must not tell everything twice).
  subscribeMessaging(deps);
  subscribeBrowse(deps);
  const app = await buildApp(deps, { logger: options.logger });
  // After buildApp: the handlers count their sends into the metrics it set on deps.
  const handlers = outreachHandlers({ ...deps, publicUrl: config.publicUrl });
  let stopReconciler = () => {};
  let stopCloser = () => {};

  return {
    app,
    deps,
    database,
    mpesa: mpesa.simulator,
    sms: sms.simulator,
    async listen(port, host) {
      const address = await app.listen({ port, host });
      // The simulators call this process back directly, over real HTTP as Daraja and Africa's Talking do.
      const origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
      if (mpesa.simulator) config.mpesa.callbackBaseUrl ??= origin;
      if (sms.simulator) sms.simulator.reportTo = smsCallbacks(origin, config.sms.callbackToken);
      return address;
    },
    async startWorkers() {
      stopReconciler = await startReconciler(
        deps,
        (error) => app.log.error({ err: error }, 'payment reconciliation'),
        config.reconcileEveryMs,
        () => deps.metrics?.reconciliations.inc(),
      );
      stopCloser = await startAppointmentCloser(deps, (error) =>
        app.log.error({ err: error }, 'closing past appointments'),
      );
      await jobs.work('sms', handlers.sms);
      await jobs.work('email', handlers.email);
      await jobs.work('reminder', handlers.reminder);
      await jobs.work('plan-reminder', handlers['plan-reminder']);
    },
    async deliver() {
      let ran = 0;
      // A reminder's messages are jobs of their own: run until nothing is due.
      for (let round = await jobs.drain(handlers); round > 0; round = await jobs.drain(handlers))
        ran += round;
      return ran;
    },
    async drain(timeoutMs) {
      stopReconciler();
      stopCloser();
      await deps.lifecycle.drain(app, timeoutMs, async () => deps.live.endStreams());
    },
    async close(step = (_name, close) => close()) {
      stopReconciler();
      stopCloser();
      // Keep-alive sockets (the simulators' callbacks) would hold the close for Fastify's 72 s keep-alive.
      app.server.closeAllConnections();
      await step('the app', () => app.close());
      await step('the job queue', () => jobs.stop());
      await step('the browse cache', () => deps.browse.stop());
      await step('the SMS simulator', async () => sms.simulator?.close());
      await step('the M-Pesa simulator', () => mpesa.close());
      await step('the database pool', () => database.close());
    },
  };
}
