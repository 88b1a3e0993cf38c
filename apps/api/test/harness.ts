import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { expect } from 'vitest';
import { testConfig, type Config } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { Contract } from '../src/http/contract.ts';
import type { Mail } from '../src/transports/mailer.ts';
import type { DarajaSimulator } from '../src/domains/payments/simulator.ts';
import type { SimulatedSms, SmsSimulator } from '../src/transports/sms.ts';
import { createServer } from '../src/server.ts';
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
  const mails: Mail[] = [];
  const server = await createServer({
    config,
    // In memory, or a PostgreSQL database dropped afterwards, whatever folder the test gives for files.
    database: {
      url: url && options.rewriteDatabaseUrl ? options.rewriteDatabaseUrl(url) : url,
      dataDir: 'memory://',
    },
    contract,
    logger: options.logger,
    mailer: { target: 'memory', send: async (mail) => void mails.push(mail) },
  });
  const origin = await server.listen(0, '127.0.0.1');
  return {
    app: server.app,
    database: server.database,
    config,
    mails,
    deps: server.deps,
    simulator: server.mpesa,
    url: origin,
    smsSimulator: server.sms!,
    texts: server.sms!.sent,
    deliver: () => server.deliver(),
    async close() {
      await server.close(step);
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
