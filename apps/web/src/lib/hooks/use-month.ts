import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { today } from '../dates.ts';
import { monthOf, namedMonth } from '../months.ts';

/**
 * The month a screen shows (yyyy-MM). The address names it (`?month=`, or `?week=` as
 * notifications link to a week); without one it is the current month. Moving to another month
 * replaces the address, so that a reload stays on it.
 */
export function useMonth() {
  const [params, setParams] = useSearchParams();
  const month = namedMonth(params.get('month'), params.get('week'), monthOf(today()));
  const setMonth = useCallback(
    (next: string) =>
      setParams(
        (current) => {
          const changed = new URLSearchParams(current);
          changed.delete('week');
          changed.set('month', next);
          return changed;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { month, setMonth };
}
