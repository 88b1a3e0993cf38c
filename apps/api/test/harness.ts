import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { expect } from 'vitest';
import { buildApp } from '../src/app.ts';
import { testConfig, type Config } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { ensureCatalogue } from '../src/domains/catalog/catalogue.ts';
import { Contract } from '../src/http/contract.ts';
import { createRateLimiter } from '../src/http/rate-limit.ts';
import type { Mail } from '../src/domains/notifications/mailer.ts';
import { connectMpesa } from '../src/domains/payments/mpesa.ts';
import type { DarajaSimulator } from '../src/domains/payments/simulator.ts';
import { startJobs } from '../src/domains/outreach/jobs.ts';
import {
  connectSms,
  smsCallbacks,
  type SimulatedSms,
  type SmsSimulator,
} from '../src/domains/outreach/sms.ts';
import { outreachHandlers } from '../src/domains/outreach/deliver.ts';
import { Lifecycle } from '../src/http/lifecycle.ts';
import { startBrowseCache } from '../src/domains/accounts/browse-cache.ts';
import { startLiveHub } from '../src/domains/notifications/live.ts';
import type { Deps } from '../src/deps.ts';

const contract = Contract.load();

export interface TestServer {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Every e-mail the server sent, newest last. */
  mails: Mail[];
  deps: Deps;
  /** The local Daraja the server pays through, unless config.mpesa.baseUrl was given. */
  simulator: DarajaSimulator | undefined;
  /** Where the server listens on 127.0.0.1, so the simulator can call it back over real HTTP. */
  url: string;
  /** The local Africa's Talking the server texts through. */
  smsSimulator: SmsSimulator;
  /** Every SMS the simulator took, oldest first. */
  texts: SimulatedSms[];
  /**
   * Runs every due job (SMS, e-mail, reminders) now, as the workers of `pnpm start` would: tests send
   * what they expect and then look, with no timers. Returns how many ran.
   */
  deliver(): Promise<number>;
  close(): Promise<void>;
}

/**
 * A real server on a fresh database: PGlite in memory by default, or a new PostgreSQL database
 * (dropped afterwards) when DATABASE_URL is set.
 */
export async function startTestServer(
  overrides: Partial<Config> = {},
  options: {
    rewriteDatabaseUrl?: (url: string) => string;
    /** Fastify's logger option (level, stream): the server logs nothing unless given one. */
    logger?: object;
  } = {},
): Promise<TestServer> {
  const adminUrl = process.env.DATABASE_URL;
  let url: string | undefined;
  let dropDatabase = async () => {};
  if (adminUrl) {
    const name = `urembo_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const target = new URL(adminUrl);
    target.pathname = `/${name}`;
    url = target.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  }
  const config = testConfig({
    databaseUrl: url,
    dataDir: 'memory://',
    webDist: '/nonexistent',
    ...overrides,
  });
  const database = await openDatabase({
    url: url && options.rewriteDatabaseUrl ? options.rewriteDatabaseUrl(url) : url,
    dataDir: 'memory://',
  });
  await ensureCatalogue(database.db);
  const mails: Mail[] = [];
  const mpesa = await connectMpesa(config, config.simulatorDelayMs);
  const sms = await connectSms({ ...config.sms, outbox: undefined });
  const jobs = await startJobs(database, { onError: () => {} });
  const deps: Deps = {
    config,
    database,
    db: database.db,
    contract,
    rateLimiter: createRateLimiter(config),
    mailer: { target: 'memory', send: async (mail) => void mails.push(mail) },
    daraja: mpesa.daraja,
    jobs,
    sms: sms.client,
    live: await startLiveHub(database, () => {}),
    lifecycle: new Lifecycle(),
    browse: await startBrowseCache(database, config.browseCacheMs),
  };
  const app = await buildApp(deps, { logger: options.logger });
  // After buildApp, as in main.ts: the handlers count their sends into the metrics it set on deps.
  const handlers = outreachHandlers({ ...deps, publicUrl: config.publicUrl });
  // Listening for real, so the simulator's callbacks arrive over HTTP as Daraja's do.
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  config.mpesa.callbackBaseUrl ??= origin;
  sms.simulator!.reportTo = smsCallbacks(origin, config.sms.callbackToken);
  return {
    app,
    database,
    config,
    mails,
    deps,
    simulator: mpesa.simulator,
    url: origin,
    smsSimulator: sms.simulator!,
    texts: sms.simulator!.sent,
    deliver: async () => {
      let ran = 0;
      // A reminder's messages are jobs of their own: run until nothing is due.
      for (let round = await jobs.drain(handlers); round > 0; round = await jobs.drain(handlers))
        ran += round;
      return ran;
    },
    async close() {
      // Keep-alive sockets of the HTTP callbacks would hold the close for Fastify's 72 s keep-alive.
      app.server.closeAllConnections();
      await step('the app', () => app.close());
      await step('the job queue', () => jobs.stop());
      await step('the browse cache', () => deps.browse.stop());
      await step('the SMS simulator', async () => sms.simulator?.close());
      await step('the M-Pesa simulator', () => mpesa.close());
      await step('the database pool', () => database.close());
      await step('the test database', () => dropDatabase());
    },
  };
}

/** Operations the suite has seen answer, by operationId and status: the contract test checks coverage. */
export const seen = new Map<string, Set<number>>();

function findOperation(method: string, url: string) {
  const path = url.split('?')[0]!;
  for (const operation of contract.operations.values()) {
    if (operation.method !== method) continue;
    const pattern = new RegExp(`^${operation.path.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    if (pattern.test(path)) return operation;
  }
  return undefined;
}

/** Asserts a response matches openapi.yaml: a declared status and a body of the declared schema. */
export function expectContract(method: string, url: string, response: LightMyRequestResponse): void {
  const operation = findOperation(method, url);
  expect(operation, `${method} ${url} is not in openapi.yaml`).toBeDefined();
  if (!operation) return;
  const body =
    response.body && response.headers['content-type']?.toString().includes('json')
      ? response.json()
      : undefined;
  const errors = operation.validateResponse(response.statusCode, body);
  expect(errors, `${operation.operationId} ${response.statusCode} ${response.body.slice(0, 300)}`).toBeNull();
  (
    seen.get(operation.operationId) ?? seen.set(operation.operationId, new Set()).get(operation.operationId)!
  ).add(response.statusCode);
}

/** A close that hangs names its step in the log (a hook timeout alone does not say which). */
async function step(name: string, close: () => Promise<unknown>) {
  const started = Date.now();
  const slow = setInterval(
    () => console.warn(`closing ${name}: still waiting after ${Math.round((Date.now() - started) / 1000)} s`),
    10_000,
  );
  try {
    await close();
  } finally {
    clearInterval(slow);
  }
}

/** A built web app (file → text) in a new folder, as apps/web/scripts/prerender.mjs leaves its dist. */
export function fakeWebDist(files: Record<string, string>): string {
  const dist = mkdtempSync(join(tmpdir(), 'urembo-dist-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(dist, file, '..'), { recursive: true });
    writeFileSync(join(dist, file), text);
  }
  return dist;
}

/**
 * Counts the statements `server` sends to its database from now on (`counter.count`, set it to 0 to start
 * again). Both drivers (PGlite and node-postgres' pool) send every statement through client.query.
 */
export function countQueries(server: TestServer): { count: number } {
  const counter = { count: 0 };
  const driver = (server.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
    .$client;
  const query = driver.query.bind(driver);
  driver.query = (...args: unknown[]) => {
    counter.count += 1;
    return query(...args);
  };
  return counter;
}
