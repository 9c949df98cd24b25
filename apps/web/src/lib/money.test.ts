import { describe, expect, it } from 'vitest';
import { currencyDigits, minorUnitsOfTyped, typedOfMinorUnits } from './money.ts';

describe('amounts typed in a currency', () => {
  it('knows how many digits each currency has below its unit', () => {
    expect([currencyDigits('EUR'), currencyDigits('JPY'), currencyDigits('KWD')]).toEqual([2, 0, 3]);
  });

  it('reads what is typed into minor units, exactly, with a point or a comma', () => {
    expect(minorUnitsOfTyped('95.50', 2)).toBe(9550);
    expect(minorUnitsOfTyped(' 95,5 ', 2)).toBe(9550);
    expect(minorUnitsOfTyped('0.29', 2)).toBe(29);
    expect(minorUnitsOfTyped('1234', 0)).toBe(1234);
    expect(minorUnitsOfTyped('12.345', 3)).toBe(12345);
    expect(minorUnitsOfTyped('100.', 2)).toBe(10000);
  });

  it('refuses more decimals than the currency has, and what is not an amount', () => {
    for (const [typed, digits] of [
      ['1.234', 2],
      ['12.5', 0],
      ['-5', 2],
      ['', 2],
      ['abc', 2],
      ['1e3', 2],
    ] as const) {
      expect(minorUnitsOfTyped(typed, digits), typed).toBeNaN();
    }
  });

  it('writes minor units back as they would be typed', () => {
    expect(typedOfMinorUnits(9550, 2)).toBe('95.50');
    expect(typedOfMinorUnits(5, 2)).toBe('0.05');
    expect(typedOfMinorUnits(1234, 0)).toBe('1234');
    expect(typedOfMinorUnits(12345, 3)).toBe('12.345');
  });
});
