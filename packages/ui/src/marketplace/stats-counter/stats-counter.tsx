import { useEffect, useLayoutEffect, useRef, useState, type ComponentProps } from 'react';

import { cn, useLocale } from '../../primitives/index.ts';

export interface StatsCounterProps extends Omit<ComponentProps<'div'>, 'children'> {
  value: number;
  label: string;
  suffix?: string;
  /** Milliseconds the count-up takes (spec: 2.5 s). */
  duration?: number;
  /** Milliseconds before the count-up starts (spec: 0, 0.5 and 1 s for the three counters). */
  delay?: number;
  /** false shows the final value at once; users who prefer reduced motion always get that. */
  animate?: boolean;
}

// Runs before paint in the browser; on a server (prerender) it must not warn.
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

/**
 * A landing page figure that counts up to `value` (65+). The first render shows the final value, so
 * prerendered HTML and readers without JavaScript get the real number; screen readers always read the
 * final value from a hidden copy, never the moving one.
 */
export function StatsCounter({
  value,
  label,
  suffix = '+',
  duration = 2500,
  delay = 0,
  animate = true,
  className,
  ...props
}: StatsCounterProps) {
  const tag = useLocale() === 'sw' ? 'sw-KE' : 'en-KE';
  const [shown, setShown] = useState(value);
  const shownRef = useRef(value);
  const startedRef = useRef(false);

  useIsomorphicLayoutEffect(() => {
    if (!animate || prefersReducedMotion()) {
      shownRef.current = value;
      setShown(value);
      return;
    }
    // The first run counts from 0 after the delay; a later, higher value counts on from where it is.
    const from = startedRef.current ? shownRef.current : 0;
    const wait = startedRef.current ? 0 : delay;
    startedRef.current = true;
    shownRef.current = from;
    setShown(from);
    let frame = 0;
    let start: number | undefined;
    const step = (now: number) => {
      start ??= now;
      const progress = Math.min(1, (now - start) / duration);
      const next = Math.round(from + (value - from) * easeOutCubic(progress));
      shownRef.current = next;
      setShown(next);
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    let began = false;
    const timer = setTimeout(() => {
      began = true;
      frame = requestAnimationFrame(step);
    }, wait);
    return () => {
      // Cancelled before it began (React's strict double run): the next run waits the delay again.
      if (!began && from === 0) startedRef.current = false;
      clearTimeout(timer);
      cancelAnimationFrame(frame);
    };
  }, [value, animate, delay, duration]);

  return (
    <div
      data-slot="stats-counter"
      className={cn('flex flex-col items-center gap-1 text-center', className)}
      {...props}
    >
      <p className="text-4xl font-bold text-primary tabular-nums sm:text-5xl">
        <span aria-hidden="true" data-slot="stats-counter-value">
          {shown.toLocaleString(tag)}
          {suffix}
        </span>
        <span className="sr-only">
          {value.toLocaleString(tag)}
          {suffix}
        </span>
      </p>
      <p className="text-muted-foreground">{label}</p>
    </div>
  );
}
