import { t } from '../../lib/i18n/intl.ts';
import { PWA_MESSAGES } from './messages.ts';
import { useOnline } from './online.ts';

/**
 * A thin bar above every screen while the device has no network: what the screens show is what
 * they last loaded. The status region stays in the page, empty when online, so that a screen
 * reader announces the change when the network goes.
 */
export function OfflineStatus() {
  const online = useOnline();
  return (
    <p
      role="status"
      className="flex items-center justify-center gap-2 bg-gray-800 px-4 py-1.5 text-center text-sm text-white empty:hidden dark:bg-gray-700"
    >
      {online ? null : (
        <>
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-4 shrink-0 fill-none stroke-current stroke-2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="m2 2 20 20M5.782 5.782A7 7 0 0 0 9 19h8.5a4.5 4.5 0 0 0 1.307-.193M21.532 16.5A4.5 4.5 0 0 0 17.5 10h-1.79A7.008 7.008 0 0 0 10 5.07" />
          </svg>
          {t(PWA_MESSAGES.offline)}
        </>
      )}
    </p>
  );
}
