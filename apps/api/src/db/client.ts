import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Queries go through a transaction pooler (PgBouncer before 1.21): a named prepared statement would
   * meet another client's connection, so none is used.
   */
  transactionPooled: boolean;
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
  /** Whether the database holds every migration of this code (readiness); `unknown` when it does not answer. */
  migrations(): Promise<MigrationState>;
  /** Connections of the pool (PostgreSQL only): in use, idle, and callers waiting for one. */
  poolStats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

export type MigrationState = 'current' | 'behind' | 'unknown';

/** An instance started without migrating found a schema older than its code. */
export class SchemaBehindError extends Error {
  constructor() {
    super(
      'The database schema is older than this code: run `pnpm migrate` (with the same DATABASE_URL), then start the server again.',
    );
  }
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
/** drizzle's migrators record each migration's `when` from the journal as its created_at. */
const newestMigration: number = Math.max(
  ...(
    JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as {
      entries: { when: number }[];
    }
  ).entries.map((entry) => entry.when),
);
const MIGRATED = 'select max(created_at)::text as newest from drizzle.__drizzle_migrations';

/** Key of the session lock `pnpm migrate` holds: other keys of this app's advisory locks are 14 and 15. */
const MIGRATION_LOCK = 13;

/**
 * PostgreSQL when a URL is given, otherwise PGlite (Postgres in WASM) with its data under dataDir,
 * or in memory when dataDir is 'memory://'. With `migrate` (the default) migrations are applied before
 * the database is returned, on PostgreSQL under an advisory lock so instances starting together take turns;
 * without it a schema older than the code is refused (SchemaBehindError).
 */
export async function openDatabase(options: {
  url?: string | undefined;
  /** For LISTEN and the migration lock when `url` goes through a transaction pooler (PgBouncer). */
  directUrl?: string | undefined;
  dataDir: string;
  poolSize?: number;
  migrate?: boolean;
  /** Called with every query's text and parameters (PostgreSQL only): `pnpm bench` explains the lists'. */
  logQuery?: (query: string, params: unknown[]) => void;
}): Promise<Database> {
  const database = options.url
    ? await openPostgres(
        options.url,
        options.directUrl ?? options.url,
        options.poolSize ?? 10,
        options.migrate ?? true,
        options.logQuery,
      )
    : await openPglite(options.dataDir);
  if ((await database.migrations()) === 'behind') {
    await database.close();
    throw new SchemaBehindError();
  }
  return database;
}

async function migrationState(
  query: (text: string) => Promise<{ rows: unknown[] }>,
): Promise<MigrationState> {
  try {
    const [row] = (await query(MIGRATED)).rows as { newest: string | null }[];
    return Number(row?.newest ?? 0) >= newestMigration ? 'current' : 'behind';
  } catch (error) {
    // No migrations table yet: nothing was ever migrated.
    if ((error as { code?: string }).code === '42P01' || (error as { code?: string }).code === '3F000')
      return 'behind';
    return 'unknown';
  }
}

async function openPglite(dataDir: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  // The browse search's trigram index (migration 0010).
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let location: string | undefined;
  if (dataDir !== 'memory://') {
    mkdirSync(dataDir, { recursive: true });
    location = join(dataDir, 'pglite');
  }
  const client = await PGlite.create(location, { extensions: { btree_gist, pg_trgm } });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    transactionPooled: false,
    executeSql: async (text, values) =>
      values?.length ? client.query(text, values) : ((await client.exec(text)).at(-1) ?? { rows: [] }),
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    migrations: () => migrationState((text) => client.query(text)),
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

/**
 * Queries, transactions and the job queue go through `url`, which may be PgBouncer in transaction mode
 * (each is one transaction; parameters use unnamed statements). A session-level lock and LISTEN outlive a
 * transaction, so they take `directUrl`.
 */
async function openPostgres(
  url: string,
  directUrl: string,
  poolSize: number,
  migrateFirst: boolean,
  logQuery?: (query: string, params: unknown[]) => void,
): Promise<Database> {
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
  const db = drizzle(pool, { schema, ...(logQuery ? { logger: { logQuery } } : {}) });
  if (migrateFirst) {
    // One connection holds the lock for the whole run: instances starting at once wait, then find nothing to do.
    const session = new pg.default.Client({ connectionString: directUrl, connectionTimeoutMillis: 3000 });
    await session.connect();
    try {
      await session.query('select pg_advisory_lock($1, 0)', [MIGRATION_LOCK]);
      await migrate(drizzle(session, { schema }), { migrationsFolder });
    } finally {
      await session.end();
    }
  }
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    transactionPooled: directUrl !== url,
    executeSql: (text, values) => pool.query(text, values),
    listen: sharedListener(directUrl),
    migrations: () => migrationState((text) => pool.query(text)),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    ping: async () => {
      try {
        await pool.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    // A connection still checked out (a query stuck on a half-open line) would hold pool.end() for ever and
    // keep a stopping instance alive: wait for it at most five seconds, then let the process end it.
    close: () => within(5000, pool.end()),
  };
}

async function within(ms: number, work: Promise<void>) {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
    timer.unref();
  });
  await Promise.race([work.catch(() => {}), deadline]);
  clearTimeout(timer);
}

/**
 * LISTEN needs a connection held open; one per process serves every channel (live notifications, browse
 * changes), so an instance costs PostgreSQL one connection beyond its pool. When it drops (a database
 * restart, a network cut) a new one is made after a second, and again until one holds, listening to every
 * channel again: live updates pause, nothing else depends on them.
 */
function sharedListener(url: string) {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let client: import('pg').Client | undefined;
  let connecting: Promise<void> | undefined;
  let retry: NodeJS.Timeout | undefined;
  const quoted = (channel: string) => `"${channel.replaceAll('"', '')}"`;
  const connect = async () => {
    const pg = await import('pg');
    const next = new pg.default.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
    next.on('notification', (message) => {
      if (message.payload === undefined) return;
      for (const onPayload of handlers.get(message.channel) ?? []) onPayload(message.payload);
    });
    // Each connection gives way once, whichever of error, end or a failed start comes first.
    let alive = true;
    const lost = () => {
      if (!alive) return;
      alive = false;
      if (client === next) client = undefined;
      void next.end().catch(() => {});
      reconnect();
    };
    next.on('error', lost);
    next.on('end', lost);
    try {
      await next.connect();
      for (const channel of handlers.keys()) await next.query(`listen ${quoted(channel)}`);
      client = next;
    } catch {
      lost();
    }
  };
  const start = () => {
    connecting ??= connect().finally(() => (connecting = undefined));
    return connecting;
  };
  const reconnect = () => {
    if (!handlers.size || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void start();
    }, 1000);
  };
  return async (channel: string, onPayload: (payload: string) => void) => {
    const added = !handlers.has(channel);
    const own = handlers.get(channel) ?? handlers.set(channel, new Set()).get(channel)!;
    own.add(onPayload);
    if (!client && !retry) await start();
    // A connection made before this channel was added does not listen to it yet (a second LISTEN is harmless).
    if (added) await client?.query(`listen ${quoted(channel)}`).catch(() => {});
    return async () => {
      own.delete(onPayload);
      if (own.size) return;
      handlers.delete(channel);
      if (handlers.size) {
        await client?.query(`unlisten ${quoted(channel)}`).catch(() => {});
        return;
      }
      clearTimeout(retry);
      retry = undefined;
      const last = client;
      client = undefined;
      await last?.end().catch(() => {});
    };
  };
}
