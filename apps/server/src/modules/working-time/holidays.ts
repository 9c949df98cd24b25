import type { GetHolidayCountriesAnswer } from '@portal/contract';
import type Holidays from 'date-holidays';
import { LRUCache } from 'lru-cache';
import { refuseField } from '../../errors.ts';

/** One public holiday of a country (and region) as the library names it in English. */
export interface PublicHoliday {
  date: string;
  name: string;
}

type Library = typeof Holidays;

// The library and its rules of some 200 countries take megabytes: a tenant that follows no
// country's holidays never loads it.
let library: Promise<Library> | undefined;
const loadLibrary = () => (library ??= import('date-holidays').then((module) => module.default));

/** How many country, region and year combinations stay computed; each holds a year's few holidays. */
const CACHED_YEARS = 2000;
const yearsCache = new LRUCache<string, PublicHoliday[]>({ max: CACHED_YEARS });

/**
 * The public holidays (type 'public' only) of a country, or of one of its regions, in a year, by
 * date. A date the library names twice (a holiday and its substitute) keeps its first name.
 */
export async function publicHolidays(
  country: string,
  region: string | null,
  year: number,
): Promise<PublicHoliday[]> {
  const key = `${country}:${region ?? ''}:${year}`;
  const cached = yearsCache.get(key);
  if (cached) return cached;
  const Library = await loadLibrary();
  const options = { languages: ['en'] };
  const calendar = region ? new Library(country, region, options) : new Library(country, options);
  const byDate = new Map<string, PublicHoliday>();
  for (const holiday of calendar.getHolidays(year) || []) {
    if (holiday.type !== 'public') continue;
    const date = holiday.date.slice(0, 10);
    if (!byDate.has(date)) byDate.set(date, { date, name: holiday.name });
  }
  const holidays = [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
  yearsCache.set(key, holidays);
  return holidays;
}

type Country = GetHolidayCountriesAnswer['data'][number];
let countries: Promise<Country[]> | undefined;

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en');

/** Every country the library knows with its regions (states, provinces), by English name. */
export function holidayCountries(): Promise<Country[]> {
  countries ??= loadLibrary().then((Library) => {
    const catalogue = new Library();
    return Object.entries(catalogue.getCountries('en'))
      .map(([code, name]) => ({
        code,
        name,
        regions: Object.entries(catalogue.getStates(code, 'en') ?? {})
          .map(([regionCode, regionName]) => ({ code: regionCode, name: regionName }))
          .sort(byName),
      }))
      .sort(byName);
  });
  return countries;
}

/** Refuses a country the library does not know, or a region that is not one of the country's. */
export async function refuseUnknownPlace(country: string | null, region: string | null): Promise<void> {
  if (country === null) return;
  const known = (await holidayCountries()).find((candidate) => candidate.code === country);
  if (!known) throw refuseField('country', 'unknown-country');
  if (region !== null && !known.regions.some((candidate) => candidate.code === region)) {
    throw refuseField('region', 'unknown-region');
  }
}
