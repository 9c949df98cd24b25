import { describe, expect, it } from 'vitest';
import { elapsedSince, formatElapsed } from './timer.ts';

describe('formatElapsed', () => {
  it('shows hours, minutes and seconds', () => {
    expect(formatElapsed(0)).toBe('0:00:00');
    expect(formatElapsed(5 * 60_000 + 7_000)).toBe('0:05:07');
    expect(formatElapsed(3_600_000)).toBe('1:00:00');
    expect(formatElapsed(12 * 3_600_000 + 59 * 60_000 + 59_999)).toBe('12:59:59');
    expect(formatElapsed(30 * 3_600_000)).toBe('30:00:00');
  });

  it('drops parts of a second and shows nothing below zero', () => {
    expect(formatElapsed(999)).toBe('0:00:00');
    expect(formatElapsed(-5_000)).toBe('0:00:00');
  });
});

describe('elapsedSince', () => {
  const startedAt = '2026-11-16T08:00:00.000Z';

  it('counts from the start', () => {
    expect(elapsedSince(startedAt, Date.parse('2026-11-16T09:30:15.000Z'))).toBe(5_415_000);
  });

  it('does not count down when the browser clock is behind the server', () => {
    expect(elapsedSince(startedAt, Date.parse('2026-11-16T07:59:58.000Z'))).toBe(0);
  });
});
