import { api, type GetHolidayCountriesAnswer } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/queries/query-keys.ts';

/** api.workingTime.getHolidayCountries: the countries and regions a holiday calendar may follow. */
export async function getHolidayCountries(): Promise<GetHolidayCountriesAnswer['data']> {
  return (await call(api.workingTime.getHolidayCountries, {})).data;
}

/** The list comes with the server's holiday library and changes only with it. */
export const holidayCountriesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.workingTime.countries,
    queryFn: getHolidayCountries,
    staleTime: Infinity,
  });

export function useHolidayCountries() {
  return useQuery(holidayCountriesQueryOptions());
}
