import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { t } from '../../lib/i18n/intl.ts';
import { PWA_MESSAGES } from './messages.ts';
import { useOnline } from './online.ts';

/**
 * Offline, a screen that was never opened online has nothing kept to show, and its reads wait for
 * the network: this says so, rather than leaving a spinner that seems to hang. Like the offline bar,
 * the status region stays in the page, empty when there is nothing to say.
 */
export function NotLoadedStatus() {
  const online = useOnline();
  const queryCache = useQueryClient().getQueryCache();
  const subscribe = useCallback((onChange: () => void) => queryCache.subscribe(onChange), [queryCache]);
  // Online there is nothing to say, and the cache changes often: it is looked through only offline.
  const waitsForNetwork = useSyncExternalStore(
    subscribe,
    () =>
      !online &&
      queryCache
        .getAll()
        .some(
          (query) =>
            query.state.data === undefined &&
            query.state.fetchStatus === 'paused' &&
            query.getObserversCount() > 0,
        ),
  );
  return (
    <p
      role="status"
      className="bg-amber-50 px-4 py-1.5 text-center text-sm text-amber-900 empty:hidden dark:bg-amber-500/10 dark:text-amber-200"
    >
      {waitsForNetwork ? t(PWA_MESSAGES.notLoaded) : null}
    </p>
  );
}
