import { api, type GetAbsencesAnswer, type GetAbsencesBody } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { monthPeriod, yearPeriod } from '../../../lib/months.ts';
import { queryKeys } from '../../../lib/queries/query-keys.ts';
import { ABSENCE_FAILURES } from '../messages.ts';

export type AbsenceList = Omit<GetAbsencesAnswer, 'result'>;
type AbsencesQuery = Omit<GetAbsencesBody, 'tenantId'>;

/** api.absences.getAbsences: the absences `body` asks for, with the team's people when it asks for the team. */
export async function getAbsences(body: AbsencesQuery): Promise<AbsenceList> {
  const { result: _result, ...list } = await call(api.absences.getAbsences, body);
  return list;
}

const absencesQueryOptions = (body: AbsencesQuery) =>
  queryOptions({
    queryKey: queryKeys.workingTime.absenceList(body),
    queryFn: () => getAbsences(body),
    meta: { failure: ABSENCE_FAILURES.absences },
  });

/** The caller's own absences touching `year`. */
export const useOwnAbsences = (year: number) => useQuery(absencesQueryOptions(yearPeriod(year)));

/** Every open request the caller may decide on: the approvals list. */
export const useOpenRequests = () => useQuery(absencesQueryOptions({ team: true, status: 'requested' }));

/** The team's absences touching `month`, and who the team is. */
export const useTeamAbsences = (month: string) =>
  useQuery(absencesQueryOptions({ team: true, ...monthPeriod(month) }));
