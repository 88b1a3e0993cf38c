import { describe, expect, it } from 'vitest';
import { formatDuration, spokenDuration } from './duration.ts';

describe('durations', () => {
  it('writes minutes, hours and both', () => {
    expect([15, 45, 60, 90, 120, 480].map(formatDuration)).toEqual([
      '15 min',
      '45 min',
      '1 h',
      '1 h 30 min',
      '2 h',
      '8 h',
    ]);
    expect([1, 45, 60, 90, 121].map(spokenDuration)).toEqual([
      '1 minute',
      '45 minutes',
      '1 hour',
      '1 hour 30 minutes',
      '2 hours 1 minute',
    ]);
  });

  it('refuses what is not a whole number of minutes', () => {
    expect(() => formatDuration(-5)).toThrow(RangeError);
    expect(() => formatDuration(1.5)).toThrow(RangeError);
  });
});
