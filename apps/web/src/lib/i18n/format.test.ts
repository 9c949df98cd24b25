import { afterEach, describe, expect, it } from 'vitest';
import { formatDay, formatDayRange, formatHours, weekdayName } from './format.ts';
import { activateLocale } from './intl.ts';

afterEach(() => activateLocale('en'));

describe('formatHours', () => {
  it('shows at most two decimals without trailing zeros, as English always has', () => {
    expect(formatHours(8)).toBe('8');
    expect(formatHours(2.5)).toBe('2.5');
    expect(formatHours(1.25)).toBe('1.25');
    expect(formatHours(0.1 + 0.2)).toBe('0.3');
    expect(formatHours(1234.5)).toBe('1234.5');
  });

  it('writes the decimal separator of the language shown, with Latin digits in Arabic', async () => {
    await activateLocale('de');
    expect(formatHours(2.5)).toBe('2,5');
    await activateLocale('fr');
    expect(formatHours(1.25)).toBe('1,25');
    await activateLocale('ar');
    expect(formatHours(2.5)).toMatch(/^2[.٫]5$/);
  });
});

describe('dates', () => {
  it('name days, ranges and weekdays as English did, and as each language does', async () => {
    expect(formatDay('2026-11-23', { month: 'short', day: 'numeric' })).toBe('Nov 23');
    expect(weekdayName(0)).toBe('Sunday');
    expect(weekdayName(1, 'short')).toBe('Mon');
    expect(formatDayRange('2026-11-22', '2026-11-28', { month: 'short', day: 'numeric' })).toMatch(
      /^Nov 22\s?–\s?28$/,
    );
    await activateLocale('de');
    expect(formatDay('2026-11-23', { month: 'long', day: 'numeric' })).toBe('23. November');
    expect(weekdayName(1)).toBe('Montag');
  });
});
