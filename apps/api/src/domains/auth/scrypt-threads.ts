import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { ScryptOptions } from 'node:crypto';

/**
 * scrypt on threads of its own. crypto.scrypt runs on libuv's pool of four threads, which sharp's image
 * work, WebCrypto (the access tokens' signatures) and file reads share: a flood of uploads queued every
 * sign-in behind the pictures (issue 37, finding 7). Here each thread runs scryptSync, so a password waits
 * only for other passwords.
 */
const SOURCE = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
parentPort.on('message', ({ id, password, salt, length, options }) => {
  try {
    parentPort.postMessage({ id, key: scryptSync(password, salt, length, options) });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
`;

/** Two threads hash two passwords at once on two cores; more cores take a few more, never all of them. */
const THREADS = Math.max(2, Math.min(4, Math.floor(availableParallelism() / 2)));
/**
 * A thread holds about 8 MB: one stays for the next sign-in (starting one adds about 50 ms to it), the
 * others a burst started end once they have been idle this long.
 */
const IDLE_MS = 10_000;

interface Job {
  id: number;
  password: string;
  salt: Uint8Array;
  length: number;
  options: ScryptOptions;
  resolve: (key: Buffer) => void;
  reject: (error: Error) => void;
}

interface Thread {
  worker: Worker;
  job: Job | undefined;
  retire: NodeJS.Timeout | undefined;
}

const threads: Thread[] = [];
const waiting: Job[] = [];
let nextId = 0;

function startThread(): Thread {
  // Evaluated source rather than a file: the same code under tsx, Vitest and the bundled dist/main.js.
  const thread: Thread = { worker: new Worker(SOURCE, { eval: true }), job: undefined, retire: undefined };
  thread.worker.on('message', (answer: { id: number; key?: Uint8Array; error?: string }) => {
    const job = thread.job;
    if (!job || job.id !== answer.id) return;
    thread.job = undefined;
    if (answer.key) job.resolve(Buffer.from(answer.key.buffer, answer.key.byteOffset, answer.key.byteLength));
    else job.reject(new Error(answer.error ?? 'scrypt failed'));
    next(thread);
  });
  const lost = (error: Error) => {
    const index = threads.indexOf(thread);
    // An error is followed by the exit: the thread is given up once.
    if (index === -1) return;
    threads.splice(index, 1);
    thread.job?.reject(error);
    thread.job = undefined;
    // The jobs still waiting go to a new thread.
    if (waiting.length) next(startThread());
  };
  thread.worker.on('error', lost);
  thread.worker.on('exit', (code) => lost(new Error(`scrypt thread exited (${code})`)));
  threads.push(thread);
  return thread;
}

/** Gives the thread the next waiting job; an idle thread does not keep the process alive. */
function next(thread: Thread) {
  clearTimeout(thread.retire);
  const job = waiting.shift();
  if (!job) {
    thread.worker.unref();
    if (threads.length > 1)
      thread.retire = setTimeout(() => {
        const index = threads.indexOf(thread);
        if (index === -1 || thread.job || threads.length === 1) return;
        threads.splice(index, 1);
        void thread.worker.terminate();
      }, IDLE_MS).unref();
    return;
  }
  thread.job = job;
  thread.worker.ref();
  const { id, password, salt, length, options } = job;
  thread.worker.postMessage({ id, password, salt, length, options });
}

/** crypto.scrypt's answer, computed on the password threads. */
export function scryptOnThread(
  password: string,
  salt: Buffer,
  length: number,
  options: ScryptOptions,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    nextId += 1;
    waiting.push({ id: nextId, password, salt: new Uint8Array(salt), length, options, resolve, reject });
    const idle = threads.find((thread) => !thread.job);
    if (idle) next(idle);
    else if (threads.length < THREADS) next(startThread());
  });
}
