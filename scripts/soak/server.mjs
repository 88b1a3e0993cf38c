// API server processes for the soak: started as one node process (no pnpm or tsx wrapper in between),
// so its pid is the server's own, for reading its memory and for SIGKILL.
import { spawn } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const running = new Set();
// The servers of one soak each have a data folder but accept each other's tokens (the drills carry the
// world's sign-ins from server to server): one signing key per run, never one written in the repository.
const JWT_SECRET = randomBytes(32).toString('base64url');

const base64url = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * An access token as the API signs it (HS256; sub, user_type, ver, iat, exp), with the run's key: for the
 * drills' many spare users, where a sign-in each would cost a scrypt hash. The API still checks the user
 * and its token version on every call.
 */
export function signToken({ id, userType, tokenVersion = 0 }) {
  const now = Math.floor(Date.now() / 1000);
  const unsigned = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({
    user_type: userType,
    ver: tokenVersion,
    sub: String(id),
    iat: now,
    exp: now + 24 * 3600,
  })}`;
  return `${unsigned}.${createHmac('sha256', JWT_SECRET).update(unsigned).digest('base64url')}`;
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts apps/api/src/main.ts on PostgreSQL and waits until /api/health/ answers 200. The defaults are the
 * soak's: demo data off (seeded once by the first server), high rate limits, a quick M-Pesa simulator.
 */
export async function startApi({ name, port, databaseUrl, workDir, env = {}, bootSeconds = 60 }) {
  const dataDir = join(workDir, name);
  mkdirSync(dataDir, { recursive: true });
  const logFile = join(workDir, `${name}.log`);
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SCALE: '1000',
      SIMULATOR_DELAY_MS: '200',
      MPESA_BASE_URL: '',
      REDIS_URL: '',
      ...env,
    },
    stdio: ['ignore', log, log],
  });
  const server = {
    name,
    port,
    logFile,
    pid: child.pid,
    url: `http://127.0.0.1:${port}`,
    child,
    exit: undefined,
    exited: new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal }))),
  };
  server.exited.then((exit) => {
    server.exit = exit;
    running.delete(server);
  });
  running.add(server);
  const deadline = Date.now() + bootSeconds * 1000;
  while (Date.now() < deadline) {
    if (server.exit)
      throw new Error(`${name} exited while starting (${JSON.stringify(server.exit)}):\n${tail(server)}`);
    const res = await fetch(`${server.url}/api/health/`).catch(() => undefined);
    if (res?.status === 200) return server;
    await sleep(250);
  }
  await stopApi(server);
  throw new Error(`${name} did not answer /api/health/ within ${bootSeconds} s:\n${tail(server)}`);
}

export function tail(server, lines = 20) {
  return readFileSync(server.logFile, 'utf8').trim().split('\n').slice(-lines).join('\n');
}

/** Resident memory of the server process in MB, from /proc. */
export function rssMb(server) {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]);
  return kb / 1024;
}

/** SIGTERM lets the server close cleanly; SIGKILL is the crash of the kill drill. */
export async function stopApi(server, signal = 'SIGTERM') {
  if (server.exit) return server.exit;
  server.child.kill(signal);
  const exit = await Promise.race([server.exited, sleep(10_000)]);
  if (exit) return exit;
  server.child.kill('SIGKILL');
  return server.exited;
}

export async function stopAllApis() {
  await Promise.all([...running].map((server) => stopApi(server)));
}
