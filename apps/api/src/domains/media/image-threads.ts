import { readdirSync, readFileSync } from 'node:fs';
import { setPriority } from 'node:os';

/**
 * libvips decodes, resizes and encodes on threads of its own, named `libvips worker`, which do nearly all
 * of a picture's work. At a lower priority they take only the CPU that requests leave: a sign-in's password
 * hash or a page's query runs first, and pictures still use every idle moment. Linux names its threads in
 * /proc and lets a process lower a thread's priority; elsewhere the pictures keep the normal priority.
 */
const NICE = 10;
const TASKS = '/proc/self/task';
/** Threads looked at already: whether each is libvips', so a thread's name is read once. */
const seen = new Map<string, boolean>();
let available = process.platform === 'linux';

/** Lowers the priority of libvips threads started since the last call (they come and go with the work). */
export function demoteImageThreads(): void {
  if (!available) return;
  let tasks: string[];
  try {
    tasks = readdirSync(TASKS);
  } catch {
    available = false;
    return;
  }
  // A finished thread's id may come back as a new thread's.
  const alive = new Set(tasks);
  for (const id of seen.keys()) if (!alive.has(id)) seen.delete(id);
  for (const id of tasks) {
    if (seen.has(id)) continue;
    let libvips: boolean;
    try {
      libvips = readFileSync(`${TASKS}/${id}/comm`, 'utf8').trim() === 'libvips worker';
    } catch {
      // The thread ended between the listing and the read.
      continue;
    }
    seen.set(id, libvips);
    try {
      if (libvips) setPriority(Number(id), NICE);
    } catch {
      // Not allowed here (a sandbox): the thread keeps the normal priority.
    }
  }
}
