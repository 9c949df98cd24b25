import { describe, expect, it } from 'vitest';
import { minorUnitsOf } from './money.ts';

/** The rule in integers: half up, truncated towards zero, as the amounts have always been rounded. */
const inIntegers = (centiMinor: number | string) => Number((BigInt(String(centiMinor)) + 50n) / 100n);

describe('an amount in minor units', () => {
  it('rounds as integer arithmetic does, for every kind of sum', () => {
    const sums = [
      0,
      1,
      49,
      50,
      51,
      99,
      100,
      149,
      150,
      -1,
      -49,
      -50,
      -51,
      -149,
      -150,
      -151,
      2 ** 52 - 1,
      -(2 ** 52) + 1,
    ];
    for (let i = 0; i < 10_000; i += 1) {
      const magnitude = 10 ** Math.floor(Math.random() * 16);
      sums.push(Math.round((Math.random() - 0.3) * magnitude));
    }
    for (const sum of sums) {
      expect(minorUnitsOf(sum), `${sum}`).toBe(inIntegers(sum));
      expect(minorUnitsOf(String(sum)), `'${sum}'`).toBe(inIntegers(sum));
    }
  });

  it('keeps every unit of sums too large for a double', () => {
    expect(minorUnitsOf('123456789012345678949')).toBe(Number(1234567890123456789n));
    expect(minorUnitsOf('-98765432109876543210')).toBe(inIntegers('-98765432109876543210'));
  });

  it('takes a missing sum for nothing', () => {
    expect(minorUnitsOf(null)).toBe(0);
    expect(minorUnitsOf(undefined)).toBe(0);
  });
});
