import { useMemo, useState } from 'react';
import { today, weekDays, weekStart } from '../../../lib/dates.ts';

/** The week a grid shows, starting with the current one, and where today falls in it (-1: not in it). */
export function useWeek() {
  const [sunday, setSunday] = useState(() => weekStart(today()));
  const days = useMemo(() => weekDays(sunday), [sunday]);
  return { sunday, days, todayIndex: days.indexOf(today()), setSunday };
}
