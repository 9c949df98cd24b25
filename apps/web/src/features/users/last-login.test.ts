import { describe, expect, it } from 'vitest';
import { formatLastLogin, shownLastLogin } from './last-login.ts';

/** An ISO timestamp of a local wall-clock time, so the tests hold in any time zone. */
const local = (...parts: [number, number, number, number, number]) => new Date(...parts).toISOString();

describe('formatLastLogin', () => {
  it('shows an afternoon in local time on a 12-hour clock', () => {
    expect(formatLastLogin(local(2026, 10, 21, 15, 45))).toBe('2026-11-21 03:45 PM');
  });

  it('shows a morning with AM and zero-padded parts', () => {
    expect(formatLastLogin(local(2026, 0, 5, 9, 7))).toBe('2026-01-05 09:07 AM');
  });

  it('shows midnight as 12 AM and noon as 12 PM', () => {
    expect(formatLastLogin(local(2026, 5, 1, 0, 0))).toBe('2026-06-01 12:00 AM');
    expect(formatLastLogin(local(2026, 5, 1, 12, 30))).toBe('2026-06-01 12:30 PM');
  });

  it('answers null before the first sign-in', () => {
    expect(formatLastLogin(null)).toBeNull();
  });

  it('keeps a value that is not a timestamp as it is', () => {
    expect(formatLastLogin('yesterday')).toBe('yesterday');
  });
});

describe('shownLastLogin', () => {
  it('shows the spec’s wording in English', () => {
    const lastLogin = local(2026, 10, 21, 15, 45);
    expect(shownLastLogin(lastLogin, 'en')).toBe(formatLastLogin(lastLogin));
    expect(shownLastLogin(null, 'de')).toBeNull();
  });

  it('shows the language’s own date and time elsewhere', () => {
    expect(shownLastLogin(local(2026, 10, 21, 15, 45), 'de')).toBe('21.11.26, 15:45');
    expect(shownLastLogin(local(2026, 10, 21, 15, 45), 'ar')).toMatch(/21.*11.*2026|2026.*11.*21/);
    expect(shownLastLogin('yesterday', 'fr')).toBe('yesterday');
  });
});
