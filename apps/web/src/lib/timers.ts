import type { TimeoutProvider } from '@tanstack/react-query';

// setTimeout's longest delay; a longer one would fire at once.
const MAX_DELAY = 2 ** 31 - 1;

/**
 * The query cache sets a timer per query for staleness and another for clean-up, and moves them as
 * components come and go: dozens while a page starts, each a cost on a slow phone's main thread. This
 * provider keeps them in a list and holds one platform timer, for the earliest of them (the approach
 * TanStack Query's own documentation suggests for many timers).
 */
export function coalescedTimeouts(now: () => number = Date.now): TimeoutProvider<number> {
  const pending = new Map<number, { at: number; run: () => void }>();
  let nextId = 1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let timerAt = Infinity;

  const arm = () => {
    let earliest = Infinity;
    for (const { at } of pending.values()) earliest = Math.min(earliest, at);
    if (earliest === timerAt) return;
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    timerAt = earliest;
    if (earliest !== Infinity) timer = setTimeout(fire, Math.min(MAX_DELAY, Math.max(0, earliest - now())));
  };

  const fire = () => {
    timer = undefined;
    timerAt = Infinity;
    const time = now();
    for (const [id, entry] of [...pending]) {
      if (entry.at > time) continue;
      pending.delete(id);
      entry.run();
    }
    arm();
  };

  return {
    setTimeout(run, delay) {
      const id = nextId++;
      const at = now() + Math.max(0, delay ?? 0);
      pending.set(id, { at, run });
      if (at < timerAt) arm();
      return id;
    },
    // A cancelled timeout leaves the platform timer alone: when it fires with nothing due, it is set for
    // the next one.
    clearTimeout(id) {
      if (id !== undefined) pending.delete(Number(id));
    },
    setInterval: (run, delay) => setInterval(run, delay) as unknown as number,
    clearInterval: (id) => clearInterval(id as unknown as ReturnType<typeof setInterval>),
  };
}
