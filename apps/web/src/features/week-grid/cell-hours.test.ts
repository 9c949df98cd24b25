import { describe, expect, it } from 'vitest';
import { CELL_HOURS_HINT, parseCellHours } from './cell-hours.ts';

describe('parseCellHours', () => {
  it('reads whole and decimal hours', () => {
    expect(parseCellHours('3')).toEqual({ ok: true, hours: 3 });
    expect(parseCellHours('2.5')).toEqual({ ok: true, hours: 2.5 });
    expect(parseCellHours(' 2,5 ')).toEqual({ ok: true, hours: 2.5 });
    expect(parseCellHours('.75')).toEqual({ ok: true, hours: 0.75 });
    expect(parseCellHours('8.')).toEqual({ ok: true, hours: 8 });
  });

  it('reads hours and minutes, rounded to the hundredth', () => {
    expect(parseCellHours('1:30')).toEqual({ ok: true, hours: 1.5 });
    expect(parseCellHours('0:45')).toEqual({ ok: true, hours: 0.75 });
    expect(parseCellHours('1:05')).toEqual({ ok: true, hours: 1.08 });
    expect(parseCellHours('24:00')).toEqual({ ok: true, hours: 24 });
  });

  it('reads 0 and blank as an emptied cell', () => {
    expect(parseCellHours('0')).toEqual({ ok: true, hours: 0 });
    expect(parseCellHours('0:00')).toEqual({ ok: true, hours: 0 });
    expect(parseCellHours('')).toEqual({ ok: true, hours: 0 });
    expect(parseCellHours('   ')).toEqual({ ok: true, hours: 0 });
  });

  it('refuses what is no amount of hours, saying how to type one', () => {
    for (const garbage of ['abc', '2h', '-1', '1:5', '1:60', '1.2.3', '1e2', ':30', '3 4']) {
      expect(parseCellHours(garbage), garbage).toEqual({ ok: false, message: CELL_HOURS_HINT });
    }
  });

  it("refuses in the contract's words what a cell cannot hold", () => {
    expect(parseCellHours('25')).toEqual({ ok: false, message: 'Hours must be at most 24' });
    expect(parseCellHours('24:30')).toEqual({ ok: false, message: 'Hours must be at most 24' });
    expect(parseCellHours('1.255')).toEqual({ ok: false, message: 'Hours must have at most two decimals' });
  });
});
