// The processes and the database a bench run uses: a fresh PostgreSQL database per run, API servers
// started as child processes (as `pnpm start` runs them), and their resident memory.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { buildApi, isStale } from '../../apps/api/scripts/build.mjs';

const apiDir = new URL('../../apps/api/', import.meta.url).pathname;
// pg is the API's dependency; the bench borrows it rather than adding its own copy.
const pg = createRequire(`${apiDir}package.json`)('pg');

export const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function databaseUrl(name) {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin(statement) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function createDatabase(name) {
  await admin(`drop database if exists ${name} with (force)`);
  await admin(`create database ${name}`);
  return databaseUrl(name);
}

export const dropDatabase = (name) => admin(`drop database if exists ${name} with (force)`);

/** Runs statements on a database with one connection. */
export async function withDatabase(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * The signing key of this run's servers: the bench signs tokens itself for the customers it writes in SQL
 * (http.mjs, signToken), as a registration per customer would cost a scrypt hash each. Never in the repository.
 */
export const JWT_SECRET = randomBytes(32).toString('base64url');

export function serverEnv(extra) {
  return {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    // Load comes from one address: the per-client limits would answer 429 instead of measuring.
    RATE_LIMIT_SCALE: '1000000',
    JWT_SECRET,
    ...extra,
  };
}

/** Polls url until it answers 2xx; resolves with the milliseconds it took. */
export async function waitForOk(url, { timeoutMs = 60_000, started = Date.now(), process: child } = {}) {
  for (;;) {
    if (child && child.exitCode !== null)
      throw new Error(`server exited (${child.exitCode}) before ${url} answered`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return Date.now() - started;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > timeoutMs) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * What `pnpm start` runs once the server's build is current (the last command of apps/api's start script):
 * the variables set before `node` (API_START_ENV, e.g. { MALLOC_MMAP_THRESHOLD_: '131072' }), then node's
 * flags and the built server (API_START_ARGS, e.g. ['--max-old-space-size=512', 'dist/main.js']).
 */
const startWords = JSON.parse(readFileSync(`${apiDir}package.json`, 'utf8'))
  .scripts.start.split('&&')
  .at(-1)
  .trim()
  .split(/\s+/);
const nodeAt = startWords.indexOf('node');
export const API_START_ENV = Object.fromEntries(
  startWords
    .slice(0, nodeAt)
    .map((word) => [word.slice(0, word.indexOf('=')), word.slice(word.indexOf('=') + 1)]),
);
export const API_START_ARGS = startWords.slice(nodeAt + 1);

/**
 * One API server process, started as `pnpm start` starts it (built first if its sources changed) but
 * without pnpm in between, so the pid is the server itself (its memory is what we read).
 */
export async function startApi({ databaseUrl: url, port, env = {} }) {
  if (isStale()) await buildApi();
  const child = spawn(process.execPath, API_START_ARGS, {
    cwd: apiDir,
    env: serverEnv({ ...API_START_ENV, DATABASE_URL: url, PORT: String(port), ...env }),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitForOk(`${origin}/api/health/`, { process: child });
  return { origin, process: child, pid: child.pid, stop: () => stopProcess(child) };
}

/** SIGTERM, then SIGKILL after a grace period; resolves when it has exited. */
export function stopProcess(child, { group = false } = {}) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const kill = (signal) => {
    try {
      if (group) process.kill(-child.pid, signal);
      else child.kill(signal);
    } catch {
      // already gone
    }
  };
  return new Promise((resolve) => {
    const timer = setTimeout(() => kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    kill('SIGTERM');
  });
}

/** Resident memory of a process in MB, from /proc (Linux). */
export function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  return Math.round((kb / 1024) * 10) / 10;
}
