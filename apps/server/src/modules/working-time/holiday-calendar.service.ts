import {
  api,
  type GetHolidayCalendarAnswer,
  type GetHolidayCountriesAnswer,
  type Holiday,
  type SetHolidayCalendarBody,
} from '@portal/contract';
import type { z } from 'zod';
import type { Caller } from '../../context/caller.ts';
import type { Db } from '../../db/dialect.ts';
import * as audit from '../audit/audit.service.ts';
import { holidayCountries, publicHolidays, refuseUnknownPlace } from './holidays.ts';
import { presentHoliday } from './working-time.presenter.ts';
import * as repository from './working-time.repository.ts';

/** A holiday of a date, without the date. */
export type HolidayOfDate = Omit<Holiday, 'date'>;

/**
 * The tenant's holidays of from..to by date, oldest first: the public ones of its country (and
 * region), and its company holidays, which take the place of a public one on the same date.
 */
export async function tenantHolidays(
  db: Db,
  tenantId: string,
  from: string,
  to: string,
): Promise<Map<string, HolidayOfDate>> {
  const [calendar, companyDays] = await Promise.all([
    repository.findHolidayCalendar(db, tenantId),
    repository.listCompanyHolidays(db, tenantId, { from, to }),
  ]);
  const byDate = new Map<string, HolidayOfDate>();
  if (calendar?.country) {
    for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year += 1) {
      for (const holiday of await publicHolidays(calendar.country, calendar.region, year)) {
        if (holiday.date >= from && holiday.date <= to) {
          byDate.set(holiday.date, { name: holiday.name, halfDay: false, source: 'public' });
        }
      }
    }
  }
  for (const day of companyDays) {
    byDate.set(day.date, { name: day.name, halfDay: Number(day.half_day) === 1, source: 'company' });
  }
  return new Map([...byDate].sort(([a], [b]) => a.localeCompare(b)));
}

export async function getHolidayCountries(): Promise<GetHolidayCountriesAnswer['data']> {
  return holidayCountries();
}

export async function getHolidayCalendar(
  db: Db,
  caller: Caller,
  period: { from: string; to: string },
): Promise<Omit<GetHolidayCalendarAnswer, 'result'>> {
  const [calendar, companyDays, holidays] = await Promise.all([
    repository.findHolidayCalendar(db, caller.tenantId),
    repository.listCompanyHolidays(db, caller.tenantId),
    tenantHolidays(db, caller.tenantId, period.from, period.to),
  ]);
  return {
    calendar: {
      country: calendar?.country ?? null,
      region: calendar?.region ?? null,
      companyHolidays: companyDays.map((day) => ({
        date: day.date,
        name: day.name,
        halfDay: Number(day.half_day) === 1,
      })),
    },
    holidays: [...holidays].map(([date, holiday]) => presentHoliday(date, holiday)),
  };
}

export async function setHolidayCalendar(
  db: Db,
  caller: Caller,
  body: Omit<z.output<typeof SetHolidayCalendarBody>, 'tenantId'>,
): Promise<void> {
  await refuseUnknownPlace(body.country, body.region);
  await db.transaction().execute(async (trx) => {
    await repository.saveHolidayCalendar(trx, {
      tenant_id: caller.tenantId,
      country: body.country,
      region: body.region,
      updated_by: caller.userId,
      updated_at: new Date().toISOString(),
    });
    await repository.replaceCompanyHolidays(
      trx,
      caller.tenantId,
      body.companyHolidays.map((day) => ({
        tenant_id: caller.tenantId,
        date: day.date,
        name: day.name,
        half_day: day.halfDay ? 1 : 0,
      })),
    );
    await audit.record(trx, caller, api.workingTime.setHolidayCalendar, caller.tenantId);
  });
}
