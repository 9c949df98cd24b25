import { describe, expect, it } from 'vitest';
import { dayAbsenceText, formatAccountHours, formatBalance, formatDays } from './account-format.ts';

describe('account figures', () => {
  it('shows hours with two decimals', () => {
    expect(formatAccountHours(8)).toBe('8.00');
    expect(formatAccountHours(7.5)).toBe('7.50');
    expect(formatAccountHours(0.1 + 0.2)).toBe('0.30');
  });

  it('writes the sign of a balance out', () => {
    expect(formatBalance(1.5)).toBe('+1.50');
    expect(formatBalance(-2)).toBe('-2.00');
    expect(formatBalance(0)).toBe('0.00');
    expect(formatBalance(-0.001)).toBe('0.00');
  });

  it('shows vacation days without trailing zeros', () => {
    expect(formatDays(25)).toBe('25');
    expect(formatDays(2.5)).toBe('2.5');
    expect(formatDays(12.333333)).toBe('12.33');
  });

  it("names a day's absences and holiday, and says which wait for a decision", () => {
    expect(dayAbsenceText({ absences: [], holiday: null })).toBe('');
    expect(
      dayAbsenceText({
        absences: [{ id: 'a', type: 'vacation', status: 'requested', halfDay: true }],
        holiday: { name: 'Christmas Eve', halfDay: true },
      }),
    ).toBe('Vacation (half day) (requested), Christmas Eve (half day)');
    expect(
      dayAbsenceText({
        absences: [{ id: 'b', type: 'sick', status: 'approved', halfDay: false }],
        holiday: null,
      }),
    ).toBe('Sick');
  });
});
