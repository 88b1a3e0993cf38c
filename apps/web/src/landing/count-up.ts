/** One landing page figure: the animated number, its screen-reader copy and the value it shows. */
export interface Counter {
  shown: HTMLElement;
  spoken: HTMLElement;
  value: number;
}

const SUFFIX = '+';
const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

/**
 * Counts each figure up from 0 over `duration` ms, the n-th after n × `stagger` ms (spec: 0, 0.5 and
 * 1 s over 2.5 s), as the React StatsCounter does in the app. The number's box keeps the width of its
 * final value while counting, so the page does not shift. With reduced motion the values only change
 * when raised. `locale` is the page's language tag (en-KE, sw-KE): the figures are written in it, as the
 * prerendered page wrote them.
 */
export function countUp(
  counters: Counter[],
  {
    reducedMotion,
    duration = 2500,
    stagger = 500,
    locale = 'en-KE',
  }: { reducedMotion: boolean; duration?: number; stagger?: number; locale?: string },
) {
  const format = (value: number) => `${value.toLocaleString(locale)}${SUFFIX}`;
  const state = counters.map((counter) => ({ ...counter, from: 0, current: 0, start: -1, delay: 0 }));

  const lockWidth = (item: (typeof state)[number]) => {
    item.shown.style.display = 'inline-block';
    item.shown.style.textAlign = 'left';
    item.shown.style.minWidth = '';
    item.shown.textContent = format(item.value);
    item.shown.style.minWidth = `${item.shown.getBoundingClientRect().width}px`;
  };

  let frame = 0;
  const step = (now: number) => {
    let running = false;
    for (const item of state) {
      if (item.start < 0) item.start = now + item.delay;
      const progress = Math.min(1, Math.max(0, (now - item.start) / duration));
      item.current = Math.round(item.from + (item.value - item.from) * easeOutCubic(progress));
      item.shown.textContent = format(item.current);
      if (progress < 1) running = true;
    }
    frame = running ? requestAnimationFrame(step) : 0;
  };

  if (!reducedMotion) {
    state.forEach((item, index) => {
      lockWidth(item);
      item.delay = index * stagger;
      item.shown.textContent = format(0);
    });
    frame = requestAnimationFrame(step);
  }

  return {
    /** Shows a higher real count; a lower one never replaces the figure. */
    raise(index: number, value: number) {
      const item = state[index];
      if (!item || value <= item.value) return;
      item.value = value;
      item.spoken.textContent = format(value);
      if (reducedMotion) {
        item.shown.textContent = format(value);
        return;
      }
      const current = item.current;
      lockWidth(item);
      item.shown.textContent = format(current);
      // Once counting has begun it counts on from where it is, like the app's counter after its first run.
      if (item.start >= 0 && performance.now() >= item.start) {
        item.from = current;
        item.start = -1;
        item.delay = 0;
      }
      if (!frame) frame = requestAnimationFrame(step);
    },
  };
}
