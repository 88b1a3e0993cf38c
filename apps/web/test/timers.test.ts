import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coalescedTimeouts } from '../src/lib/timers.ts';

describe('coalesced timeouts for the query cache', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs each callback at its time, through one platform timer', () => {
    const timers = coalescedTimeouts();
    const ran: string[] = [];
    timers.setTimeout(() => ran.push('30s'), 30_000);
    timers.setTimeout(() => ran.push('5min'), 300_000);
    timers.setTimeout(() => ran.push('10s'), 10_000);
    timers.setTimeout(() => ran.push('also 30s'), 30_000);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(9_999);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['10s']);
    vi.advanceTimersByTime(20_000);
    expect(ran).toEqual(['10s', '30s', 'also 30s']);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(270_000);
    expect(ran).toEqual(['10s', '30s', 'also 30s', '5min']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('skips a cleared callback and keeps the others', () => {
    const timers = coalescedTimeouts();
    const ran: string[] = [];
    const first = timers.setTimeout(() => ran.push('first'), 1_000);
    timers.setTimeout(() => ran.push('second'), 2_000);
    timers.clearTimeout(first);
    timers.clearTimeout(undefined);
    vi.advanceTimersByTime(2_000);
    expect(ran).toEqual(['second']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('runs a timeout set from inside another, and one set for now', () => {
    const timers = coalescedTimeouts();
    const ran: string[] = [];
    timers.setTimeout(() => {
      ran.push('outer');
      timers.setTimeout(() => ran.push('inner'), 500);
    }, 1_000);
    timers.setTimeout(() => ran.push('now'), 0);
    vi.advanceTimersByTime(0);
    expect(ran).toEqual(['now']);
    vi.advanceTimersByTime(1_500);
    expect(ran).toEqual(['now', 'outer', 'inner']);
  });
});
