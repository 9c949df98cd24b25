import { api, weekEndOf, type Absence } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/queries/query-keys.ts';

/** api.absences.getAbsences: the absences of everyone the reviewer may see in the week starting at `sunday`. */
export async function getWeekAbsences(sunday: string): Promise<Absence[]> {
  return (await call(api.absences.getAbsences, { from: sunday, to: weekEndOf(sunday), team: true })).data;
}

export const weekAbsencesQueryOptions = (sunday: string) => {
  const body = { from: sunday, to: weekEndOf(sunday), team: true };
  return queryOptions({
    queryKey: queryKeys.workingTime.absenceList(body),
    queryFn: () => getWeekAbsences(sunday),
  });
};

export function useWeekAbsences(sunday: string) {
  return useQuery(weekAbsencesQueryOptions(sunday));
}
