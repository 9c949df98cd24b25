import { describe, expect, it } from 'vitest';
import { localTime } from './local-time.ts';

describe('localTime', () => {
  it('reads the date and hour in the zone, across the date line', () => {
    expect(localTime(new Date('2026-11-22T23:30:00Z'), 'Europe/Berlin')).toEqual({
      date: '2026-11-23',
      hour: 0,
    });
    expect(localTime(new Date('2026-11-23T08:00:00Z'), 'America/Los_Angeles')).toEqual({
      date: '2026-11-23',
      hour: 0,
    });
  });
});
