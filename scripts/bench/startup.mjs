// Part 5: from `pnpm start` to the first page served, on a prepared install (dependencies installed,
// web build current, database migrated). The server stays up for Lighthouse.
import { spawn } from 'node:child_process';
import { serverEnv, stopProcess, waitForOk } from './servers.mjs';

const root = new URL('../../', import.meta.url).pathname;

export async function startProduct({ databaseUrl, port }) {
  const started = Date.now();
  // Its own process group: pnpm starts pnpm and node children, all stopped together.
  const child = spawn('pnpm', ['start'], {
    cwd: root,
    detached: true,
    env: serverEnv({ DATABASE_URL: databaseUrl, PORT: String(port) }),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    const ms = await waitForOk(`${origin}/`, { started, process: child });
    return { origin, ms, stop: () => stopProcess(child, { group: true }) };
  } catch (error) {
    await stopProcess(child, { group: true });
    throw error;
  }
}

export function addStartup(add, ms) {
  add({
    part: 'startup',
    figure: '`pnpm start` to the first page (GET /)',
    value: ms / 1000,
    unit: 's',
    budget: { max: 10 },
  });
}
