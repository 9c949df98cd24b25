import { formatDistanceToNowStrict } from 'date-fns/formatDistanceToNowStrict';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../lib/i18n/icu-formatter.ts';
import { timeAgo } from './time-ago.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const zone = process.env.TZ;
afterEach(() => {
  vi.useRealTimers();
  process.env.TZ = zone;
});

describe('how long ago a notification came, in English', () => {
  it('reads as date-fns wrote it, unit and rounding alike, past and future', () => {
    const now = new Date('2026-11-26T12:00:00.000Z');
    vi.useFakeTimers({ now });
    const offsets = [
      0,
      400,
      500,
      29.4 * SECOND,
      59.4 * SECOND,
      59.6 * SECOND,
      MINUTE,
      90 * SECOND,
      59.4 * MINUTE,
      59.6 * MINUTE,
      HOUR,
      1.5 * HOUR,
      23.4 * HOUR,
      23.6 * HOUR,
      DAY,
      2.5 * DAY,
      29.4 * DAY,
      29.6 * DAY,
      30 * DAY,
      45 * DAY,
      200 * DAY,
      359 * DAY,
      364 * DAY,
      365 * DAY,
      800 * DAY,
    ];
    for (const offset of offsets) {
      for (const sign of [-1, 1]) {
        const date = new Date(now.getTime() + sign * offset);
        expect(timeAgo(date, now), `${sign * offset} ms`).toBe(
          formatDistanceToNowStrict(date, { addSuffix: true }),
        );
      }
    }
  });

  it('says a notification of this very moment came 0 seconds ago', () => {
    const now = new Date('2026-11-26T12:00:00.000Z');
    expect(timeAgo(now, now)).toBe('0 seconds ago');
    expect(timeAgo(new Date(now.getTime() - 3 * MINUTE), now)).toBe('3 minutes ago');
    expect(timeAgo(new Date(now.getTime() - DAY), now)).toBe('1 day ago');
  });

  it('counts days across a change to daylight saving time as calendar days, as date-fns did', () => {
    process.env.TZ = 'Europe/Berlin';
    const now = new Date('2026-03-30T10:00:00.000Z');
    vi.useFakeTimers({ now });
    for (const hoursBefore of [71, 71.5, 47, 35, 12, 30 * 24 - 1, 30 * 24 - 13]) {
      const date = new Date(now.getTime() - hoursBefore * HOUR);
      expect(timeAgo(date, now), `${hoursBefore} h`).toBe(
        formatDistanceToNowStrict(date, { addSuffix: true }),
      );
    }
  });
});
