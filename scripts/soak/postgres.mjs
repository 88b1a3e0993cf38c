// The PostgreSQL side of the soak: a throwaway database, direct queries to count what the API
// acknowledged, and stopping/starting the local cluster for the outage drill.
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';

// pg is the API's dependency, not the root's: resolve it from there instead of adding a second copy.
const pg = createRequire(new URL('../../apps/api/package.json', import.meta.url))('pg');

const ADMIN_URL = process.env.SOAK_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function databaseUrl(name) {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin(sql) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function recreateDatabase(name) {
  await admin(`drop database if exists ${name} with (force)`);
  await admin(`create database ${name}`);
}

export const dropDatabase = (name) => admin(`drop database if exists ${name} with (force)`);

/** Connections to other databases of the cluster: other people's work the outage drill interrupts. */
export async function otherConnections(name) {
  const { rows } = await admin(
    `select datname, count(*)::int as n from pg_stat_activity
      where datname is not null and datname not in ('${name}', 'postgres') group by 1 order by 1`,
  );
  return rows;
}

/** A small pool that survives the outage drill: its errors are expected, and queries are retried by callers. */
export function openPool(url) {
  const pool = new pg.Pool({ connectionString: url, max: 4, connectionTimeoutMillis: 3000 });
  pool.on('error', () => {});
  return pool;
}

const cluster = () => {
  const [version] = readdirSync('/etc/postgresql');
  return [version, process.env.SOAK_PG_CLUSTER ?? 'main'];
};

/** Asynchronous, so the load generator keeps its rate while the cluster stops and starts. */
function pgctl(action, ...extra) {
  return new Promise((resolve) => {
    execFile(
      'pg_ctlcluster',
      ['--skip-systemctl-redirect', ...cluster(), action, ...extra],
      (error, stdout, stderr) =>
        resolve({ status: error ? (error.code ?? 1) : 0, output: `${stdout}${stderr}`.trim() }),
    );
  });
}

export async function stopPostgres() {
  const result = await pgctl('stop', '-m', 'fast');
  if (result.status !== 0) throw new Error(`pg_ctlcluster stop failed: ${result.output}`);
}

export async function startPostgres() {
  const result = await pgctl('start');
  if (result.status !== 0 && !(await postgresIsRunning()))
    throw new Error(`pg_ctlcluster start failed: ${result.output}`);
}

/** pg_ctlcluster status exits 0 only while the server runs. */
export const postgresIsRunning = async () => (await pgctl('status')).status === 0;

/** Which of the given ids the table holds: the proof that what the API acknowledged was kept. */
export async function presentIds(pool, table, ids) {
  if (!ids.length) return new Set();
  const { rows } = await pool.query(`select id from ${table} where id = any($1::int[])`, [ids]);
  return new Set(rows.map((r) => r.id));
}

/**
 * Bookings without their 'booking_requested' notification. Both rows are written in one transaction, so
 * they share now(): the notification of the booking's vendor with the same created_at is its own.
 */
export async function bookingsWithoutNotification(pool, where, params) {
  const { rows } = await pool.query(
    `select b.id from bookings b
      where ${where} and not exists (
        select 1 from notifications n
         where n.user_id = b.vendor_id and n.kind = 'booking_requested' and n.created_at = b.created_at)`,
    params,
  );
  return rows.map((r) => r.id);
}
