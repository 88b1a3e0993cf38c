import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { expect } from 'vitest';
import { buildApp } from '../src/app.ts';
import { testConfig, type Config } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { ensureCatalogue } from '../src/domains/catalog/catalogue.ts';
import { Contract } from '../src/http/contract.ts';
import type { Mail } from '../src/domains/notifications/mailer.ts';

const contract = Contract.load();

export interface TestServer {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Every e-mail the server sent, newest last. */
  mails: Mail[];
  close(): Promise<void>;
}

/**
 * A real server on a fresh database: PGlite in memory by default, or a new PostgreSQL database
 * (dropped afterwards) when DATABASE_URL is set.
 */
export async function startTestServer(overrides: Partial<Config> = {}): Promise<TestServer> {
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
  const database = await openDatabase({ url, dataDir: 'memory://' });
  await ensureCatalogue(database.db);
  const mails: Mail[] = [];
  const app = await buildApp({
    config,
    database,
    db: database.db,
    contract,
    mailer: { target: 'memory', send: async (mail) => void mails.push(mail) },
  });
  await app.ready();
  return {
    app,
    database,
    config,
    mails,
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
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
