import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { readReportState, writeReportState, type ReportState } from '../report-state.ts';

/**
 * The report's choices, kept in the address: read from its search parameters, and written back on
 * every change in place of the current history entry, so that Back leaves the screen rather than
 * stepping through each checkbox. An address that says less, or other, than it should is rewritten
 * as the report it opened, so that what is bookmarked is what was shown.
 */
export function useReportState(defaults: ReportState) {
  const [params, setParams] = useSearchParams();
  const address = params.toString();
  const fromAddress = useMemo(
    () => readReportState(new URLSearchParams(address), defaults),
    [address, defaults],
  );
  // The router changes the address in a transition, which a checkbox cannot wait for: the choice
  // just made shows at once, until the address changes, which then rules again.
  const [chosen, setChosen] = useState<{ state: ReportState; address: string } | null>(null);
  // Once the address has moved on, a choice made at the old one is spent: coming back to that
  // address (a saved report opened, Back) shows what it says.
  const [seenAddress, setSeenAddress] = useState(address);
  if (seenAddress !== address) {
    setSeenAddress(address);
    setChosen(null);
  }
  const state = chosen && chosen.address === address ? chosen.state : fromAddress;
  const normal = writeReportState(fromAddress).toString();

  useEffect(() => {
    if (address !== normal) setParams(new URLSearchParams(normal), { replace: true });
  }, [address, normal, setParams]);

  const update = useCallback(
    (change: Partial<ReportState>) => {
      const next = { ...state, ...change };
      setChosen({ state: next, address });
      setParams(writeReportState(next), { replace: true });
    },
    [state, address, setParams],
  );
  return [state, update] as const;
}
