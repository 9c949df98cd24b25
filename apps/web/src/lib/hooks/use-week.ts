import { isWeekDate, weekStartOf } from '@portal/contract';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { today, weekDays } from '../dates.ts';

/** The Sunday of the week an address names (`?week=`), else of the current week. */
export function weekOfAddress(params: URLSearchParams): string {
  const named = params.get('week');
  return weekStartOf(named && isWeekDate(named) ? named : today());
}

/**
 * The week a grid shows and where today falls in it (-1: not in it). The address names it
 * (`?week=`, as notifications and the search palette link to a week); without one it is the
 * current week. Moving to another week replaces the address, so that a reload stays on it.
 */
export function useWeek() {
  const [params, setParams] = useSearchParams();
  const sunday = weekOfAddress(params);
  const days = useMemo(() => weekDays(sunday), [sunday]);
  const setSunday = useCallback(
    (next: string) =>
      setParams(
        (current) => {
          const changed = new URLSearchParams(current);
          changed.set('week', next);
          return changed;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { sunday, days, todayIndex: days.indexOf(today()), setSunday };
}
