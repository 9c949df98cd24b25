import { api, type SetHolidayCalendarBody } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { t } from '../../../lib/i18n/intl.ts';
import { refusalText } from '../../../lib/i18n/refusals.ts';
import { mutationFor } from '../../../lib/mutation-for.ts';
import { ANSWER_MSG } from '../../../lib/query-client.ts';

/** The calendar Settings → Holidays sends; the api client adds the tenant. */
export type HolidayCalendarChange = Omit<SetHolidayCalendarBody, 'tenantId'>;

/** api.workingTime.setHolidayCalendar: the country, region and company holidays, all at once. */
export function useSetHolidayCalendar() {
  return useMutation(
    mutationFor(api.workingTime.setHolidayCalendar, {
      input: (change: HolidayCalendarChange) => change,
      meta: {
        success: ANSWER_MSG,
        refused: (error) =>
          refusalText(error) ||
          t({ id: 'settings.holidays.save-failed', defaultMessage: 'Failed to save holidays' }),
      },
    }),
  );
}
