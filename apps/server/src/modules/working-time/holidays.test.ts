import { describe, expect, it } from 'vitest';
import { holidayCountries, publicHolidays, refuseUnknownPlace } from './holidays.ts';

describe('public holidays', () => {
  it('are the library’s holidays of type public only, by date, named in English', async () => {
    const germany = await publicHolidays('DE', null, 2026);
    expect(germany.map((holiday) => holiday.date)).toEqual([
      '2026-01-01',
      '2026-04-03',
      '2026-04-06',
      '2026-05-01',
      '2026-05-14',
      '2026-05-25',
      '2026-10-03',
      '2026-12-25',
      '2026-12-26',
    ]);
    // Observances such as Valentine's Day and Easter Sunday are no days off.
    expect(germany.map((holiday) => holiday.name)).not.toContain("Valentine's Day");
    expect(germany[0]).toEqual({ date: '2026-01-01', name: "New Year's Day" });
  });

  it('add a region’s own: Epiphany and Corpus Christi in Bavaria', async () => {
    const bavaria = (await publicHolidays('DE', 'BY', 2026)).map((holiday) => holiday.name);
    expect(bavaria).toEqual(expect.arrayContaining(['Epiphany', 'Corpus Christi']));
    expect((await publicHolidays('DE', 'BY', 2026)).length).toBe(12);
  });

  it('are the same answer when asked again', async () => {
    expect(await publicHolidays('DE', 'BY', 2026)).toBe(await publicHolidays('DE', 'BY', 2026));
  });
});

describe('the countries a calendar may follow', () => {
  it('are sorted by name, each with its regions', async () => {
    const countries = await holidayCountries();
    expect(countries.length).toBeGreaterThan(150);
    const names = countries.map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(countries.find((country) => country.code === 'US')?.regions).toContainEqual({
      code: 'CA',
      name: 'California',
    });
  });

  it('refuse a country or region the library does not know, with the field named', async () => {
    await expect(refuseUnknownPlace('XX', null)).rejects.toMatchObject({
      statusCode: 400,
      message: 'country: unknown country',
    });
    await expect(refuseUnknownPlace('DE', 'CA')).rejects.toMatchObject({
      statusCode: 400,
      message: 'region: unknown region of this country',
    });
    await expect(refuseUnknownPlace('DE', 'BY')).resolves.toBeUndefined();
    await expect(refuseUnknownPlace(null, null)).resolves.toBeUndefined();
  });
});
