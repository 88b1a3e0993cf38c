import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  /**
   * Raw SQL for the job queue (pg-boss), outside any transaction: with values one parameterised statement,
   * without them a script of several.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * Calls `onPayload` for every NOTIFY on `channel` by any process on this database, once its transaction
   * commits. Returns how to stop listening.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * PostgreSQL when a URL is given, otherwise PGlite (Postgres in WASM) with its data under dataDir,
 * or in memory when dataDir is 'memory://'. Migrations are applied before the database is returned.
 */
export async function openDatabase(options: {
  url?: string | undefined;
  dataDir: string;
  poolSize?: number;
}): Promise<Database> {
  if (options.url) return openPostgres(options.url, options.poolSize ?? 10);
  return openPglite(options.dataDir);
}

async function openPglite(dataDir: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let location: string | undefined;
  if (dataDir !== 'memory://') {
    mkdirSync(dataDir, { recursive: true });
    location = join(dataDir, 'pglite');
  }
  const client = await PGlite.create(location, { extensions: { btree_gist } });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    executeSql: async (text, values) =>
      values?.length ? client.query(text, values) : ((await client.exec(text)).at(-1) ?? { rows: [] }),
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    ping: async () => {
      try {
        await client.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pg = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.default.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 3000,
    // A query on a half-open connection must fail (and answer 503), never hang a request forever.
    query_timeout: 15_000,
  });
  // A dropped connection must not crash the process: queries fail with 503 until the database is back.
  pool.on('error', () => {});
  // A client checked out for a transaction has no pool listener: its connection dying must fail the
  // transaction's next query (503), not crash the process with an unhandled 'error' event.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzle(pool, { schema });
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    executeSql: (text, values) => pool.query(text, values),
    listen: (channel, onPayload) => listenOnOwnConnection(url, channel, onPayload),
    ping: async () => {
      try {
        await pool.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    close: () => pool.end(),
  };
}

/**
 * LISTEN needs a connection of its own, held open. When it drops (a database restart, a network cut) a new
 * one is made after a second, and again until one holds: live updates pause, nothing else depends on them.
 */
async function listenOnOwnConnection(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<() => Promise<void>> {
  const pg = await import('pg');
  let client: InstanceType<typeof pg.default.Client> | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const next = new pg.default.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    // Each connection gives way once, whichever of error, end or a failed start comes first.
    let alive = true;
    const lost = () => {
      if (!alive) return;
      alive = false;
      void next.end().catch(() => {});
      reconnect();
    };
    next.on('error', lost);
    next.on('end', lost);
    try {
      await next.connect();
      await next.query(`listen "${channel.replaceAll('"', '')}"`);
      client = next;
    } catch {
      lost();
    }
  };
  const reconnect = () => {
    if (stopped || retry) return;
    client = undefined;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, 1000);
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}
